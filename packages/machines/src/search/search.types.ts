// Types of the search panel: the term, results from core's catalogue search, paging, the
// recommended list and the popular providers.
import type { ErrorKey, GlobalSettings, Lobby, Origin, SearchConfig, SearchGame, SearchProvider, SearchResult, SearchableCatalogue } from '@casino/core';

/** What the panel needs of the site's settings. */
export type SearchSettings = Pick<GlobalSettings, 'search' | 'searchLive' | 'searchPopularProviders'>;

/** Where the searched catalogue is: it arrives after the panel opens. */
export type SearchCatalogueState = 'loading' | 'ready' | 'failed';

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
  readonly catalogueState: SearchCatalogueState;
  readonly errorKey: ErrorKey | null;
  /** The term's first results, best first: those listed (visibleCount at most). */
  readonly results: readonly SearchResult[];
  /** How many results the term has in all. */
  readonly totalResults: number;
  /** When nothing matches: the games whose names are closest to the term despite typos. */
  readonly suggestions: readonly SearchGame[];
  /** How many results are listed: one page, growing by a page. */
  readonly visibleCount: number;
  /** The recommend category's games. */
  readonly recommended: readonly SearchGame[];
  readonly recommendedExpanded: boolean;
  /** The settings' popular providers, in the settings' order. */
  readonly popularProviders: readonly SearchProvider[];
}

export type SearchEvent =
  | {
      readonly type: 'search.catalogue-loaded';
      readonly catalogue: SearchableCatalogue;
      readonly settings: SearchSettings;
      readonly recommended: readonly SearchGame[];
    }
  | { readonly type: 'search.catalogue-failed'; readonly errorKey: ErrorKey }
  | { readonly type: 'search.input'; readonly term: string }
  | { readonly type: 'search.clear' }
  | { readonly type: 'search.show-more' }
  | { readonly type: 'search.show-more-recommended' };

export interface SearchView {
  readonly term: string;
  readonly loading: boolean;
  /** Why the catalogue could not be searched, else null. */
  readonly errorKey: ErrorKey | null;
  /** A non-blank term is entered. */
  readonly searching: boolean;
  readonly results: readonly SearchResult[];
  readonly totalResults: number;
  readonly canShowMore: boolean;
  readonly showEmptyState: boolean;
  /** "Did you mean": shown with the empty state. */
  readonly suggestions: readonly SearchGame[];
  readonly emptyTitleKey: string;
  readonly emptyMessageKey: string;
  readonly recommended: readonly SearchGame[];
  readonly canShowMoreRecommended: boolean;
  readonly showPopularProviders: boolean;
  readonly popularProviders: readonly SearchProvider[];
  readonly canClear: boolean;
}
