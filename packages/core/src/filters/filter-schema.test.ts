import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters, emptyLiveFilters } from '../types/filters.ts';
import { facetCounts } from './casino-facets.ts';
import * as schema from './filter-schema.ts';
import { liveFacetCounts } from './live-facets.ts';
import { casinoFiltersArbitrary, liveFiltersArbitrary, liveGamesArbitrary } from './test/catalogue-arbitraries.ts';

const anyFilters = fc.oneof(casinoFiltersArbitrary, liveFiltersArbitrary);
const groupName = fc.constantFrom('category', 'collection', 'provider', 'reel', 'language', 'betAmount', 'nonsense');
const option = fc.constantFrom('c1', 'p1', 'p2', '5', 'en');

describe('the filter schema of both lobbies (D4)', () => {
  it('names each lobby by its set: an empty set of a lobby is that lobby', () => {
    for (const lobby of ['casino', 'live'] as const) expect(schema.lobbyOfFilters(schema.emptyFiltersOf(lobby))).toBe(lobby);
  });

  it('gives each lobby its own groups, ranges and flags', () => {
    expect(schema.FILTER_SCHEMA.casino).toMatchObject({ rangeGroups: ['betAmount', 'maxWin'], flags: ['jackpot', 'gamble', 'bonus'], search: true });
    expect(schema.FILTER_SCHEMA.live).toMatchObject({ optionGroups: ['category', 'provider', 'language'], rangeGroups: ['betAmount'], search: false });
    expect([
      schema.hasOptionGroup('live', 'collection'),
      schema.hasOptionGroup('casino', 'reel'),
      schema.hasRangeGroup('live', 'maxWin'),
      schema.hasFlag('live', 'openTable'),
    ]).toEqual([false, true, false, true]);
  });

  it('toggling an option twice gives back the same filtering, and counts it once in between', () => {
    fc.assert(
      fc.property(anyFilters, groupName, option, (filters, group, key) => {
        const lobby = schema.lobbyOfFilters(filters);
        const once = schema.toggleFilterOption(filters, group, key);
        if (!schema.hasOptionGroup(lobby, group)) {
          expect(once).toBe(filters);
          return;
        }
        const before = schema.enabledOptionCount(filters, group);
        expect(Math.abs(schema.enabledOptionCount(once, group) - before)).toBe(1);
        expect(schema.filtersEqual(schema.toggleFilterOption(once, group, key), filters)).toBe(true);
        expect(schema.lobbyOfFilters(once)).toBe(lobby);
      }),
    );
  });

  it('ranges, flags and search change only what the lobby has', () => {
    fc.assert(
      fc.property(
        anyFilters,
        fc.constantFrom('betAmount', 'maxWin', 'nope'),
        fc.tuple(fc.nat(100), fc.nat(100)),
        fc.constantFrom('jackpot', 'openTable', 'nope'),
        fc.string(),
        (filters, range, [min, max], flag, text) => {
          const lobby = schema.lobbyOfFilters(filters);
          const ranged = schema.withFilterRange(filters, range, [min, max]);
          if (schema.hasRangeGroup(lobby, range)) expect(ranged).toMatchObject({ [range]: [min, max] });
          else expect(ranged).toBe(filters);
          const flagged = schema.withFilterFlag(filters, flag, true);
          if (schema.hasFlag(lobby, flag)) expect(flagged).toMatchObject({ [flag]: true });
          else expect(flagged).toBe(filters);
          const searched = schema.withFilterSearch(filters, text);
          if (lobby === 'casino') expect(searched).toMatchObject({ search: text });
          else expect(searched).toBe(filters);
        },
      ),
    );
  });

  it('sets of different lobbies never filter the same way', () => {
    expect(schema.filtersEqual(emptyCasinoFilters(), emptyLiveFilters())).toBe(false);
    expect(schema.filtersEqual(emptyLiveFilters(), emptyCasinoFilters())).toBe(false);
  });

  it("counts with the set's own lobby rules", () => {
    fc.assert(
      fc.property(liveGamesArbitrary(20), casinoFiltersArbitrary, liveFiltersArbitrary, (games, casino, live) => {
        expect(schema.filterFacetCounts(games, casino)).toEqual(facetCounts(games, casino));
        expect(schema.filterFacetCounts(games, live)).toEqual(liveFacetCounts(games, live));
      }),
    );
  });
});
