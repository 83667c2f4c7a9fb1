// /vyrobci/:slug: one provider, its logo in the theme's variant and its games as tiles; an unknown
// slug is a real 404.
import { useLingui } from '@lingui/react/macro';
import { PageHeader, ProviderLogo } from '@casino/react-ui';
import type { Route } from './+types/provider-page.ts';
import { loadProviderPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { CatalogueTiles } from '../../catalogue/page-parts.tsx';
import { PageFilters } from '../../filters/filters-button.tsx';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadProviderPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={loaderData.title}
        detail={loaderData.detail}
        backHref={loaderData.backHref}
        backLabel={t`Všichni výrobci`}
        media={<ProviderLogo light={loaderData.logos.light} dark={loaderData.logos.dark} alt="" eager size="header" />}
      />
      <PageFilters lobby="casino" fixed={loaderData.filters.fixed} activeCount={loaderData.filters.activeCount} />
      <CatalogueTiles
        tiles={loaderData.tiles}
        emptyText={loaderData.filters.activeCount > 0 ? t`Filtrům neodpovídá žádná hra.` : t`Tento výrobce zatím nemá žádné hry.`}
      />
    </>
  );
}
