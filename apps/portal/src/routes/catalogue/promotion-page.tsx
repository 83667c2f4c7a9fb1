// /promo-bonusy/:slug: one promotion. One visitors may see is drawn whole by the server (its banner,
// the sanitised text, its games and, for a logged-in player, its opt-in: catalogue/promotion-article.tsx).
// One for logged-in players only is drawn below the player guard's gate: a visitor gets its log-in
// view and nothing of the promotion; a player gets the article from the players' route
// (catalogue/player-promotion.tsx). One for visitors only tells a logged-in player it is not theirs
// (catalogue/visitors-only-promotion.tsx). An unknown slug, or a promotion for no audience a page has, is a real 404.
import { msg } from '@lingui/core/macro';
import type { Route } from './+types/promotion-page.ts';
import { loadPromotionPage } from '../../catalogue/content-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { PlayerPromotion } from '../../catalogue/player-promotion.tsx';
import { PromotionArticle } from '../../catalogue/promotion-article.tsx';
import { VisitorsOnlyPromotion } from '../../catalogue/visitors-only-promotion.tsx';
import { useLoggedIn } from '../../chrome/use-logged-in.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { PlayerGate } from '../../session/player-gate.tsx';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  return loadCataloguePage(request, () => loadPromotionPage(request, request.i18n._(msg`Akce pro přihlášené hráče`)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const loggedIn = useLoggedIn();
  if (loaderData.audience === 'players')
    return (
      <PlayerGate>
        <PlayerPromotion slug={loaderData.slug} />
      </PlayerGate>
    );
  if (loaderData.visitorsOnly && loggedIn) return <VisitorsOnlyPromotion id={loaderData.id} title={loaderData.title} backHref={loaderData.backHref} />;
  return <PromotionArticle article={loaderData} />;
}
