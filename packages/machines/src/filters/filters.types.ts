// Types of the filter panel (part 2 §4, D4): a draft and an applied filter set of the lobby's shape,
// the page they belong to, and what the panel shows.
import type {
  AmountRange,
  AnyFilters,
  FacetCounts,
  FilterCategory,
  FilterFlag,
  FilterOptionGroup,
  FilterPage,
  FilterRangeGroup,
  FilterSettings,
  FixedSelection,
  LiveGame,
  Lobby,
} from '@casino/core';

/** The session-storage key of the applied set (part 2 §4). */
export const APPLIED_FILTERS_STORAGE_KEY = 'appliedFilters';

/** Either lobby's set and its parts: core's filter schema. */
export type { AnyFilters };
export type OptionGroup = FilterOptionGroup;
export type RangeGroup = FilterRangeGroup;
export type FlagName = FilterFlag;

/** The one selection a category, collection or provider page fixes (its own entity). */
export type { FixedSelection };

/** The page the filters apply to, as the portal's router sees it (core's FilterPage). */
export type FiltersPage = FilterPage;

/** What is kept in session storage under APPLIED_FILTERS_STORAGE_KEY. */
export interface SavedFilters {
  readonly lobby: Lobby;
  readonly filters: AnyFilters;
}

export interface FiltersInput {
  readonly lobby: Lobby;
}

export interface FiltersContext {
  readonly lobby: Lobby;
  readonly draft: AnyFilters;
  readonly applied: AnyFilters;
  readonly page: FiltersPage | null;
  /** The all-games route an apply navigated to: arriving there keeps the filters. */
  readonly navigatingTo: string | null;
  readonly settings: FilterSettings | null;
  readonly categories: readonly FilterCategory[];
  /** The lobby's games (live games carry their table fields). */
  readonly games: readonly LiveGame[];
}

export type FiltersEvent =
  | {
      readonly type: 'filters.catalogue-loaded';
      readonly settings: FilterSettings;
      readonly categories: readonly FilterCategory[];
      readonly games: readonly LiveGame[];
    }
  | { readonly type: 'filters.toggle-option'; readonly group: OptionGroup; readonly option: string }
  | { readonly type: 'filters.set-range'; readonly group: RangeGroup; readonly range: AmountRange }
  | { readonly type: 'filters.set-flag'; readonly flag: FlagName; readonly value: boolean }
  | { readonly type: 'filters.set-search'; readonly text: string }
  | { readonly type: 'filters.apply' }
  | { readonly type: 'filters.clear' }
  | { readonly type: 'filters.open' }
  | { readonly type: 'filters.close' }
  | { readonly type: 'filters.page-changed'; readonly page: FiltersPage }
  /** The page's address names the applied set (a shared link, back and forward): draft and applied become it. */
  | { readonly type: 'filters.take-applied'; readonly filters: AnyFilters };

export interface FiltersView {
  readonly lobby: Lobby;
  readonly restoring: boolean;
  readonly panelOpen: boolean;
  readonly draft: AnyFilters;
  readonly applied: AnyFilters;
  /** The applied set plus the page's fixed selection: what the game list is filtered by. */
  readonly effective: AnyFilters;
  readonly fixed: FixedSelection | null;
  /** Apply is possible only when the draft differs from the applied set. */
  readonly canApply: boolean;
  /** The number on the filter button. */
  readonly activeCount: number;
  readonly draftCount: number;
  /** The groups the site enables for this lobby (enabledFilters / enabledFiltersLive). */
  readonly enabledGroups: readonly string[];
  /** Categories with games (the casino list leaves out dynamic ones). */
  readonly categoryOptions: readonly FilterCategory[];
  /** Games per option for the draft, each group ignoring its own selection (core's facet counts). */
  readonly counts: FacetCounts<string>;
}
