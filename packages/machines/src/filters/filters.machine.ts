// The filter panel (part 2 §4): the player edits a draft; apply copies it to the applied set only
// when they differ, records casino_filters_click / live_casino_filters_click, saves the applied set
// in session storage (key appliedFilters) and, outside the all-games views, navigates there, except
// on a category, collection or provider page whose fixed selection stays the only one of its group.
// Clear empties both and removes the saved copy; the saved set is restored at start; moving to a
// different page clears the filters. Storage, navigation and analytics are injected; the navigation
// carries the applied set with the page's fixed selection, so the all-games view can show it.
import {
  allGamesRouteName,
  applyStaysOnPage,
  emptyFiltersOf,
  filtersClickEvent,
  filtersEqual,
  hasFlag,
  hasOptionGroup,
  hasRangeGroup,
  hasSearch,
  isSameFilterPage,
  lobbyOfFilters,
  toggleFilterOption,
  withFilterFlag,
  withFilterRange,
  withFilterSearch,
  withFixedSelection,
  type AnalyticsEvent,
  type AnyFilters,
  type RouteName,
} from '@casino/core';
import { assign, fromPromise, setup } from 'xstate';
import type { FiltersContext, FiltersEvent, FiltersInput, SavedFilters } from './filters.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

type Args = { readonly context: FiltersContext };

/** What every apply does: copy, save, track. */
const applyActions = [
  'applyDraft',
  { type: 'saveApplied', params: ({ context }: Args) => ({ lobby: context.lobby, filters: context.applied }) },
  { type: 'track', params: ({ context }: Args) => filtersClickEvent(context.lobby, context.applied) },
] as const;

// The all-games view shows what was applied here, the page's own selection included.
const toAllGames = [
  'goToAllGames',
  {
    type: 'navigate',
    params: ({ context }: Args) => ({ routeName: allGamesRouteName(context.lobby), filters: withFixedSelection(context.applied, context.page?.fixed ?? null) }),
  },
] as const;

