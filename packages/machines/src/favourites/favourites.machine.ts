// Personal lists of a logged-in player. Each list is a region: idle (not needed by the layout), loading,
// failed (the snackbar offers a retry) or loaded. The favourites' toggle changes the list only after the
// server agreed, and takes one toggle at a time.
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  ErrorKey,
  mergePersonalisedDataNeeds,
  NO_PERSONALISED_DATA_NEEDS,
  personalisedDataNeeds,
  withFavourite,
  withoutFavourite,
  type FavouriteEntry,
  type GameResult,
  type PlayerGameRecord,
} from '@casino/core';
import type { FavouritesContext, FavouritesEmitted, FavouritesEvent, FavouriteToggleInput, PersonalList } from './favourites.types.ts';
import { loaderRegion } from '../shared/loader-region.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

const FETCH_ERROR: Readonly<Record<PersonalList, ErrorKey>> = {
  favourites: ErrorKey.failedToFetchFavorites,
  playerGames: ErrorKey.failedToFetchPlayerGames,
  recentResults: ErrorKey.failedToFetchRecentGameResults,
};

const categoriesOf = (event: FavouritesEvent) => (event.type === 'favourites.login' || event.type === 'favourites.layout-changed' ? event.categories : []);

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    loadFavourites: fromPromise<readonly FavouriteEntry[], void>(notProvidedActor('favourites', 'loadFavourites')),
    loadPlayerGames: fromPromise<readonly PlayerGameRecord[], void>(notProvidedActor('favourites', 'loadPlayerGames')),
    loadRecentResults: fromPromise<readonly GameResult[], void>(notProvidedActor('favourites', 'loadRecentResults')),
    addFavourite: fromPromise<void, FavouriteToggleInput>(notProvidedActor('favourites', 'addFavourite')),
    removeFavourite: fromPromise<void, FavouriteToggleInput>(notProvidedActor('favourites', 'removeFavourite')),
  },
  guards: {
    needs: ({ context }, params: { list: PersonalList }) => context.needs[params.list],
    isRetryOf: ({ event }, params: { list: PersonalList }) => event.type === 'favourites.retry' && event.list === params.list,
    isFavourite: ({ context, event }) => event.type === 'favourites.toggle' && context.favourites.includes(event.gameCode),
  },
  actions: {
    // A layout change only ever adds needs: a list once loaded stays until logout.
    addNeeds: assign({
      needs: ({ context, event }) => mergePersonalisedDataNeeds(context.needs, personalisedDataNeeds(categoriesOf(event))),
    }),
    clear: assign({ favourites: [], playerGames: [], recentResults: [], needs: NO_PERSONALISED_DATA_NEEDS, pendingGameCode: null }),
    storeFavourites: assign({
      favourites: ({ event }) => outputOf<readonly FavouriteEntry[]>(event).map((entry) => entry.gameType),
    }),
    storePlayerGames: assign({ playerGames: ({ event }) => outputOf<readonly PlayerGameRecord[]>(event) }),
    storeRecentResults: assign({ recentResults: ({ event }) => outputOf<readonly GameResult[]>(event) }),
    holdToggle: assign({ pendingGameCode: ({ event }) => (event.type === 'favourites.toggle' ? event.gameCode : null) }),
    // Added games go first (core's list rules).
    addPending: assign({
      favourites: ({ context }) => (context.pendingGameCode === null ? context.favourites : withFavourite(context.favourites, context.pendingGameCode)),
      pendingGameCode: null,
    }),
    removePending: assign({
      favourites: ({ context }) => (context.pendingGameCode === null ? context.favourites : withoutFavourite(context.favourites, context.pendingGameCode)),
      pendingGameCode: null,
    }),
    dropPending: assign({ pendingGameCode: null }),
    showFetchError: emit(({ self }, params: { list: PersonalList }) =>
      showAlert(FETCH_ERROR[params.list], { retry: () => self.send({ type: 'favourites.retry', list: params.list }) }),
    ),
    showAddError: emit(showAlert(ErrorKey.unableToFavoriteGame)),
    showRemoveError: emit(showAlert(ErrorKey.unableToRemoveGameFromFavorites)),
  },
}).createMachine({
  id: 'favourites',
  context: { favourites: [], playerGames: [], recentResults: [], needs: NO_PERSONALISED_DATA_NEEDS, pendingGameCode: null },
  initial: 'guest',
  states: {
    guest: {
      on: { 'favourites.login': { target: 'player', actions: 'addNeeds' } },
    },
    player: {
      type: 'parallel',
      on: {
        'favourites.logout': { target: 'guest', actions: 'clear' },
        'favourites.layout-changed': { actions: 'addNeeds' },
      },
      states: {
        favourites: listRegion('favourites', 'loadFavourites', 'storeFavourites', {
          // One toggle at a time, and only once the list is known.
          initial: 'idle',
          states: {
            idle: {
              on: {
                'favourites.toggle': [
                  { guard: 'isFavourite', target: 'removing', actions: 'holdToggle' },
                  { target: 'adding', actions: 'holdToggle' },
                ],
              },
            },
            adding: {
              invoke: {
                id: 'addFavourite',
                src: 'addFavourite',
                input: ({ context }: { context: FavouritesContext }) => ({ gameCode: context.pendingGameCode ?? '' }),
                onDone: { target: 'idle', actions: 'addPending' },
                onError: { target: 'idle', actions: ['dropPending', 'showAddError'] },
              },
            },
            removing: {
              invoke: {
                id: 'removeFavourite',
                src: 'removeFavourite',
                input: ({ context }: { context: FavouritesContext }) => ({ gameCode: context.pendingGameCode ?? '' }),
                onDone: { target: 'idle', actions: 'removePending' },
                onError: { target: 'idle', actions: ['dropPending', 'showRemoveError'] },
              },
            },
          },
        }),
        playerGames: listRegion('playerGames', 'loadPlayerGames', 'storePlayerGames', {}),
        recentResults: listRegion('recentResults', 'loadRecentResults', 'storeRecentResults', {}),
      },
    },
  },
});

// A list waits until the layout needs it, loads, and on failure offers a retry through the snackbar.
function listRegion<const L extends PersonalList, const S extends string, const A extends string, const T extends object>(
  list: L,
  src: S,
  store: A,
  loaded: T,
) {
  return loaderRegion({
    src,
    startWhen: { type: 'needs', params: { list } },
    onDone: store,
    onError: { type: 'showFetchError', params: { list } },
    reload: { event: 'favourites.retry', guard: { type: 'isRetryOf', params: { list } }, from: 'failed' },
    loaded,
  });
}
