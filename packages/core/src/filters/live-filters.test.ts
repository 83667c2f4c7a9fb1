import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLiveFilters, type LiveFilters } from '../types/filters.ts';
import type { LiveGame } from '../types/catalogue.ts';
import { liveFiltersEqual, matchesLiveFilters } from './live-filters.ts';
import { liveFiltersArbitrary, makeGame } from './test/catalogue-arbitraries.ts';

const filters = (overrides: Partial<LiveFilters>): LiveFilters => ({ ...emptyLiveFilters(), ...overrides });

const table: LiveGame = {
  ...makeGame({ gameCode: 'rl1', type: 'Live', provider: 'evo', categories: ['roulette'], minBet: 5, maxBet: 500 }),
  ImsGameCode: 'rl1',
  Language: 'cs',
  Status: 'online',
  SeatsAvailability: { '1': true, '2': false },
};

describe('matchesLiveFilters (D4)', () => {
  it.each<[string, LiveGame, Partial<LiveFilters>, boolean]>([
    ['no filter', table, {}, true],
    ['language', table, { language: { cs: true } }, true],
    ['language miss', table, { language: { en: true } }, false],
    ['game without a table has no language', makeGame(), { language: { cs: true } }, false],
    ['category and provider', table, { category: { roulette: true }, provider: { evo: true } }, true],
    ['provider miss', table, { provider: { pragmatic: true } }, false],
    ['bet in range', table, { betAmount: [1, 10] }, true],
    ['bet above range', table, { betAmount: [1, 4] }, false],
    ['open table', table, { openTable: true }, true],
    ['closed table', { ...table, Status: 'offline' }, { openTable: true }, false],
    ['status is compared exactly', { ...table, Status: 'Online' }, { openTable: true }, false],
    ['free seat', table, { availableSeat: true }, true],
    ['all seats taken', { ...table, SeatsAvailability: { '1': true } }, { availableSeat: true }, false],
    ['no seats listed', { ...table, SeatsAvailability: {} }, { availableSeat: true }, false],
    ['free seat but offline', { ...table, Status: 'offline' }, { availableSeat: true }, false],
  ])('%s', (_, game, overrides, expected) => {
    expect(matchesLiveFilters(game, filters(overrides))).toBe(expected);
  });
});

describe('liveFiltersEqual', () => {
  it('compares enabled options, ranges and flags', () => {
    expect(liveFiltersEqual(filters({ language: { cs: false } }), filters({}))).toBe(true);
    expect(liveFiltersEqual(filters({ language: { cs: true } }), filters({}))).toBe(false);
    expect(liveFiltersEqual(filters({ betAmount: [1, 0] }), filters({ betAmount: [1, 0] }))).toBe(true);
    expect(liveFiltersEqual(filters({ openTable: true }), filters({}))).toBe(false);
    expect(liveFiltersEqual(filters({ availableSeat: true }), filters({}))).toBe(false);
  });

  it('is reflexive', () => {
    fc.assert(fc.property(liveFiltersArbitrary, (f) => liveFiltersEqual(f, f)));
  });
});
