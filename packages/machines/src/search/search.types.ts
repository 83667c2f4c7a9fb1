// Types of the search panel: the term, results from core's catalogue search, paging, the
// recommended list and the popular providers.
import type { Game, GlobalSettings, Lobby, Origin, Provider, SearchConfig, SearchResult, SearchableCatalogue } from '@casino/core';

export interface SearchInput {
  /** Decides the origin label of the tracking event and which search configuration applies. */
  readonly lobby: Lobby;
}

export interface SearchContext {
  readonly lobby: Lobby;
  readonly origin: Origin;
  readonly term: string;
  readonly catalogue: SearchableCatalogue;
  readonly config: SearchConfig;
  /** All results for the term, best first. */
  readonly results: readonly SearchResult[];
  /** How many results are listed: one page, growing by a page. */
  readonly visibleCount: number;
  /** The recommend category's games. */
  readonly recommended: readonly Game[];
  readonly recommendedExpanded: boolean;
  /** The settings' popular providers, in the settings' order. */
  readonly popularProviders: readonly Provider[];
}

export type SearchEvent =
  | {
      readonly type: 'search.catalogue-loaded';
      readonly catalogue: SearchableCatalogue;
      readonly settings: GlobalSettings;
      readonly recommended: readonly Game[];
    }
  | { readonly type: 'search.input'; readonly term: string }
  | { readonly type: 'search.clear' }
  | { readonly type: 'search.show-more' }
  | { readonly type: 'search.show-more-recommended' };

export interface SearchView {
  readonly term: string;
  /** A non-blank term is entered. */
  readonly searching: boolean;
  readonly results: readonly SearchResult[];
  readonly totalResults: number;
  readonly canShowMore: boolean;
  readonly showEmptyState: boolean;
  readonly emptyTitleKey: string;
  readonly emptyMessageKey: string;
  readonly recommended: readonly Game[];
  readonly canShowMoreRecommended: boolean;
  readonly showPopularProviders: boolean;
  readonly popularProviders: readonly Provider[];
  readonly canClear: boolean;
}
