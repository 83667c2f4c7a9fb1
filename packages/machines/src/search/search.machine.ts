// The search panel (part 2 §2, §5, §9): every keystroke searches the catalogue with core's rules;
// the term is tracked as casino_search (normalised, with the lobby's origin) once typing has paused
// for SEARCH_TRACKING_DEBOUNCE_MS. Results are listed a page of 40 at a time (only the listed ones
// are made, with the count of them all: a one-letter term matches thousands); the recommended list
// shows 5 until "show more".
import {
  closestNames,
  SEARCH_PAGE_SIZE,
  SEARCH_RECOMMENDED_VISIBLE,
  SEARCH_TRACKING_DEBOUNCE_MS,
  normalizeSearchTerm,
  originOf,
  popularSearchProviders,
  searchCataloguePage,
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

/** The first `listed` results for a term, their total and, only when there are none, the closest names ("did you mean"). */
const resultsFor = (
  catalogue: SearchableCatalogue,
  term: string,
  config: SearchConfig,
  listed: number,
): { results: SearchResult[]; totalResults: number; suggestions: SearchGame[] } => {
  const { results, total } = searchCataloguePage(catalogue, term, config, listed);
  return { results, totalResults: total, suggestions: total === 0 ? closestNames(catalogue.games, (game) => game.name, term) : [] };
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
        ...resultsFor(catalogue, context.term, config, context.visibleCount),
      };
    }),
    takeTerm: assign(({ context, event }) => {
      if (event.type !== 'search.input') return {};
      return { term: event.term, ...resultsFor(context.catalogue, event.term, context.config, SEARCH_PAGE_SIZE), visibleCount: SEARCH_PAGE_SIZE };
    }),
    showMore: assign(({ context }) => {
      const visibleCount = context.visibleCount + SEARCH_PAGE_SIZE;
      return { visibleCount, results: searchCataloguePage(context.catalogue, context.term, context.config, visibleCount).results };
    }),
  },
  guards: {
    isTrackable: ({ context }) => normalizeSearchTerm(context.term) !== '',
    hasMoreResults: ({ context }) => context.visibleCount < context.totalResults,
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
    totalResults: 0,
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
    'search.clear': { target: '.idle', actions: assign({ term: '', results: [], totalResults: 0, suggestions: [], visibleCount: SEARCH_PAGE_SIZE }) },
    'search.show-more': { guard: 'hasMoreResults', actions: 'showMore' },
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
