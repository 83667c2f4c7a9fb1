// favourites: the personal lists through the gateway; the toggle adds or removes one game.
import { Gateway } from '@casino/api-clients';
import type { FavouriteEntry, GameResult, PlayerGameRecord } from '@casino/core';
import { favourites } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideFavourites = (runtime: PortalRuntime) =>
  favourites.favouritesMachine.provide({
    actors: {
      loadFavourites: clientCall<readonly FavouriteEntry[]>(runtime, () => Gateway.use((gateway) => gateway.favourites())),
      loadPlayerGames: clientCall<readonly PlayerGameRecord[]>(runtime, () => Gateway.use((gateway) => gateway.playerGames())),
      loadRecentResults: clientCall<readonly GameResult[]>(runtime, () => Gateway.use((gateway) => gateway.gameResults())),
      addFavourite: clientCall<void, favourites.FavouriteToggleInput>(runtime, ({ gameCode }) =>
        Gateway.use((gateway) => gateway.updateFavourites('add', [gameCode])),
      ),
      removeFavourite: clientCall<void, favourites.FavouriteToggleInput>(runtime, ({ gameCode }) =>
        Gateway.use((gateway) => gateway.updateFavourites('remove', [gameCode])),
      ),
    },
  });
