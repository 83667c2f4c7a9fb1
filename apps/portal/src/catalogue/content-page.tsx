// /novinky/:slug: a content page of the CMS, its HTML sanitised on the server; its seo record when it
// names one. Unknown slug (or a draft outside preview): a real 404.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CmsHtml } from '@casino/react-ui';
import type { Route } from './+types/content-page.ts';
import { loadContentPage } from './catalogue-data.server.ts';
import { catalogueRequest, loadCataloguePage, requestI18n } from './page-request.server.ts';
import { CatalogueErrorBoundary, CatalogueFailureView, isFailure } from './page-parts.tsx';
import { seoMeta } from './seo-head.ts';
import './catalogue-pages.css';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const i18n = await requestI18n(request.locale);
  return loadCataloguePage(request, i18n._(msg`Novinky`), () => loadContentPage(request, i18n));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const ErrorBoundary = CatalogueErrorBoundary;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  if (isFailure(loaderData)) return <CatalogueFailureView failure={loaderData} />;
  return (
    <div className="casino-catalogue-article casino-catalogue-content">
      {loaderData.draft ? <p className="casino-catalogue-draft">{t`Koncept: tato stránka zatím není zveřejněná.`}</p> : null}
      {/* The CMS page brings its own h1 (its title). */}
      <CmsHtml sanitizedHtml={loaderData.html} />
    </div>
  );
}
