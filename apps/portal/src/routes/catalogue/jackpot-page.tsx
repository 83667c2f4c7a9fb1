// /jackpoty/:slug: one jackpot, all its levels (ticking) and the games it can be won in; unknown slug: 404.
import { useLingui } from '@lingui/react/macro';
import { JackpotLevels, PageHeader } from '@casino/react-ui';
import type { Route } from './+types/jackpot-page.ts';
import { loadJackpotPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { CatalogueTiles } from '../../catalogue/page-parts.tsx';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadJackpotPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function JackpotPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={loaderData.title} backHref={loaderData.backHref} backLabel={t`Všechny jackpoty`} />
      <div className="casino-catalogue-jackpot">
        <JackpotLevels {...loaderData} headingLevel="none" levelsLabel={t`Úrovně jackpotu`} />
      </div>
      <CatalogueTiles title={t`Hry s tímto jackpotem`} tiles={loaderData.tiles} emptyText={t`K tomuto jackpotu zatím nejsou žádné hry.`} />
    </>
  );
}
