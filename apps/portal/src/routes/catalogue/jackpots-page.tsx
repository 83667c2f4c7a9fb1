// /jackpoty: every jackpot with its levels ticking up between fetches, in the Czech currency format.
import { useLingui } from '@lingui/react/macro';
import { JackpotLevels, Notice, PageHeader } from '@casino/react-ui';
import type { Route } from './+types/jackpots-page.ts';
import { loadJackpotsPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

/** Levels a list card shows; the detail page has them all. */
const LIST_LEVELS = 4;

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadJackpotsPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function JackpotsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={loaderData.title} />
      {loaderData.jackpots.length === 0 ? (
        <Notice message={t`Právě neběží žádné jackpoty.`} />
      ) : (
        <ul className="casino-catalogue-cards">
          {loaderData.jackpots.map((jackpot) => (
            <li key={jackpot.id}>
              <JackpotLevels {...jackpot} limit={LIST_LEVELS} levelsLabel={t`Úrovně jackpotu`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
