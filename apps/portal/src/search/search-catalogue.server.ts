// The search panel's catalogue for one lobby (search-catalogue.wire.ts), made from the shared
// content answers once per version of them (the view cache): the casino's panel searches every
// game, the live lobby's only its live and table games, each lobby its own categories.
import { isLiveGameType, type Category, type Collection, type Lobby } from '@casino/core';
import { loadPanelCatalogue, type PanelCatalogueAnswers } from '../panel-catalogue.server.ts';
import type { PageRequest } from '../request-context.server.ts';
import type { SearchCatalogueWire } from '../runtime/search-catalogue.wire.ts';

/** Pure: the wire form of a lobby's searchable catalogue. */
export const searchCatalogueWire = (answers: PanelCatalogueAnswers, lobby: Lobby): SearchCatalogueWire => {
  const games = lobby === 'live' ? answers.games.filter((game) => isLiveGameType(game.type)) : answers.games;
  const config = lobby === 'live' ? answers.settings.searchLive : answers.settings.search;
  const indexOf = new Map(games.map((game, at) => [game.gameCode, at]));
  const providerAt = new Map(answers.providers.map((provider, at) => [provider.id, at]));
  const recommendCategory = config.recommendCategory == null ? undefined : answers.categories.find((category) => category.id === config.recommendCategory);
  const named = (items: readonly (Category | Collection)[]) => items.map(({ id, slug, title }) => ({ id, slug, title }));
  return {
    lobby,
    games: {
      names: games.map((game) => game.name),
      codes: games.map((game) => game.gameCode),
      // A game of a provider the answer does not list points past the list (its name shows empty).
      providers: games.map((game) => providerAt.get(game.provider) ?? answers.providers.length),
      fileVersions: games.map((game) => game.fileVersion),
      tiers: games.map((game) => game.commercialTier ?? null),
    },
    recommended: (recommendCategory?.games ?? []).flatMap((code) => {
      const at = indexOf.get(code);
      return at === undefined ? [] : [at];
    }),
    providers: answers.providers.map(({ id, slug, name, logoLight, logoDark }) => ({ id, slug, name, logoLight, logoDark })),
    categories: named(answers.categories.filter((category) => category.lobby === lobby && category.type === 'Default')),
    collections: named(answers.collections.filter((collection) => !collection.excludeFromPage)),
    settings: {
      search: answers.settings.search,
      searchLive: answers.settings.searchLive,
      searchPopularProviders: answers.settings.searchPopularProviders,
    },
  };
};

/** The panel's catalogue for a lobby, made once per version of the answers. */
export const loadSearchCatalogue = (page: PageRequest, lobby: Lobby): Promise<SearchCatalogueWire> =>
  loadPanelCatalogue(page, 'search-catalogue', lobby, searchCatalogueWire);
