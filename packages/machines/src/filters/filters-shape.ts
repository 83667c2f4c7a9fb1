// Plumbing over the two filter-set shapes (casino and live): which fields a lobby's set has, and
// immutable edits of a set. The filtering rules themselves are core's.
import {
  CASINO_FACET_GROUPS,
  casinoFiltersEqual,
  emptyCasinoFilters,
  emptyLiveFilters,
  LIVE_FACET_GROUPS,
  liveFiltersEqual,
  type AmountRange,
  type CasinoFilters,
  type LiveFilters,
  type Lobby,
  type OptionMap,
} from '@casino/core';
import type { AnyFilters, FlagName, OptionGroup, RangeGroup } from './filters.types.ts';

const OPTION_GROUPS: Readonly<Record<Lobby, readonly OptionGroup[]>> = { casino: CASINO_FACET_GROUPS, live: LIVE_FACET_GROUPS };
const RANGE_GROUPS: Readonly<Record<Lobby, readonly RangeGroup[]>> = { casino: ['betAmount', 'maxWin'], live: ['betAmount'] };
const FLAGS: Readonly<Record<Lobby, readonly FlagName[]>> = {
  casino: ['jackpot', 'gamble', 'bonus'],
  live: ['openTable', 'availableSeat'],
};

export const emptyFiltersOf = (lobby: Lobby): AnyFilters => (lobby === 'live' ? emptyLiveFilters() : emptyCasinoFilters());

export const filtersEqual = (lobby: Lobby, a: AnyFilters, b: AnyFilters): boolean =>
  lobby === 'live' ? liveFiltersEqual(a as LiveFilters, b as LiveFilters) : casinoFiltersEqual(a as CasinoFilters, b as CasinoFilters);

export const hasOptionGroup = (lobby: Lobby, group: string): group is OptionGroup => OPTION_GROUPS[lobby].includes(group as OptionGroup);
export const hasRangeGroup = (lobby: Lobby, group: string): group is RangeGroup => RANGE_GROUPS[lobby].includes(group as RangeGroup);
export const hasFlag = (lobby: Lobby, flag: string): flag is FlagName => FLAGS[lobby].includes(flag as FlagName);

const optionsOf = (filters: AnyFilters, group: OptionGroup): OptionMap => (filters as unknown as Record<OptionGroup, OptionMap>)[group] ?? {};

/** Switches one option; an option switched off leaves the map, so maps hold enabled options only. */
export const toggleOption = (filters: AnyFilters, group: OptionGroup, option: string): AnyFilters => {
  const { [option]: enabled, ...rest } = optionsOf(filters, group);
  return { ...filters, [group]: enabled === true ? rest : { ...rest, [option]: true } } as AnyFilters;
};

export const withRange = (filters: AnyFilters, group: RangeGroup, range: AmountRange): AnyFilters =>
  ({ ...filters, [group]: [range[0], range[1]] }) as AnyFilters;

export const withFlag = (filters: AnyFilters, flag: FlagName, value: boolean): AnyFilters => ({ ...filters, [flag]: value }) as AnyFilters;

export const withSearch = (filters: AnyFilters, text: string): AnyFilters => ({ ...filters, search: text }) as AnyFilters;

/** The set with the page's fixed selection switched on: core's rule, under the name this folder uses. */
export { withFixedSelection as withFixed } from '@casino/core';

export const enabledOptionCount = (filters: AnyFilters, group: OptionGroup): number =>
  Object.values(optionsOf(filters, group)).filter((enabled) => enabled === true).length;
