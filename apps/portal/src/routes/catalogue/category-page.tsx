// /kategorie/:slug: one casino category and its games (Top 10 cut to ten, service lists capped, by
// core's rule); a player's own list is empty for a visitor and says so. Unknown slug: a real 404.
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@casino/react-ui';
import type { Route } from './+types/category-page.ts';
import { loadCategoryPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { CatalogueTiles } from '../../catalogue/page-parts.tsx';
import { PageFilters } from '../../filters/filters-button.tsx';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadCategoryPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={loaderData.title} detail={loaderData.detail} />
      {loaderData.filters === null ? null : <PageFilters lobby="casino" fixed={loaderData.filters.fixed} activeCount={loaderData.filters.activeCount} />}
      <CatalogueTiles
        tiles={loaderData.tiles}
        emptyText={
          (loaderData.filters?.activeCount ?? 0) > 0
            ? t`Filtrům neodpovídá žádná hra.`
            : loaderData.personal
              ? t`Tuto kategorii sestavujeme podle vašeho hraní. Přihlaste se a uvidíte své hry.`
              : t`V této kategorii zatím nejsou žádné hry.`
        }
      />
    </>
  );
}
