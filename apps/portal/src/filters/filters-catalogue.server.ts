// The filters panel's catalogue for one lobby (filters-catalogue.wire.ts), made from the shared
// content answers once per version of them (the view cache): the games of the lobby's all-games
// page (core's gamesOfLobby, as all-games-data.server.ts lists them), in its order, so that what the browser filters out
// of it is what the server lists for the same address.
import { Effect } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { casinoFlagsOf, gamesOfLobby, type Category, type Collection, type Game, type GlobalSettings, type Lobby, type Provider } from '@casino/core';
import type { PageRequest } from '../request-context.server.ts';
import { encodeCodeAgainstName } from '../game-code-text.ts';
import type { FiltersCatalogueWire } from './filters-catalogue.wire.ts';

export interface FiltersCatalogueAnswers {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly settings: GlobalSettings;
}

/** A list of distinct strings and each one's index in it, in the order first seen. */
const interned = () => {
  const list: string[] = [];
  const at = new Map<string, number>();
  return {
    list,
    indexOf: (value: string): number => {
      let index = at.get(value);
      if (index === undefined) {
        index = list.length;
        list.push(value);
        at.set(value, index);
      }
      return index;
    },
  };
};

/** Pure: the wire form of a lobby's filters catalogue. */
export const filtersCatalogueWire = (answers: FiltersCatalogueAnswers, lobby: Lobby): FiltersCatalogueWire => {
  const games = gamesOfLobby(answers.games, lobby);
  const providers = interned();
  const categoryIds = interned();
  const collectionIds = interned();
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

/** Loads the answers (shared between requests) and makes the wire form once per version of them. */
export const loadFiltersCatalogue = async (page: PageRequest, lobby: Lobby): Promise<FiltersCatalogueWire> => {
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
  return page.views.view('filters-catalogue', [answers.games, answers.providers, answers.categories, answers.collections, answers.settings], terms, () =>
    filtersCatalogueWire(answers, lobby),
  );
};
