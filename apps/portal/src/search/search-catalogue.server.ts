// The search panel's catalogue for one lobby (search-catalogue.wire.ts), made from the shared
// content answers once per version of them (the view cache): the casino's panel searches every
// game, the live lobby's only its live and table games, each lobby its own categories.
import { Effect } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { isLiveGameType, type Category, type Collection, type Game, type GlobalSettings, type Lobby, type Provider } from '@casino/core';
import type { PageRequest } from '../request-context.server.ts';
import type { SearchCatalogueWire } from '../runtime/search-catalogue.wire.ts';

interface Answers {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly settings: GlobalSettings;
}

/** Pure: the wire form of a lobby's searchable catalogue. */
export const searchCatalogueWire = (answers: Answers, lobby: Lobby): SearchCatalogueWire => {
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

/** Loads the answers (shared between requests) and makes the wire form once per version of them. */
export const loadSearchCatalogue = async (page: PageRequest, lobby: Lobby): Promise<SearchCatalogueWire> => {
  const answers = await page.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      const local = yield* LocalApi;
      const settings = yield* Settings;
      return yield* Effect.all(
        {
          games: content.games(),
          providers: content.providers(),
          categories: local.categories(),
          collections: content.collections(),
          settings: settings.globalSettings(),
        },
        { concurrency: 'unbounded' },
      );
    }),
  );
  // The answers are in the page's language and preview mode; nothing else of the request goes in.
  const terms = JSON.stringify([lobby, page.locale, page.preview]);
  return page.views.view('search-catalogue', [answers.games, answers.providers, answers.categories, answers.collections, answers.settings], terms, () =>
    searchCatalogueWire(answers, lobby),
  );
};
