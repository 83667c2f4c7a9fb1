// /play/:game/demo and /play/:game/real in the game-play layout: the game fills the screen under a
// slim bar. Demo starts the game session (game/game-player.tsx); real money needs a player, which
// the visitor is not yet: the page says so and offers the demo and the way back (never a dead end).
import { matchRoute, playRouteName } from '@casino/core';
import type { Route } from './+types/game-play-page.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { catalogueRequest, loadCataloguePage } from '../../catalogue/page-request.server.ts';
import { loadGamePlay } from '../../game/game-play-data.server.ts';
import { GamePlayer } from '../../game/game-player.tsx';

export async function loader(args: Route.LoaderArgs) {
  const request = catalogueRequest(args);
  // The page's address, not the request's (a client navigation asks /play/x/demo.data).
  const mode = matchRoute(request.url.pathname)?.name === playRouteName('real') ? 'real' : 'demo';
  return loadCataloguePage(request, () => loadGamePlay(request, request.params['game'] ?? '', mode));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function GamePlayPage({ loaderData }: Route.ComponentProps) {
  return <GamePlayer {...loaderData} />;
}
