// What the search panel shows for a snapshot.
import { isSearchRunning, LabelKey, SEARCH_RECOMMENDED_VISIBLE, showsPopularProviders } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine.ts';
import type { SearchView } from './search.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof searchMachine>): SearchView => {
  const { term, results, visibleCount, recommended, recommendedExpanded, popularProviders } = snapshot.context;
  const searching = isSearchRunning(term);
  const showPopularProviders = showsPopularProviders(term, popularProviders);
  return {
    term,
    searching,
    results: results.slice(0, visibleCount),
    totalResults: results.length,
    canShowMore: visibleCount < results.length,
    showEmptyState: searching && results.length === 0,
    emptyTitleKey: LabelKey.noResults,
    emptyMessageKey: LabelKey.noResultsMessage,
    recommended: recommendedExpanded ? recommended : recommended.slice(0, SEARCH_RECOMMENDED_VISIBLE),
    canShowMoreRecommended: !recommendedExpanded && recommended.length > SEARCH_RECOMMENDED_VISIBLE,
    showPopularProviders,
    popularProviders: showPopularProviders ? popularProviders : [],
    canClear: term !== '',
  };
};
