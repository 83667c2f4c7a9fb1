// Personal lists of a logged-in player. Each list is a region: idle (not needed by the layout), loading,
// failed (the snackbar offers a retry) or ready. The favourites' toggle changes the list only after the
// server agreed, and takes one toggle at a time.
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  ErrorKey,
  LabelKey,
  mergePersonalisedDataNeeds,
  NO_PERSONALISED_DATA_NEEDS,
  personalisedDataNeeds,
  withFavourite,
  withoutFavourite,
  type FavouriteEntry,
  type GameResult,
  type PlayerGameRecord,
} from '@casino/core';
import type {
  FavouritesContext,
  FavouritesEmitted,
  FavouritesEvent,
  FavouriteToggleInput,
  PersonalList,
} from './favourites.types.ts';

const notProvided = (what: string) => async (): Promise<never> => {
  throw new Error(`favourites: ${what} not provided`);
};

const FETCH_ERROR: Readonly<Record<PersonalList, string>> = {
  favourites: ErrorKey.failedToFetchFavorites,
  playerGames: ErrorKey.failedToFetchPlayerGames,
  recentResults: ErrorKey.failedToFetchRecentGameResults,
};

const outputOf = <T>(event: unknown): T => (event as { output: T }).output;

const categoriesOf = (event: FavouritesEvent) =>
  event.type === 'favourites.login' || event.type === 'favourites.layout-changed' ? event.categories : [];

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    loadFavourites: fromPromise<readonly FavouriteEntry[], void>(notProvided('loadFavourites')),
    loadPlayerGames: fromPromise<readonly PlayerGameRecord[], void>(notProvided('loadPlayerGames')),
    loadRecentResults: fromPromise<readonly GameResult[], void>(notProvided('loadRecentResults')),
    addFavourite: fromPromise<void, FavouriteToggleInput>(notProvided('addFavourite')),
    removeFavourite: fromPromise<void, FavouriteToggleInput>(notProvided('removeFavourite')),
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
      favourites: ({ context }) =>
        context.pendingGameCode === null ? context.favourites : withFavourite(context.favourites, context.pendingGameCode),
      pendingGameCode: null,
    }),
    removePending: assign({
      favourites: ({ context }) =>
        context.pendingGameCode === null ? context.favourites : withoutFavourite(context.favourites, context.pendingGameCode),
      pendingGameCode: null,
    }),
    dropPending: assign({ pendingGameCode: null }),
    showFetchError: emit(({ self }, params: { list: PersonalList }) => ({
      type: 'snackbar.show' as const,
      message: {
        title: FETCH_ERROR[params.list],
        type: 'alert' as const,
        actionText: LabelKey.tryAgain,
        action: () => self.send({ type: 'favourites.retry', list: params.list }),
      },
    })),
    showAddError: emit({ type: 'snackbar.show', message: { title: ErrorKey.unableToFavoriteGame, type: 'alert' } }),
    showRemoveError: emit({
      type: 'snackbar.show',
      message: { title: ErrorKey.unableToRemoveGameFromFavorites, type: 'alert' },
    }),
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
        favourites: {
          initial: 'idle',
          states: {
            // Waits until the layout needs the list.
            idle: { always: { guard: { type: 'needs', params: { list: 'favourites' } }, target: 'loading' } },
            loading: {
              invoke: {
                id: 'loadFavourites',
                src: 'loadFavourites',
                onDone: { target: 'ready', actions: 'storeFavourites' },
                onError: { target: 'failed', actions: { type: 'showFetchError', params: { list: 'favourites' } } },
              },
            },
            failed: { on: { 'favourites.retry': { guard: { type: 'isRetryOf', params: { list: 'favourites' } }, target: 'loading' } } },
            ready: {
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
                    input: ({ context }) => ({ gameCode: context.pendingGameCode ?? '' }),
                    onDone: { target: 'idle', actions: 'addPending' },
                    onError: { target: 'idle', actions: ['dropPending', 'showAddError'] },
                  },
                },
                removing: {
                  invoke: {
                    id: 'removeFavourite',
                    src: 'removeFavourite',
                    input: ({ context }) => ({ gameCode: context.pendingGameCode ?? '' }),
                    onDone: { target: 'idle', actions: 'removePending' },
                    onError: { target: 'idle', actions: ['dropPending', 'showRemoveError'] },
                  },
                },
              },
            },
          },
        },
        playerGames: {
          initial: 'idle',
          states: {
            // Waits until the layout needs the list.
            idle: { always: { guard: { type: 'needs', params: { list: 'playerGames' } }, target: 'loading' } },
            loading: {
              invoke: {
                id: 'loadPlayerGames',
                src: 'loadPlayerGames',
                onDone: { target: 'ready', actions: 'storePlayerGames' },
                onError: { target: 'failed', actions: { type: 'showFetchError', params: { list: 'playerGames' } } },
              },
            },
            failed: { on: { 'favourites.retry': { guard: { type: 'isRetryOf', params: { list: 'playerGames' } }, target: 'loading' } } },
            ready: {},
          },
        },
        recentResults: {
          initial: 'idle',
          states: {
            // Waits until the layout needs the list.
            idle: { always: { guard: { type: 'needs', params: { list: 'recentResults' } }, target: 'loading' } },
            loading: {
              invoke: {
                id: 'loadRecentResults',
                src: 'loadRecentResults',
                onDone: { target: 'ready', actions: 'storeRecentResults' },
                onError: { target: 'failed', actions: { type: 'showFetchError', params: { list: 'recentResults' } } },
              },
            },
            failed: { on: { 'favourites.retry': { guard: { type: 'isRetryOf', params: { list: 'recentResults' } }, target: 'loading' } } },
            ready: {},
          },
        },
      },
    },
  },
});
