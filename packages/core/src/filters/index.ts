export { isRangeActive } from './ranges.ts';
export {
  matchesCasinoFilters,
  casinoFiltersEqual,
  casinoFlagsOf,
  CASINO_FACET_GROUPS,
  casinoOptionsOf,
  BONUS_FLAG,
  GAMBLE_FLAG,
  JACKPOT_FLAG,
} from './casino-filters.ts';
export { matchesLiveFilters, liveFiltersEqual, LIVE_FACET_GROUPS, liveOptionsOf } from './live-filters.ts';
export { facetCounts, filterCasinoGames } from './casino-facets.ts';
export { liveFacetCounts, filterLiveGames } from './live-facets.ts';
export { countActiveFilters } from './count-active-filters.ts';
export { casinoCategoryOptions, liveCategoryOptions, type FilterCategory } from './category-options.ts';
export { enabledFilterGroups, type FilterSettings } from './enabled-filter-groups.ts';
export { withFixedSelection, type FilterPage, type FixedSelection } from './filter-page.ts';
export { isSameFilterPage } from './same-filter-page.ts';
export { applyStaysOnPage } from './apply-navigation.ts';
export {
  FILTER_SCHEMA,
  emptyFiltersOf,
  enabledOptionCount,
  filterFacetCounts,
  filtersEqual,
  hasFlag,
  hasOptionGroup,
  hasRangeGroup,
  hasSearch,
  isCasinoFilters,
  lobbyOfFilters,
  toggleFilterOption,
  withFilterFlag,
  withFilterRange,
  withFilterSearch,
  type AnyFilters,
  type CasinoFlag,
  type CasinoRangeGroup,
  type FilterFlag,
  type FilterOptionGroup,
  type FilterRangeGroup,
  type LiveFlag,
  type LiveRangeGroup,
  type LobbyFilterSchema,
} from './filter-schema.ts';
export { filtersFromQuery, filtersToQuery, filtersInForce, queryHasFilters, withoutSearch, MAX_QUERY_OPTIONS } from './filter-query.ts';
export { filterParamsOf, onlyFiltersDiffer } from './filter-param-names.ts';
export { withKnownOptions } from './known-options.ts';
export { gamesOfLobby } from './lobby-games.ts';