export const filtersMachine = setup({
  types: {
    context: {} as FiltersContext,
    events: {} as FiltersEvent,
    input: {} as FiltersInput,
  },
  actors: {
    /** Reads APPLIED_FILTERS_STORAGE_KEY from session storage (decoded; null when absent or unreadable). */
    readSaved: fromPromise<SavedFilters | null, void>(notProvidedActor('filters', 'readSaved')),
  },
  actions: {
    /** Writes the applied set to session storage under APPLIED_FILTERS_STORAGE_KEY. */
    saveApplied: notProvidedAction<SavedFilters>('filters', 'saveApplied'),
    removeSaved: notProvidedAction('filters', 'removeSaved'),
    /** To the lobby's all-games view with the set applied there. */
    navigate: notProvidedAction<{ readonly routeName: RouteName; readonly filters: AnyFilters }>('filters', 'navigate'),
    track: notProvidedAction<AnalyticsEvent>('filters', 'track'),
    applyDraft: assign({ applied: ({ context }) => context.draft }),
    emptyBoth: assign(({ context }) => ({ draft: emptyFiltersOf(context.lobby), applied: emptyFiltersOf(context.lobby) })),
    discardDraft: assign({ draft: ({ context }) => context.applied }),
    editDraft: assign({
      draft: ({ context, event }) => {
        switch (event.type) {
          case 'filters.toggle-option':
            return toggleFilterOption(context.draft, event.group, event.option);
          case 'filters.set-range':
            return withFilterRange(context.draft, event.group, event.range);
          case 'filters.set-flag':
            return withFilterFlag(context.draft, event.flag, event.value);
          case 'filters.set-search':
            return withFilterSearch(context.draft, event.text);
          default:
            return context.draft;
        }
      },
    }),
    takePage: assign({
      page: ({ context, event }) => (event.type === 'filters.page-changed' ? event.page : context.page),
      navigatingTo: null,
    }),
    goToAllGames: assign({ navigatingTo: ({ context }) => allGamesRouteName(context.lobby) }),
  },
  guards: {
    fitsLobby: ({ context, event }) => {
      switch (event.type) {
        case 'filters.toggle-option':
          return hasOptionGroup(context.lobby, event.group);
        case 'filters.set-range':
          return hasRangeGroup(context.lobby, event.group);
        case 'filters.set-flag':
          return hasFlag(context.lobby, event.flag);
        case 'filters.set-search':
          return hasSearch(context.lobby);
        default:
          return false;
      }
    },
    draftDiffers: ({ context }) => !filtersEqual(context.draft, context.applied),
    // Core's rule: an all-games view, or a page whose fixed selection stays alone in its group.
    draftDiffersAndStays: ({ context }) => !filtersEqual(context.draft, context.applied) && applyStaysOnPage(context.page, context.draft),
    savedFitsLobby: ({ context }, params: { saved: SavedFilters | null }) => params.saved?.lobby === context.lobby,
    takenFitsLobby: ({ context, event }) => event.type === 'filters.take-applied' && lobbyOfFilters(event.filters) === context.lobby,
    // The first page clears nothing; core's same-page check; the all-games view an apply asked for.
    keepsFilters: ({ context, event }) =>
      event.type === 'filters.page-changed' &&
      (context.page === null || isSameFilterPage(context.page, event.page) || event.page.routeName === context.navigatingTo),
  },
}).createMachine({
  id: 'filters',
  context: ({ input }) => ({
    lobby: input.lobby,
    draft: emptyFiltersOf(input.lobby),
    applied: emptyFiltersOf(input.lobby),
    page: null,
    navigatingTo: null,
    settings: null,
    categories: [],
    games: [],
  }),
  initial: 'restoring',
  on: {
    'filters.catalogue-loaded': {
      actions: assign(({ event }) => ({ settings: event.settings, categories: event.categories, games: event.games })),
    },
    'filters.page-changed': [
      { guard: 'keepsFilters', actions: 'takePage' },
      // Filters belong to the page they were chosen on.
      { actions: ['emptyBoth', 'removeSaved', 'takePage'] },
    ],
  },
  states: {
    restoring: {
      invoke: {
        id: 'readSaved',
        src: 'readSaved',
        onDone: [
          {
            guard: { type: 'savedFitsLobby', params: ({ event }) => ({ saved: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({ draft: event.output!.filters, applied: event.output!.filters })),
          },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
    },
    ready: {
      initial: 'closed',
      on: {
        'filters.toggle-option': { guard: 'fitsLobby', actions: 'editDraft' },
        'filters.set-range': { guard: 'fitsLobby', actions: 'editDraft' },
        'filters.set-flag': { guard: 'fitsLobby', actions: 'editDraft' },
        'filters.set-search': { guard: 'fitsLobby', actions: 'editDraft' },
        'filters.clear': { actions: ['emptyBoth', 'removeSaved'] },
        // Not an apply: nothing is tracked, and the saved copy follows the address.
        'filters.take-applied': {
          guard: 'takenFitsLobby',
          actions: [
            assign(({ event }) => (event.type === 'filters.take-applied' ? { draft: event.filters, applied: event.filters } : {})),
            { type: 'saveApplied', params: ({ context }: Args) => ({ lobby: context.lobby, filters: context.applied }) },
          ],
        },
      },
      states: {
        closed: {
          on: {
            'filters.open': 'open',
            // Quick filters outside the panel apply at once.
            'filters.apply': [
              { guard: 'draftDiffersAndStays', actions: [...applyActions] },
              { guard: 'draftDiffers', actions: [...applyActions, ...toAllGames] },
            ],
          },
        },
        open: {
          on: {
            // Unapplied changes are dropped with the panel.
            'filters.close': { target: 'closed', actions: 'discardDraft' },
            'filters.apply': [
              { guard: 'draftDiffersAndStays', target: 'closed', actions: [...applyActions] },
              { guard: 'draftDiffers', target: 'closed', actions: [...applyActions, ...toAllGames] },
            ],
          },
        },
      },
    },
  },
});
