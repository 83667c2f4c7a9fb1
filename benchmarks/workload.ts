// The shared workload of the catalogue benchmarks and their equivalence tests: generated demo
// catalogues of several sizes, a typical filter-panel selection, and a term typed key by key.
import { emptyCasinoFilters, facetCounts, type CasinoFilters, type Catalogue } from '@casino/core';
import { generateWorld } from '@casino/demo-data';

export const SIZES = [2_000, 10_000, 50_000] as const;

/** Typed one key at a time: 'r', 'ru', … 'ruleta' (a real Czech word with many early matches). */
export const TYPED_TERM = 'ruleta';
export const KEYSTROKES: readonly string[] = Array.from({ length: TYPED_TERM.length }, (_, i) => TYPED_TERM.slice(0, i + 1));

const catalogues = new Map<number, Catalogue>();

/** The demo world's catalogue of `size` games (generated once per process: 50k takes seconds). */
export const catalogueOf = (size: number): Catalogue => {
  let catalogue = catalogues.get(size);
  if (catalogue === undefined) {
    const world = generateWorld({ seed: 42, size });
    catalogue = { games: world.games, providers: world.providers, categories: world.categories, collections: world.collections };
    catalogues.set(size, catalogue);
  }
  return catalogue;
};

/** The options of a group, most frequent first (ties by key), read from the unfiltered counts. */
const popular = (counts: Readonly<Record<string, number>>): string[] =>
  Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([key]) => key);

const enable = (keys: readonly string[]): Record<string, boolean> => Object.fromEntries(keys.map((key) => [key, true]));

/**
 * What a player typically has selected: two popular providers, a category, the 5-reel option and
 * a bet range. It touches every code path (groups, ranges) without emptying the list.
 */
export const typicalFilters = (games: Catalogue['games']): CasinoFilters => {
  const all = facetCounts(games, emptyCasinoFilters());
  return {
    ...emptyCasinoFilters(),
    provider: enable(popular(all.provider).slice(0, 2)),
    category: enable(popular(all.category).slice(0, 1)),
    reel: { '5': true },
    betAmount: [0.5, 20],
  };
};

/** A spread of filter sets for the equivalence tests, from empty to every kind of filter at once. */
export const filterSets = (games: Catalogue['games']): CasinoFilters[] => {
  const all = facetCounts(games, emptyCasinoFilters());
  const typical = typicalFilters(games);
  return [
    emptyCasinoFilters(),
    typical,
    { ...typical, jackpot: true, maxWin: [10_000, 0] },
    { ...emptyCasinoFilters(), collection: enable(popular(all.collection).slice(0, 3)), gamble: true, bonus: true },
    { ...emptyCasinoFilters(), search: 'zlat', betAmount: [5, 0] },
    { ...emptyCasinoFilters(), provider: { 'no-such-provider': true } },
  ];
};
