// An applied filter set in the page's address (issue 22, beyond the spec): `?provider=a&provider=b&jackpot=1&bet=1-100`,
// so a filtered view can be shared, bookmarked and restored by back and forward. Reading takes what it
// understands and ignores the rest (an unknown key, a malformed value, a flag other than 1), never fails.
import type { Lobby } from '../types/enums.ts';
import type { AmountRange, OptionMap } from '../types/filters.ts';
import {
  FILTER_SCHEMA,
  emptyFiltersOf,
  isCasinoFilters,
  lobbyOfFilters,
  toggleFilterOption,
  withFilterFlag,
  withFilterRange,
  type AnyFilters,
} from './filter-schema.ts';
import { enabledOptions } from './option-maps.ts';
import { QUERY_NAMES } from './filter-param-names.ts';

/** An option key as the catalogue's ids are made (slugs, codes, reel counts, language codes); anything else is ignored. */
const OPTION_KEY = /^[\w.-]{1,64}$/;
/** More options than any group has are not a filter anyone chose: the rest is ignored. */
export const MAX_QUERY_OPTIONS = 50;
const AMOUNT = /^(\d{1,9}(?:\.\d{1,2})?)-(\d{1,9}(?:\.\d{1,2})?)$/;

const nameOf = (key: string): string => QUERY_NAMES[key] ?? key;

/** `min-max` as a range ('0' as the upper end: no upper limit); null when malformed or upside down. */
const parseRange = (text: string): AmountRange | null => {
  const match = AMOUNT.exec(text);
  if (match === null) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return max !== 0 && max < min ? null : [min, max];
};

/** The lobby's filter set the address asks for: only its lobby's groups, well-formed values, each option once. */
export const filtersFromQuery = (lobby: Lobby, query: URLSearchParams): AnyFilters => {
  const schema = FILTER_SCHEMA[lobby];
  let filters = emptyFiltersOf(lobby);
  for (const group of schema.optionGroups) {
    const options = [...new Set(query.getAll(nameOf(group)))].filter((option) => OPTION_KEY.test(option)).slice(0, MAX_QUERY_OPTIONS);
    for (const option of options) filters = toggleFilterOption(filters, group, option);
  }
  for (const group of schema.rangeGroups) {
    const range = parseRange(query.get(nameOf(group)) ?? '');
    if (range !== null) filters = withFilterRange(filters, group, range);
  }
  for (const flag of schema.flags) if (query.get(nameOf(flag)) === '1') filters = withFilterFlag(filters, flag, true);
  return filters;
};

const amount = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * The set as address parameters, in one order (groups, ranges, flags; options sorted), so that one
 * set has one address; an empty set has none. The casino set's search text is the search panel's, not the address's.
 */
export const filtersToQuery = (filters: AnyFilters): URLSearchParams => {
  const schema = FILTER_SCHEMA[lobbyOfFilters(filters)];
  const query = new URLSearchParams();
  const record = filters as unknown as Readonly<Record<string, OptionMap | AmountRange | boolean>>;
  for (const group of schema.optionGroups) for (const option of enabledOptions(record[group] as OptionMap).sort()) query.append(nameOf(group), option);
  for (const group of schema.rangeGroups) {
    const [min, max] = record[group] as AmountRange;
    if (min !== 0 || max !== 0) query.append(nameOf(group), `${amount(min)}-${amount(max)}`);
  }
  for (const flag of schema.flags) if (record[flag] === true) query.append(nameOf(flag), '1');
  return query;
};

/** Whether the address names any filter at all (a page without one is served from the unfiltered view). */
export const queryHasFilters = (lobby: Lobby, query: URLSearchParams): boolean => filtersToQuery(filtersFromQuery(lobby, query)).size > 0;

/** The casino set's search text is not in the address: a set read back from it has none. */
export const withoutSearch = (filters: AnyFilters): AnyFilters => (isCasinoFilters(filters) ? { ...filters, search: '' } : filters);

/** Whether the address applies a filter set of either lobby (casino_game_launch's filter_used, part 2 §7). */
export const filtersInForce = (query: URLSearchParams): boolean => queryHasFilters('casino', query) || queryHasFilters('live', query);
