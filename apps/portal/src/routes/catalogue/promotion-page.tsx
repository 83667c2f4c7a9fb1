// /promo-bonusy/:slug: one promotion as a visitor sees it: its banner, the sanitised text and its
// games, and for a logged-in player its opt-in (catalogue/promotion-opt-in.tsx). A promotion for
// logged-in players only, or an unknown slug, is a real 404.
import { useLingui } from '@lingui/react/macro';
import { SanitisedHtml, PageHeader } from '@casino/react-ui';
import { trustedHtml } from '../../routing/sanitised-html-policy.ts';
import type { Route } from './+types/promotion-page.ts';
import { loadPromotionPage } from '../../catalogue/content-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { CatalogueTiles } from '../../catalogue/page-parts.tsx';
import { PromotionOptIn } from '../../catalogue/promotion-opt-in.tsx';
import { seoMeta } from '../../catalogue/seo-head.ts';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  return loadCataloguePage(request, () => loadPromotionPage(request));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <article className="casino-catalogue-article">
      <PageHeader title={loaderData.title} backHref={loaderData.backHref} backLabel={t`Všechny akce`} {...(loaderData.draft ? { badge: t`Koncept` } : {})} />
      {loaderData.image ? (
        <img
          className="casino-catalogue-banner"
          src={loaderData.image.src}
          width={loaderData.image.width}
          height={loaderData.image.height}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      <PromotionOptIn id={loaderData.id} templateCode={loaderData.templateCode} tagName={loaderData.tagName} />
      <SanitisedHtml sanitizedHtml={trustedHtml(loaderData.html)} />
      {loaderData.tiles.length > 0 ? <CatalogueTiles title={t`Hry v akci`} tiles={loaderData.tiles} emptyText="" /> : null}
    </article>
  );
}
