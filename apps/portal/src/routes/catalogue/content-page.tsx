// /novinky/:slug: a content page of the CMS, its HTML sanitised on the server; its seo record when it
// names one. Unknown slug (or a draft outside preview): a real 404.
import { useLingui } from '@lingui/react/macro';
import { SanitisedHtml, PageHeader } from '@casino/react-ui';
import { trustedHtml } from '../../routing/sanitised-html-policy.ts';
import type { Route } from './+types/content-page.ts';
import { loadContentPage } from '../../catalogue/content-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadContentPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <article className="casino-catalogue-article">
      <PageHeader title={loaderData.title} {...(loaderData.draft ? { badge: t`Koncept`, detail: t`Koncept: tato stránka zatím není zveřejněná.` } : {})} />
      <SanitisedHtml sanitizedHtml={trustedHtml(loaderData.html)} />
    </article>
  );
}
