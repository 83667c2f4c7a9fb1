// The filters panel's catalogue for one lobby (filters-catalogue.wire.ts), made from the shared
// content answers once per version of them (the view cache): the games of the lobby's all-games
// page (core's gamesOfLobby, as all-games-data.server.ts lists them), in its order, so that what the browser filters out
// of it is what the server lists for the same address.
import { casinoFlagsOf, gamesOfLobby, type Lobby } from '@casino/core';
import { loadPanelCatalogue, type PanelCatalogueAnswers } from '../panel-catalogue.server.ts';
import type { PageRequest } from '../request-context.server.ts';
import { encodeCodeAgainstName } from '../game-code-text.ts';
import type { FiltersCatalogueWire } from './filters-catalogue.wire.ts';
import { internedStrings } from '../interned-strings.ts';

/** Pure: the wire form of a lobby's filters catalogue. */
export const filtersCatalogueWire = (answers: PanelCatalogueAnswers, lobby: Lobby): FiltersCatalogueWire => {
  const games = gamesOfLobby(answers.games, lobby);
  const providers = internedStrings();
  const categoryIds = internedStrings();
  const collectionIds = internedStrings();
  const providerNames = new Map(answers.providers.map((provider) => [provider.id, provider.name]));
  return {
    lobby,
    games: {
      names: games.map((game) => game.name),
      codes: games.map((game) => encodeCodeAgainstName(game.gameCode, game.name)),
      providers: games.map((game) => providers.indexOf(game.provider)),
      fileVersions: games.map((game) => game.fileVersion),
      categories: games.map((game) => game.categories.map(categoryIds.indexOf)),
      collections: games.map((game) => game.collections.map(collectionIds.indexOf)),
      reels: games.map((game) => game.numberOfReels),
      flags: games.map(casinoFlagsOf),
      minBets: games.map((game) => game.minBet),
      maxBets: games.map((game) => game.maxBet),
      maxWins: games.map((game) => game.maxWin ?? null),
    },
    categoryIds: categoryIds.list,
    collectionIds: collectionIds.list,
    // Only the providers the games name, each with its name ('' for one the answer does not list).
    providers: providers.list.map((id) => ({ id, name: providerNames.get(id) ?? '' })),
    categories: answers.categories.filter((category) => category.lobby === lobby).map(({ id, title, lobby: of, type }) => ({ id, title, lobby: of, type })),
    collections: answers.collections.map(({ id, title }) => ({ id, title })),
    settings: {
      enabledFilters: answers.settings.enabledFilters,
      enabledFiltersLive: answers.settings.enabledFiltersLive,
      currency: answers.settings.currency.code,
    },
  };
};

/** The panel's catalogue for a lobby, made once per version of the answers. */
export const loadFiltersCatalogue = (page: PageRequest, lobby: Lobby): Promise<FiltersCatalogueWire> =>
  loadPanelCatalogue(page, 'filters-catalogue', lobby, filtersCatalogueWire);
