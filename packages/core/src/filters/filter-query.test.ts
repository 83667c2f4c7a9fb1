import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AmountRange } from '../types/filters.ts';
import { filtersEqual, lobbyOfFilters, type AnyFilters } from './filter-schema.ts';
import { MAX_QUERY_OPTIONS, filtersFromQuery, filtersInForce, filtersToQuery, queryHasFilters, withoutSearch } from './filter-query.ts';
import { filterParamsOf, onlyFiltersDiffer } from './filter-param-names.ts';
import { casinoFiltersArbitrary, liveFiltersArbitrary } from './test/catalogue-arbitraries.ts';

const upright = (range: AmountRange): boolean => range[1] === 0 || range[1] >= range[0];
const addressable = (filters: AnyFilters): boolean => upright(filters.betAmount) && ('maxWin' in filters ? upright(filters.maxWin) : true);
const anyFilters = fc.oneof(casinoFiltersArbitrary, liveFiltersArbitrary).filter(addressable);

describe('filters in the address', () => {
  it('reads back every set it writes (the search text is not in the address)', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const read = filtersFromQuery(lobbyOfFilters(filters), filtersToQuery(filters));
        expect(filtersEqual(read, withoutSearch(filters))).toBe(true);
      }),
    );
  });

  it('gives one set one address, whatever the order its options were chosen in', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const query = filtersToQuery(filters);
        const shuffled = new URLSearchParams([...query].reverse());
        expect(filtersToQuery(filtersFromQuery(lobbyOfFilters(filters), shuffled)).toString()).toBe(query.toString());
      }),
    );
  });

  it('never fails on an address, and what it reads writes an address that reads the same', () => {
    fc.assert(
      fc.property(fc.constantFrom('casino' as const, 'live' as const), fc.string({ maxLength: 120 }), (lobby, text) => {
        const read = filtersFromQuery(lobby, new URLSearchParams(text));
        expect(lobbyOfFilters(read)).toBe(lobby);
        expect(filtersEqual(filtersFromQuery(lobby, filtersToQuery(read)), read)).toBe(true);
      }),
    );
  });

  it('ignores unknown keys, malformed values, other lobbies\u2019 groups and flags other than 1', () => {
    const query = new URLSearchParams(
      'provider=bohemia-gaming&provider=%3Cscript%3E&jackpot=1&gamble=yes&bet=100-1&maxWin=x&reels=5&language=en&open=1&sort=a',
    );
    expect(filtersToQuery(filtersFromQuery('casino', query)).toString()).toBe('provider=bohemia-gaming&reels=5&jackpot=1');
    expect(filtersToQuery(filtersFromQuery('live', query)).toString()).toBe('provider=bohemia-gaming&language=en&open=1');
    expect(queryHasFilters('casino', new URLSearchParams('sort=a&bet=abc'))).toBe(false);
  });

  it('reads ranges with an open upper end and cents, and at most so many options of a group', () => {
    const many = Array.from({ length: MAX_QUERY_OPTIONS + 5 }, (_, i) => `provider=p${i}`).join('&');
    const read = filtersFromQuery('casino', new URLSearchParams(`bet=0.5-0&maxWin=1000-50000&${many}`));
    expect(read.betAmount).toEqual([0.5, 0]);
    expect('maxWin' in read && read.maxWin).toEqual([1000, 50000]);
    expect(Object.keys(read.provider)).toHaveLength(MAX_QUERY_OPTIONS);
  });
});

describe('a change of the applied set', () => {
  const at = (address: string) => new URL(address, 'https://casino.test');

  it('is an address that differs from another in its filter parameters only', () => {
    fc.assert(
      fc.property(anyFilters, anyFilters, (a, b) => {
        const first = at(`/vsechny-hry?${filtersToQuery(a).toString()}`);
        const second = at(`/vsechny-hry?${filtersToQuery(b).toString()}&nativeapp=1`);
        expect(onlyFiltersDiffer(first, at(`/vsechny-hry?${filtersToQuery(b).toString()}`))).toBe(true);
        // Any other parameter (the chrome's native flags) or another path is more than a filter change.
        expect(onlyFiltersDiffer(first, second)).toBe(false);
        expect(onlyFiltersDiffer(first, at(`/kasino-zive/vsechny-hry?${filtersToQuery(a).toString()}`))).toBe(false);
      }),
    );
  });

  it('keeps the other parameters whatever their order', () => {
    expect(onlyFiltersDiffer(at('/vsechny-hry?embed=true&app=x&provider=a'), at('/vsechny-hry?app=x&jackpot=1&embed=true'))).toBe(true);
    expect(onlyFiltersDiffer(at('/vsechny-hry?lang=en'), at('/vsechny-hry'))).toBe(false);
  });
});

describe("an address's filter parameters", () => {
  /** Parameters that are no filter's: a native login's, a campaign's, the chrome's flags. */
  const otherParams = fc.array(fc.tuple(fc.constantFrom('username', 'token', 'utm_source', 'lang', 'nativeapp', 'embed', 'q'), fc.string({ maxLength: 12 })), {
    maxLength: 4,
  });

  it('are the filter set the address applies, with nothing else of the address', () => {
    fc.assert(
      fc.property(anyFilters, otherParams, fc.boolean(), (filters, others, othersFirst) => {
        const query = filtersToQuery(filters);
        const mixed = new URLSearchParams(othersFirst ? [...others, ...query] : [...query, ...others]);
        const kept = filterParamsOf(`?${mixed.toString()}`);
        expect(kept).toBe(query.toString());
        expect(filtersEqual(filtersFromQuery(lobbyOfFilters(filters), new URLSearchParams(kept)), filtersFromQuery(lobbyOfFilters(filters), query))).toBe(true);
      }),
    );
  });

  it('are empty for an address without filters, and keep the order and repeats of those it has', () => {
    expect(filterParamsOf('')).toBe('');
    expect(filterParamsOf('?username=eva&token=secret&lang=en')).toBe('');
    expect(filterParamsOf('?token=t&provider=b&jackpot=1&provider=a')).toBe('provider=b&jackpot=1&provider=a');
  });
});

describe('filters in force', () => {
  it('are any set of either lobby that the address applies', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const query = filtersToQuery(filters);
        expect(filtersInForce(query)).toBe(query.size > 0);
      }),
    );
    expect(filtersInForce(new URLSearchParams('nativeapp=1&reels=a+b&jackpot=yes'))).toBe(false);
    expect(filtersInForce(new URLSearchParams('open=1'))).toBe(true);
  });
});
