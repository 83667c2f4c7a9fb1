// /tournaments: the tournaments page of the clean layout: its seo record's texts, the rules page,
// and the current promotions a visitor may see (tournaments run as promotions).
import { useLingui } from '@lingui/react/macro';
import { Notice, PageHeader } from '@casino/react-ui';
import { PromotionCards } from '../../catalogue/promotion-cards.tsx';
import type { Route } from './+types/tournaments-page.ts';
import { loadTournamentsPage } from '../../catalogue/content-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadTournamentsPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TournamentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={loaderData.title} />
      <Notice
        message={t`Každý týden soutěžte o ceny. Body získáváte za každou sázku ve vybraných hrách.`}
        actionHref={loaderData.rulesHref}
        actionLabel={t`Pravidla turnajů`}
      />
      <h2 className="casino-catalogue-heading">{t`Aktuální akce a turnaje`}</h2>
      {loaderData.promotions.length === 0 ? <Notice message={t`Právě neprobíhají žádné turnaje.`} /> : <PromotionCards promotions={loaderData.promotions} />}
    </>
  );
}
