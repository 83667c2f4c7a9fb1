// The pages of core's table that later slices build: a valid route (so not a 404) that says so and
// keeps search engines away until it has content. Its head is every page's (the site's title
// pattern and og image), never indexed.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { head } from '../../catalogue/catalogue-data.server.ts';
import { seoMeta, type SeoHead } from '../../catalogue/seo-head.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export function loader({ context }: LoaderFunctionArgs) {
  const page = pageRequestOf(context);
  return { seo: head(page, null, page.i18n._(msg`Připravujeme`), null, null, { noindex: true }) };
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: MetaFunction = ({ loaderData }) => seoMeta((loaderData as { seo?: SeoHead } | undefined)?.seo);

export default function UpcomingPage() {
  return (
    <section className="casino-upcoming">
      <h1>
        <Trans>Připravujeme</Trans>
      </h1>
      <p>
        <Trans>Na této stránce pracujeme. Zatím si vyberte hru v lobby.</Trans>
      </p>
    </section>
  );
}
