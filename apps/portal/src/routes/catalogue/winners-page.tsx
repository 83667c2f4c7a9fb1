// /vitezove: the winners hub, the latest wins of the live feed, refreshed every 30 s in the browser.
import type { Route } from './+types/winners-page.ts';
import { loadWinnersPage } from '../../catalogue/winners-data.server.ts';
import { catalogueRequest, loadRefreshedPage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { WinnersRoute } from '../../catalogue/winners-view.tsx';
import { pageSeoOf } from '../../catalogue/winners-refresh.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadRefreshedPage(request, () => loadWinnersPage(request, catalogueTexts(i18n), 'hub'));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(pageSeoOf(loaderData));

export default function Page({ loaderData }: Route.ComponentProps) {
  return <WinnersRoute loaderData={loaderData} />;
}
