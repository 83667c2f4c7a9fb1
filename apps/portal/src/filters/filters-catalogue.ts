// What the filter panel counts over, fetched by the browser when the panel first opens (the page
// itself carries only its compact list): the lobby's games, categories, settings, and the names of
// providers and collections. The same games as the server's list (all-games-data.server.ts), so an
// option's count is the number of tiles its Apply shows.
import { Effect } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { isLiveGameType, type Category, type GlobalSettings, type LiveGame, type Lobby } from '@casino/core';
import type { PortalRuntime } from '../runtime/portal-runtime.ts';

export interface FiltersCatalogue {
  readonly games: readonly LiveGame[];
  readonly categories: readonly Category[];
  readonly settings: GlobalSettings;
  readonly providerNames: ReadonlyMap<string, string>;
  readonly collectionNames: ReadonlyMap<string, string>;
}

export const loadFiltersCatalogue = (runtime: PortalRuntime, lobby: Lobby, signal?: AbortSignal): Promise<FiltersCatalogue> =>
  runtime.api.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      const local = yield* LocalApi;
      const settings = yield* Settings;
      const loaded = yield* Effect.all(
        {
          games: content.games(),
          categories: local.categories(),
          settings: settings.globalSettings(),
          providers: content.providers(),
          collections: content.collections(),
        },
        { concurrency: 'unbounded' },
      );
      return {
        games: loaded.games.filter((game) => isLiveGameType(game.type) === (lobby === 'live')),
        categories: loaded.categories,
        settings: loaded.settings,
        providerNames: new Map(loaded.providers.map((provider) => [provider.id, provider.name])),
        collectionNames: new Map(loaded.collections.map((collection) => [collection.id, collection.title])),
      };
    }),
    signal,
  );
