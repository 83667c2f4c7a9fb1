// What the search panel shows for a snapshot.
import { isSearchRunning, LabelKey, SEARCH_RECOMMENDED_VISIBLE, showsPopularProviders } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine.ts';
import type { SearchView } from './search.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof searchMachine>): SearchView => {
  const { term, results, totalResults, suggestions, visibleCount, recommended, recommendedExpanded, popularProviders, catalogueState, errorKey } =
    snapshot.context;
  const searching = isSearchRunning(term);
  const showPopularProviders = showsPopularProviders(term, popularProviders);
  const ready = catalogueState === 'ready';
  return {
    term,
    loading: catalogueState === 'loading',
    errorKey,
    searching,
    results: results.slice(0, visibleCount),
    totalResults,
    canShowMore: visibleCount < totalResults,
    // Nothing matched only once there was something to search.
    showEmptyState: ready && searching && totalResults === 0,
    suggestions,
    emptyTitleKey: LabelKey.noResults,
    emptyMessageKey: LabelKey.noResultsMessage,
    recommended: recommendedExpanded ? recommended : recommended.slice(0, SEARCH_RECOMMENDED_VISIBLE),
    canShowMoreRecommended: !recommendedExpanded && recommended.length > SEARCH_RECOMMENDED_VISIBLE,
    showPopularProviders,
    popularProviders: showPopularProviders ? popularProviders : [],
    canClear: term !== '',
  };
};
