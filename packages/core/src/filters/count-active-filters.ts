// The number on the filter button: one per selected chip of the panel.
import { isCasinoFilters, type AnyFilters } from './filter-schema.ts';
import { enabledOptions } from './option-maps.ts';
import { isRangeActive } from './ranges.ts';

/**
 * Each enabled option, each active range and each flag set to true counts one; a non-blank search
 * text of a casino set counts one too.
 */
export const countActiveFilters = (filters: AnyFilters): number => {
  const ranges = [filters.betAmount];
  let count = 0;
  if (isCasinoFilters(filters)) {
    count += enabledOptions(filters.category).length + enabledOptions(filters.collection).length;
    count += enabledOptions(filters.provider).length + enabledOptions(filters.reel).length;
    count += [filters.jackpot, filters.gamble, filters.bonus].filter(Boolean).length;
    count += filters.search.trim() === '' ? 0 : 1;
    ranges.push(filters.maxWin);
  } else {
    count += enabledOptions(filters.category).length + enabledOptions(filters.provider).length;
    count += enabledOptions(filters.language).length;
    count += [filters.openTable, filters.availableSeat].filter(Boolean).length;
  }
  return count + ranges.filter(isRangeActive).length;
};
