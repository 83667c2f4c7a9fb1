// /zanr/:slug: one genre (collection) and its games; an unknown slug is a real 404.
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@casino/react-ui';
import type { Route } from './+types/collection-page.ts';
import { loadCollectionPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { CatalogueTiles } from '../../catalogue/page-parts.tsx';
import { PageFilters } from '../../filters/filters-button.tsx';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadCollectionPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={loaderData.title} detail={loaderData.detail} backHref={loaderData.backHref} backLabel={t`Všechny žánry`} />
      <PageFilters lobby="casino" fixed={loaderData.filters.fixed} activeCount={loaderData.filters.activeCount} />
      <CatalogueTiles
        tiles={loaderData.tiles}
        emptyText={loaderData.filters.activeCount > 0 ? t`Filtrům neodpovídá žádná hra.` : t`V tomto žánru zatím nejsou žádné hry.`}
      />
    </>
  );
}
