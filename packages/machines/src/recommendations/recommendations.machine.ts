// Two independent regions: refreshing a recommendation category (a random seed drawn by an injected
// actor, chosen by core among the list's games that no other category uses), and the personalised
// picks (cache first, then the service; on failure the cache, however old).
import { assign, emit, fromPromise, setup } from 'xstate';
import { ErrorKey, isPersonalisedCacheValid, isRefreshDisabled, pickRefreshSeed, recommendationSeeds, type PersonalisedGames } from '@casino/core';
import { personalisedCategoryOf, recommendationCategories, withSeed } from './recommendations.lists.ts';
import type {
  PersonalisedCacheRead,
  PersonalisedCacheRequest,
  PersonalisedGamesRecord,
  PersonalisedGamesRequestInput,
  RecommendationsContext,
  RecommendationsEmitted,
  RecommendationsEvent,
  RecommendationsInput,
} from './recommendations.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

export const recommendationsMachine = setup({
  types: {
    context: {} as RecommendationsContext,
    events: {} as RecommendationsEvent,
    input: {} as RecommendationsInput,
    emitted: {} as RecommendationsEmitted,
  },
  actors: {
    /** A random number in [0, 1). */
    drawRandom: fromPromise<number, void>(notProvidedActor('recommendations', 'drawRandom')),
    /** The stored picks (local storage) and the current time. */
    readPersonalisedCache: fromPromise<PersonalisedCacheRead, PersonalisedCacheRequest>(notProvidedActor('recommendations', 'readPersonalisedCache')),
    /** The marketing service's picks for the player. */
    fetchPersonalisedGames: fromPromise<PersonalisedGames, PersonalisedGamesRequestInput>(notProvidedActor('recommendations', 'fetchPersonalisedGames')),
  },
  actions: {
    /** Keeps the fetched picks (local storage in the portal). */
    storePersonalisedGames: notProvidedAction<PersonalisedGamesRecord>('recommendations', 'storePersonalisedGames'),
    setGames: assign(({ context, event }) => {
      if (event.type !== 'recommendations.set-games') return context;
      const categories = context.categories.reduce((all, category) => withSeed(all, category.id, category.seed, event.games), context.categories);
      return { catalogue: event.games, categories };
    }),
    // Seeds already chosen for a category that stays on the new page are kept.
    setLayout: assign(({ context, event }) => {
      if (event.type !== 'recommendations.layout-changed') return context;
      const seeds = new Map(context.categories.map((category) => [category.id, category.seed]));
      const inputs = event.categories.map((category) => ({ ...category, seed: category.seed ?? seeds.get(category.id) ?? null }));
      return {
        categories: recommendationCategories(inputs, context.catalogue),
        personalisedCategoryId: personalisedCategoryOf(event.categories),
      };
    }),
    setSeed: assign({
      categories: ({ context, event }) =>
        event.type === 'recommendations.seed' ? withSeed(context.categories, event.categoryId, event.seed, context.catalogue) : context.categories,
    }),
    holdRefresh: assign({ refreshingId: ({ event }) => (event.type === 'recommendations.refresh' ? event.categoryId : null) }),
    applyRandomSeed: assign(({ context, event }) => {
      const category = context.categories.find((candidate) => candidate.id === context.refreshingId);
      if (!category) return { refreshingId: null };
      const random = outputOf<number>(event);
      const seed = pickRefreshSeed(category.games, recommendationSeeds(context.categories, category.id), () => random);
      return {
        refreshingId: null,
        categories: seed ? withSeed(context.categories, category.id, seed.gameCode, context.catalogue) : context.categories,
      };
    }),
    endRefresh: assign({ refreshingId: null }),
    holdUser: assign({ userId: ({ event }) => (event.type === 'recommendations.personalise' ? event.userId : null) }),
    holdCache: assign({ cache: ({ event }) => outputOf<PersonalisedCacheRead>(event) }),
    useCache: assign({ personalised: ({ context }) => context.cache?.stored?.recommendations ?? null }),
    useFetched: assign({ personalised: ({ event }) => outputOf<PersonalisedGames>(event).recommendations }),
    clearPersonal: assign({ personalised: null, userId: null, cache: null }),
    showPersonalisedError: emit(showAlert(ErrorKey.failedToFetchPersonalizedGames)),
  },
  guards: {
    canRefresh: ({ context, event }) => {
      if (event.type !== 'recommendations.refresh') return false;
      const category = context.categories.find((candidate) => candidate.id === event.categoryId);
      return !!category && !isRefreshDisabled(category.games, recommendationSeeds(context.categories));
    },
    hasPersonalisedCategory: ({ context }) => context.personalisedCategoryId !== null,
    cacheValid: ({ event }) => {
      const read = outputOf<PersonalisedCacheRead>(event);
      return isPersonalisedCacheValid(read.stored, read.now);
    },
    hasCache: ({ context }) => !!context.cache?.stored,
  },
}).createMachine({
  id: 'recommendations',
  context: ({ input }) => ({
    catalogue: input.games,
    categories: recommendationCategories(input.categories, input.games),
    personalisedCategoryId: personalisedCategoryOf(input.categories),
    personalised: null,
    refreshingId: null,
    userId: null,
    cache: null,
  }),
  type: 'parallel',
  on: {
    'recommendations.set-games': { actions: 'setGames' },
    'recommendations.seed': { actions: 'setSeed' },
    'recommendations.layout-changed': { actions: 'setLayout' },
  },
  states: {
    refresh: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'recommendations.refresh': { guard: 'canRefresh', target: 'drawing', actions: 'holdRefresh' } },
        },
        drawing: {
          invoke: {
            id: 'drawRandom',
            src: 'drawRandom',
            onDone: { target: 'idle', actions: 'applyRandomSeed' },
            onError: { target: 'idle', actions: 'endRefresh' },
          },
        },
      },
    },
    personalised: {
      initial: 'idle',
      on: {
        'recommendations.clear-personal': { target: '.idle', actions: 'clearPersonal' },
      },
      states: {
        idle: {
          on: {
            'recommendations.personalise': { guard: 'hasPersonalisedCategory', target: 'readingCache', actions: 'holdUser' },
          },
        },
        readingCache: {
          invoke: {
            id: 'readPersonalisedCache',
            src: 'readPersonalisedCache',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: [
              { guard: 'cacheValid', target: 'idle', actions: ['holdCache', 'useCache'] },
              { target: 'fetching', actions: 'holdCache' },
            ],
            onError: 'fetching',
          },
        },
        fetching: {
          invoke: {
            id: 'fetchPersonalisedGames',
            src: 'fetchPersonalisedGames',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                'useFetched',
                {
                  type: 'storePersonalisedGames',
                  // Stored with the time the cache was read, so the machine needs no clock of its own.
                  params: ({ context, event }) => ({
                    userId: context.userId ?? '',
                    stored: { recommendations: event.output.recommendations, duration: event.output.duration, storedAt: context.cache?.now ?? 0 },
                  }),
                },
              ],
            },
            onError: [
              { guard: 'hasCache', target: 'idle', actions: 'useCache' },
              { target: 'idle', actions: 'showPersonalisedError' },
            ],
          },
        },
      },
    },
  },
});
