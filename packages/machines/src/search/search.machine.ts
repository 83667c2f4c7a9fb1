// The search panel (part 2 §2, §5, §9): every keystroke searches the catalogue with core's rules;
// the term is tracked as casino_search (normalised, with the lobby's origin) once typing has paused
// for SEARCH_TRACKING_DEBOUNCE_MS. Results are listed a page of 40 at a time; the recommended list
// shows 5 until "show more".
import {
  closestNames,
  SEARCH_PAGE_SIZE,
  SEARCH_RECOMMENDED_VISIBLE,
  SEARCH_TRACKING_DEBOUNCE_MS,
  normalizeSearchTerm,
  originOf,
  popularSearchProviders,
  searchCatalogue,
  searchEvent,
  type AnalyticsEvent,
  type SearchConfig,
  type SearchableCatalogue,
  type SearchGame,
  type SearchResult,
} from '@casino/core';
import { assign, setup } from 'xstate';
import type { SearchContext, SearchEvent, SearchInput } from './search.types.ts';
import { notProvidedAction } from '../shared/not-provided.ts';

/** The results for a term and, only when there are none, the closest names ("did you mean"). */
const resultsFor = (catalogue: SearchableCatalogue, term: string, config: SearchConfig): { results: SearchResult[]; suggestions: SearchGame[] } => {
  const results = searchCatalogue(catalogue, term, config);
  return { results, suggestions: results.length === 0 ? closestNames(catalogue.games, (game) => game.name, term) : [] };
};

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actions: {
    track: notProvidedAction<AnalyticsEvent>('search', 'track'),
    takeCatalogue: assign(({ context, event }) => {
      if (event.type !== 'search.catalogue-loaded') return {};
      const { catalogue, settings, recommended } = event;
      const config = context.lobby === 'live' ? settings.searchLive : settings.search;
      const popularProviders = popularSearchProviders(settings.searchPopularProviders, catalogue.providers ?? []);
      return {
        catalogue,
        config,
        recommended,
        popularProviders,
        catalogueState: 'ready' as const,
        errorKey: null,
        ...resultsFor(catalogue, context.term, config),
      };
    }),
    takeTerm: assign(({ context, event }) => {
      if (event.type !== 'search.input') return {};
      return { term: event.term, ...resultsFor(context.catalogue, event.term, context.config), visibleCount: SEARCH_PAGE_SIZE };
    }),
  },
  guards: {
    isTrackable: ({ context }) => normalizeSearchTerm(context.term) !== '',
    hasMoreResults: ({ context }) => context.visibleCount < context.results.length,
    hasMoreRecommended: ({ context }) => !context.recommendedExpanded && context.recommended.length > SEARCH_RECOMMENDED_VISIBLE,
  },
  delays: {
    trackingDebounce: SEARCH_TRACKING_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    lobby: input.lobby,
    origin: originOf(input.lobby),
    term: '',
    catalogue: { games: [] },
    catalogueState: 'loading',
    errorKey: null,
    config: {},
    results: [],
    suggestions: [],
    visibleCount: SEARCH_PAGE_SIZE,
    recommended: [],
    recommendedExpanded: false,
    popularProviders: [],
  }),
  initial: 'idle',
  on: {
    'search.catalogue-loaded': { actions: 'takeCatalogue' },
    'search.catalogue-failed': { actions: assign({ catalogueState: 'failed', errorKey: ({ event }) => event.errorKey }) },
    'search.clear': { target: '.idle', actions: assign({ term: '', results: [], suggestions: [], visibleCount: SEARCH_PAGE_SIZE }) },
    'search.show-more': { guard: 'hasMoreResults', actions: assign({ visibleCount: ({ context }) => context.visibleCount + SEARCH_PAGE_SIZE }) },
    'search.show-more-recommended': { guard: 'hasMoreRecommended', actions: assign({ recommendedExpanded: true }) },
  },
  states: {
    idle: {
      on: { 'search.input': { target: 'typing', actions: 'takeTerm' } },
    },
    typing: {
      // Each keystroke restarts the pause that tracking waits for.
      on: { 'search.input': { target: 'typing', reenter: true, actions: 'takeTerm' } },
      after: {
        trackingDebounce: [
          { guard: 'isTrackable', target: 'idle', actions: { type: 'track', params: ({ context }) => searchEvent(context.term, context.origin) } },
          { target: 'idle' },
        ],
      },
    },
  },
});
