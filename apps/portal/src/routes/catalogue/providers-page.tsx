// /vyrobci: every game provider as a card with its logo in the theme's variant (part 1 §2–§3).
import { useLingui } from '@lingui/react/macro';
import { CardGrid, PageHeader, ProviderLogo } from '@casino/react-ui';
import type { Route } from './+types/providers-page.ts';
import { loadProvidersPage } from '../../catalogue/catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadProvidersPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProvidersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={loaderData.title} detail={t`Počet výrobců: ${loaderData.providers.length}`} />
      <CardGrid
        variant="logo"
        items={loaderData.providers.map((provider, index) => ({
          id: provider.id,
          title: provider.title,
          href: provider.href,
          detail: provider.detail,
          media: <ProviderLogo light={provider.logos.light} dark={provider.logos.dark} alt="" eager={index < 8} />,
        }))}
      />
    </>
  );
}
