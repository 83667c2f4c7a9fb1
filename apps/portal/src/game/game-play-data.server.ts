// The play route's data: the game by code (a real 404 for an unknown one), its provider's name and
// where the close button goes without scripts (the lobby of the game's kind).
import { isLiveGameType, type Game, type PlayModeName } from '@casino/core';
import { linkTo } from '../page-links.ts';
import type { PageRequest } from '../request-context.server.ts';
import { head } from '../catalogue/catalogue-data.server.ts';
import type { SeoHead } from '../catalogue/seo-head.ts';
import { loadPlayedGame } from './game-details-data.server.ts';

export interface GamePlayData {
  readonly game: Game;
  readonly provider: string;
  readonly mode: PlayModeName;
  readonly lobbyHref: string;
  readonly detailsHref: string;
  readonly demoHref: string | null;
  readonly seo: SeoHead;
}

export const loadGamePlay = async (page: PageRequest, gameCode: string, mode: PlayModeName): Promise<GamePlayData> => {
  const { game, provider } = await loadPlayedGame(page, gameCode);
  return {
    game,
    provider,
    mode,
    lobbyHref: linkTo(page.links, isLiveGameType(game.type) ? 'preview-live-casino' : 'preview'),
    detailsHref: linkTo(page.links, 'preview-games-game', { game: game.gameCode }),
    demoHref: game.demoEnabled ? linkTo(page.links, 'preview-play-game-demo', { game: game.gameCode }) : null,
    // A game page is the game's, not a page to index.
    seo: head(page, null, game.name, null, null, { noindex: true }),
  };
};
