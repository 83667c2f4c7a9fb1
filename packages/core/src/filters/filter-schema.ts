// The filter sets of both lobbies as one schema (D4): which option groups, ranges and flags each
// lobby's set has, and every edit of a set the panel makes. A set says which lobby it belongs to by
// its shape (only the casino set has reels), so callers hold either kind without casts.
import type { Lobby } from '../types/enums.ts';
import type { LiveGame } from '../types/catalogue.ts';
import {
  emptyCasinoFilters,
  emptyLiveFilters,
  type AmountRange,
  type CasinoFacetGroup,
  type CasinoFilters,
  type FacetCounts,
  type LiveFacetGroup,
  type LiveFilters,
  type OptionMap,
} from '../types/filters.ts';
import { CASINO_FACET_GROUPS, casinoFiltersEqual } from './casino-filters.ts';
import { facetCounts } from './casino-facets.ts';
import { LIVE_FACET_GROUPS, liveFiltersEqual } from './live-filters.ts';
import { liveFacetCounts } from './live-facets.ts';

export type AnyFilters = CasinoFilters | LiveFilters;
export type FilterOptionGroup = CasinoFacetGroup | LiveFacetGroup;
export type CasinoRangeGroup = 'betAmount' | 'maxWin';
export type LiveRangeGroup = 'betAmount';
export type FilterRangeGroup = CasinoRangeGroup | LiveRangeGroup;
export type CasinoFlag = 'jackpot' | 'gamble' | 'bonus';
export type LiveFlag = 'openTable' | 'availableSeat';
export type FilterFlag = CasinoFlag | LiveFlag;

export interface LobbyFilterSchema<G extends string, R extends string, F extends string> {
  readonly optionGroups: readonly G[];
  readonly rangeGroups: readonly R[];
  readonly flags: readonly F[];
  /** Whether the set has a search text (the casino's only). */
  readonly search: boolean;
}

const CASINO_RANGES: readonly CasinoRangeGroup[] = ['betAmount', 'maxWin'];
const LIVE_RANGES: readonly LiveRangeGroup[] = ['betAmount'];
const CASINO_FLAGS: readonly CasinoFlag[] = ['jackpot', 'gamble', 'bonus'];
const LIVE_FLAGS: readonly LiveFlag[] = ['openTable', 'availableSeat'];

export const FILTER_SCHEMA: {
  readonly casino: LobbyFilterSchema<CasinoFacetGroup, CasinoRangeGroup, CasinoFlag>;
  readonly live: LobbyFilterSchema<LiveFacetGroup, LiveRangeGroup, LiveFlag>;
} = {
  casino: { optionGroups: CASINO_FACET_GROUPS, rangeGroups: CASINO_RANGES, flags: CASINO_FLAGS, search: true },
  live: { optionGroups: LIVE_FACET_GROUPS, rangeGroups: LIVE_RANGES, flags: LIVE_FLAGS, search: false },
};

const includes = <T extends string>(list: readonly T[], value: string): value is T => list.some((item) => item === value);

/** The set's lobby: only the casino set has a reel group. */
export const isCasinoFilters = (filters: AnyFilters): filters is CasinoFilters => 'reel' in filters;
export const lobbyOfFilters = (filters: AnyFilters): Lobby => (isCasinoFilters(filters) ? 'casino' : 'live');

export const emptyFiltersOf = (lobby: Lobby): AnyFilters => (lobby === 'live' ? emptyLiveFilters() : emptyCasinoFilters());

export const hasOptionGroup = (lobby: Lobby, group: string): group is FilterOptionGroup => includes(FILTER_SCHEMA[lobby].optionGroups, group);
export const hasRangeGroup = (lobby: Lobby, group: string): group is FilterRangeGroup => includes(FILTER_SCHEMA[lobby].rangeGroups, group);
export const hasFlag = (lobby: Lobby, flag: string): flag is FilterFlag => includes(FILTER_SCHEMA[lobby].flags, flag);
export const hasSearch = (lobby: Lobby): boolean => FILTER_SCHEMA[lobby].search;

/** Two sets filter the same way (sets of different lobbies never do). */
export const filtersEqual = (a: AnyFilters, b: AnyFilters): boolean => {
  if (isCasinoFilters(a)) return isCasinoFilters(b) && casinoFiltersEqual(a, b);
  return !isCasinoFilters(b) && liveFiltersEqual(a, b);
};

/** Switches one option; a switched-off option leaves the map, so maps hold enabled options only. */
const toggled = (options: OptionMap, option: string): OptionMap => {
  const { [option]: enabled, ...rest } = options;
  return enabled === true ? rest : { ...rest, [option]: true };
};

/** The set with one option switched; a group the set's lobby does not have leaves it as it is. */
export const toggleFilterOption = (filters: AnyFilters, group: string, option: string): AnyFilters => {
  if (isCasinoFilters(filters)) {
    return includes(FILTER_SCHEMA.casino.optionGroups, group) ? { ...filters, [group]: toggled(filters[group], option) } : filters;
  }
  return includes(FILTER_SCHEMA.live.optionGroups, group) ? { ...filters, [group]: toggled(filters[group], option) } : filters;
};

export const withFilterRange = (filters: AnyFilters, group: string, range: AmountRange): AnyFilters => {
  const copy: AmountRange = [range[0], range[1]];
  if (isCasinoFilters(filters)) return includes(FILTER_SCHEMA.casino.rangeGroups, group) ? { ...filters, [group]: copy } : filters;
  return includes(FILTER_SCHEMA.live.rangeGroups, group) ? { ...filters, [group]: copy } : filters;
};

export const withFilterFlag = (filters: AnyFilters, flag: string, value: boolean): AnyFilters => {
  if (isCasinoFilters(filters)) return includes(FILTER_SCHEMA.casino.flags, flag) ? { ...filters, [flag]: value } : filters;
  return includes(FILTER_SCHEMA.live.flags, flag) ? { ...filters, [flag]: value } : filters;
};

/** Only the casino set has a search text. */
export const withFilterSearch = (filters: AnyFilters, text: string): AnyFilters => (isCasinoFilters(filters) ? { ...filters, search: text } : filters);

/** The enabled options of a group of the set (none when the set's lobby has no such group). */
export const enabledOptionCount = (filters: AnyFilters, group: string): number => {
  const options: OptionMap | undefined = isCasinoFilters(filters)
    ? includes(FILTER_SCHEMA.casino.optionGroups, group)
      ? filters[group]
      : undefined
    : includes(FILTER_SCHEMA.live.optionGroups, group)
      ? filters[group]
      : undefined;
  return options === undefined ? 0 : Object.values(options).filter((enabled) => enabled === true).length;
};

/** The panel's counts for the set's lobby (D4): casino games by the casino rules, live ones by the live rules. */
export const filterFacetCounts = (games: readonly LiveGame[], filters: AnyFilters): FacetCounts<string> =>
  isCasinoFilters(filters) ? facetCounts(games, filters) : liveFacetCounts(games, filters);
