// A lobby's player-rows catalogue (player-rows-catalogue.wire.ts): the lobby's compact list, the very
// one the all-games and personal pages send (one view per version of the answers), and the scoring
// columns of the same games, made once per version of the shared answers (the view cache).
import { casinoFlagsOf, gamesOfLobby, type Game, type Lobby } from '@casino/core';
import { loadPanelCatalogue, type PanelCatalogueAnswers } from '../../panel-catalogue.server.ts';
import type { PageRequest } from '../../request-context.server.ts';
import { loadLobbyGames } from '../all-games-data.server.ts';
import type { PlayerRowsCatalogueWire } from './player-rows-catalogue.wire.ts';
import { internedStrings } from '../../interned-strings.ts';

const amount = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Pure: the scoring columns of a lobby's games, in the all-games page's order (core's gamesOfLobby). */
export const scoringWire = (answers: Pick<PanelCatalogueAnswers, 'games'>, lobby: Lobby): Omit<PlayerRowsCatalogueWire, 'games'> => {
  const games: readonly Game[] = gamesOfLobby(answers.games, lobby);
  const providers = internedStrings();
  const collections = internedStrings();
  return {
    scoring: {
      codes: games.map((game) => game.gameCode),
      types: games.map((game) => game.type),
      providers: games.map((game) => providers.indexOf(game.provider)),
      collections: games.map((game) => game.collections.map(collections.indexOf)),
      flags: games.map(casinoFlagsOf),
      minBets: games.map((game) => amount(game.minBet)),
      rtps: games.map((game) => amount(game.rtp)),
      volatilities: games.map((game) => amount(game.volatility)),
      tiers: games.map((game) => amount(game.commercialTier)),
      promotions: games.map((game) => amount(game.promotionLevel)),
    },
    providerIds: providers.list,
    collectionIds: collections.list,
  };
};

export const loadPlayerRowsCatalogue = async (page: PageRequest, lobby: Lobby): Promise<PlayerRowsCatalogueWire> => {
  const [games, scoring] = await Promise.all([
    loadLobbyGames(page, lobby === 'live' ? 'Live' : 'Casino'),
    loadPanelCatalogue(page, 'player-rows-scoring', lobby, scoringWire),
  ]);
  return { games, ...scoring };
};
