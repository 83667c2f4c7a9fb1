import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game, LiveGame } from '../types/catalogue.ts';
import { emptyCasinoFilters, emptyLiveFilters, type CasinoFilters, type LiveFilters } from '../types/filters.ts';
import { facetCounts, filterCasinoGames } from './casino-facets.ts';
import { CASINO_FACET_GROUPS, casinoOptionsOf, matchesCasinoFilters } from './casino-filters.ts';
import { filterLiveGames, liveFacetCounts } from './live-facets.ts';
import { LIVE_FACET_GROUPS, liveOptionsOf, matchesLiveFilters } from './live-filters.ts';
import { casinoFiltersArbitrary, gamesArbitrary, liveFiltersArbitrary, liveGamesArbitrary, makeGame } from './test/catalogue-arbitraries.ts';

// The definition of D4, spelled out the slow way: re-filter the catalogue for every option.
const bruteForce = <T, F extends object, G extends string & keyof F>(
  items: readonly T[],
  filters: F,
  groups: readonly G[],
  optionsOf: Record<G, (item: T) => readonly string[]>,
  matches: (item: T, filters: F) => boolean,
): Record<G, Record<string, number>> => {
  const result = {} as Record<G, Record<string, number>>;
  for (const group of groups) {
    const withoutGroup = { ...filters, [group]: {} };
    const enabled = Object.entries(filters[group] as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([key]) => key);
    const options = new Set([...items.flatMap((item) => optionsOf[group](item)), ...enabled]);
    result[group] = Object.fromEntries(
      [...options].map((option) => [option, items.filter((item) => matches(item, withoutGroup) && optionsOf[group](item).includes(option)).length]),
    );
  }
  return result;
};

const filters = (overrides: Partial<CasinoFilters>): CasinoFilters => ({ ...emptyCasinoFilters(), ...overrides });

const games: Game[] = [
  makeGame({ gameCode: 'a', provider: 'p1', categories: ['c1'], collections: ['k1'], numberOfReels: 5, jackpot: true }),
  makeGame({ gameCode: 'b', provider: 'p1', categories: ['c1', 'c2'], collections: [], numberOfReels: 3 }),
  makeGame({ gameCode: 'c', provider: 'p2', categories: ['c2'], collections: ['k1'], numberOfReels: 5, jackpot: true }),
  makeGame({ gameCode: 'd', provider: 'p3', categories: [], collections: ['k2'], numberOfReels: 5 }),
];

describe('facetCounts (D4)', () => {
  it('without filters counts every option of every game', () => {
    expect(facetCounts(games, emptyCasinoFilters())).toEqual({
      category: { c1: 2, c2: 2 },
      collection: { k1: 2, k2: 1 },
      provider: { p1: 2, p2: 1, p3: 1 },
      reel: { '5': 3, '3': 1 },
    });
  });

  it("a group's counts ignore that group's own selection, but not the others'", () => {
    const counts = facetCounts(games, filters({ provider: { p1: true } }));
    // The provider group still shows what choosing another provider would add.
    expect(counts.provider).toEqual({ p1: 2, p2: 1, p3: 1 });
    // Other groups count only games of provider p1.
    expect(counts.category).toEqual({ c1: 2, c2: 1 });
    expect(counts.collection).toEqual({ k1: 1, k2: 0 });
    expect(counts.reel).toEqual({ '5': 1, '3': 1 });
  });

  it('flags and ranges narrow every group', () => {
    const counts = facetCounts(games, filters({ jackpot: true, provider: { p2: true } }));
    expect(counts.provider).toEqual({ p1: 1, p2: 1, p3: 0 });
    expect(counts.category).toEqual({ c1: 0, c2: 1 });
  });

  it('an enabled option no game has is listed with 0', () => {
    expect(facetCounts(games, filters({ category: { ghost: true } })).category).toEqual({ c1: 2, c2: 2, ghost: 0 });
  });

  it('counts an option listed twice by one game once', () => {
    const twice = [makeGame({ categories: ['c1', 'c1'] })];
    expect(facetCounts(twice, emptyCasinoFilters()).category).toEqual({ c1: 1 });
  });

  it('equals a brute-force recount for any catalogue and filter set', () => {
    fc.assert(
      fc.property(gamesArbitrary(), casinoFiltersArbitrary, (list, f) => {
        expect(facetCounts(list, f)).toEqual(bruteForce(list, f, CASINO_FACET_GROUPS, casinoOptionsOf, matchesCasinoFilters));
      }),
      { numRuns: 300 },
    );
  });

  it('stays right when the same catalogue array is counted under many filter sets (cached index)', () => {
    fc.assert(
      fc.property(gamesArbitrary(), fc.array(casinoFiltersArbitrary, { minLength: 2, maxLength: 5 }), (list, sets) => {
        for (const f of sets) {
          expect(facetCounts(list, f)).toEqual(bruteForce(list, f, CASINO_FACET_GROUPS, casinoOptionsOf, matchesCasinoFilters));
          expect(filterCasinoGames(list, f)).toEqual(list.filter((g) => matchesCasinoFilters(g, f)));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('filterCasinoGames', () => {
  it('keeps catalogue order', () => {
    expect(filterCasinoGames(games, filters({ reel: { '5': true } })).map((g) => g.gameCode)).toEqual(['a', 'c', 'd']);
  });

  it('is games.filter(matchesCasinoFilters)', () => {
    fc.assert(
      fc.property(gamesArbitrary(), casinoFiltersArbitrary, (list, f) => {
        expect(filterCasinoGames(list, f)).toEqual(list.filter((g) => matchesCasinoFilters(g, f)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('liveFacetCounts and filterLiveGames', () => {
  const live: LiveGame[] = [
    { ...makeGame({ gameCode: 'r1', provider: 'evo', categories: ['roulette'] }), Language: 'cs', Status: 'online', SeatsAvailability: {} },
    { ...makeGame({ gameCode: 'r2', provider: 'evo', categories: ['roulette'] }), Language: 'en', Status: 'offline' },
    { ...makeGame({ gameCode: 'b1', provider: 'pp', categories: ['blackjack'] }), Language: 'en', Status: 'online', SeatsAvailability: { '1': false } },
  ];

  it('counts language, category and provider, each ignoring its own group', () => {
    const f: LiveFilters = { ...emptyLiveFilters(), language: { en: true }, openTable: true };
    expect(liveFacetCounts(live, f)).toEqual({
      category: { roulette: 0, blackjack: 1 },
      provider: { evo: 0, pp: 1 },
      language: { cs: 1, en: 1 },
    });
    expect(filterLiveGames(live, f).map((g) => g.gameCode)).toEqual(['b1']);
  });

  it('equal a brute-force recount and games.filter(matchesLiveFilters)', () => {
    fc.assert(
      fc.property(liveGamesArbitrary(), liveFiltersArbitrary, (list, f) => {
        expect(liveFacetCounts(list, f)).toEqual(bruteForce(list, f, LIVE_FACET_GROUPS, liveOptionsOf, matchesLiveFilters));
        expect(filterLiveGames(list, f)).toEqual(list.filter((g) => matchesLiveFilters(g, f)));
      }),
      { numRuns: 300 },
    );
  });
});
