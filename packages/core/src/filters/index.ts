export { isRangeActive } from './ranges.ts';
export { matchesCasinoFilters, casinoFiltersEqual, CASINO_FACET_GROUPS, casinoOptionsOf } from './casino-filters.ts';
export { matchesLiveFilters, liveFiltersEqual, LIVE_FACET_GROUPS, liveOptionsOf } from './live-filters.ts';
export { facetCounts, filterCasinoGames } from './casino-facets.ts';
export { liveFacetCounts, filterLiveGames } from './live-facets.ts';
export { countActiveFilters } from './count-active-filters.ts';
export { casinoCategoryOptions, liveCategoryOptions } from './category-options.ts';
export { enabledFilterGroups } from './enabled-filter-groups.ts';
