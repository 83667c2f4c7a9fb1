// /vitezove: the winners hub, the latest wins of the live feed, refreshed every 30 s in the browser.
import { msg } from '@lingui/core/macro';
import type { Route } from './+types/winners-page.ts';
import { loadWinnersPage } from '../../catalogue/winners-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { CatalogueErrorBoundary } from '../../catalogue/page-parts.tsx';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { WinnersRoute } from '../../catalogue/winners-view.tsx';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, i18n._(msg`Vítězové`), () => loadWinnersPage(request, catalogueTexts(i18n), 'hub'));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const ErrorBoundary = CatalogueErrorBoundary;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <WinnersRoute loaderData={loaderData} />;
}
