// A lobby page's SEO title, from the record its layout names: a missing id or a failed call is no
// failure of the page (it falls back to its own title), so this answers null then.
import { Effect } from 'effect';
import { LocalApi } from '@casino/api-clients';
import type { PageRequest } from '../request-context.server.ts';

export const fetchSeoTitle = async (page: PageRequest, seoId: string | undefined): Promise<string | null> => {
  if (!seoId) return null;
  const seo = await page
    .run(
      Effect.gen(function* () {
        const local = yield* LocalApi;
        return yield* local.seo(seoId);
      }),
    )
    .catch(() => null);
  return seo?.title ?? null;
};
