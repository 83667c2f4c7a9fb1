// /promo-bonusy: the promotions a visitor may see (core's audience rule), each with its sanitised
// text; drafts only in preview, marked as such. Once a player is logged in, those for visitors only
// leave the list and the promotions for players only follow (catalogue/player-promotions.tsx, a chunk a visitor never fetches); the
// "no promotions" notice shows only while the person sees none of either list
// (catalogue/no-promotions-notice.ts).
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Notice, PageHeader } from '@casino/react-ui';
import { PromotionCards } from '../../catalogue/promotion-cards.tsx';
import { showsNoPromotionsNotice, type PlayersPromotionsSeen } from '../../catalogue/no-promotions-notice.ts';
import type { Route } from './+types/promotions-page.ts';
import { loadPromotionsPage } from '../../catalogue/content-data.server.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { catalogueTexts } from '../../catalogue/catalogue-texts.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import '../../catalogue/catalogue-pages.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';
import { useLoggedIn } from '../../chrome/use-logged-in.ts';

const PlayerPromotions = lazy(() => import('../../catalogue/player-promotions.tsx').then((module) => ({ default: module.PlayerPromotions })));

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  const { i18n } = request;
  return loadCataloguePage(request, () => loadPromotionsPage(request, catalogueTexts(i18n)));
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const [playersSeen, setPlayersSeen] = useState<PlayersPromotionsSeen>('loading');
  const promotions = loggedIn ? loaderData.promotions.filter((promotion) => !loaderData.visitorsOnly.includes(promotion.id)) : loaderData.promotions;
  return (
    <>
      <PageHeader title={loaderData.title} />
      {showsNoPromotionsNotice(promotions.length, loggedIn ? playersSeen : 'visitor') ? (
        <Notice message={t`Právě neprobíhají žádné akce. Podívejte se sem brzy znovu.`} />
      ) : null}
      {promotions.length === 0 ? null : <PromotionCards promotions={promotions} />}
      {loggedIn ? (
        <Suspense fallback={null}>
          <PlayerPromotions onSeen={setPlayersSeen} />
        </Suspense>
      ) : null}
    </>
  );
}
