import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters, emptyLiveFilters, type CasinoFilters, type LiveFilters } from '../types/filters.ts';
import { countActiveFilters } from './count-active-filters.ts';
import { casinoFiltersArbitrary, liveFiltersArbitrary } from './test/catalogue-arbitraries.ts';

describe('countActiveFilters', () => {
  it.each<[string, Partial<CasinoFilters>, number]>([
    ['empty', {}, 0],
    ['one option', { provider: { a: true } }, 1],
    ['false options do not count', { provider: { a: false, b: true } }, 1],
    ['options of several groups', { category: { c1: true, c2: true }, collection: { k: true }, reel: { '5': true } }, 4],
    ['each active range', { betAmount: [1, 0], maxWin: [0, 10] }, 2],
    ['inactive ranges', { betAmount: [0, 0] }, 0],
    ['each flag', { jackpot: true, gamble: true, bonus: true }, 3],
    ['search text', { search: 'book' }, 1],
    ['blank search', { search: '  ' }, 0],
  ])('casino: %s', (_, overrides, count) => {
    expect(countActiveFilters({ ...emptyCasinoFilters(), ...overrides })).toBe(count);
  });

  it.each<[string, Partial<LiveFilters>, number]>([
    ['empty', {}, 0],
    ['languages and provider', { language: { cs: true, en: true }, provider: { evo: true } }, 3],
    ['range and flags', { betAmount: [5, 0], openTable: true, availableSeat: true }, 3],
  ])('live: %s', (_, overrides, count) => {
    expect(countActiveFilters({ ...emptyLiveFilters(), ...overrides })).toBe(count);
  });

  it('is 0 exactly for sets that filter nothing', () => {
    fc.assert(
      fc.property(casinoFiltersArbitrary, (f) => {
        const inactive =
          [f.category, f.collection, f.provider, f.reel].every((map) => !Object.values(map).includes(true)) &&
          f.betAmount[0] === 0 &&
          f.betAmount[1] === 0 &&
          f.maxWin[0] === 0 &&
          f.maxWin[1] === 0 &&
          !f.jackpot &&
          !f.gamble &&
          !f.bonus &&
          f.search.trim() === '';
        expect(countActiveFilters(f) === 0).toBe(inactive);
      }),
    );
    fc.assert(fc.property(liveFiltersArbitrary, (f) => countActiveFilters(f) >= 0));
  });
});
