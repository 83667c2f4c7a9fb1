// npm run bench: core's filter-panel and search rules beside references a competent engineer would
// write, on generated catalogues of 2k, 10k and 50k games, each pair in one comparison table.
//
// Filters: every op takes a fresh filter object (a new copy, cycling through realistic selections,
// as the panel makes on each toggle), so no identity cache carries over from one op to the next.
// Core answers the list and all the counts (its index is per catalogue, built before timing); the
// reference is filter-reference.ts: one pass, no index, no cache. Target at 10k games: core at most
// 0.15 × the reference.
//
// Search: one op is the next keystroke of a typed word. The reference (search-reference.ts) has
// every name folded beforehand and scans all of them per keystroke; core reads its bigram index.
import * as core from '@casino/core';
import { describe, test } from 'vitest';
import { onePassFilterAndCounts } from './filter-reference.ts';
import { foldCatalogue, scanSearch } from './search-reference.ts';
import { KEYSTROKES, SIZES, TYPED_TERM, catalogueOf, filterSets } from './workload.ts';

// Plain local bindings: a module's exports are read through getters, which would be timed too.
const { facetCounts, filterCasinoGames, matchesCasinoFilters, searchCatalogue } = core;

// Each side runs for at least a second; big catalogues are held to a few samples.
const runOptions = (size: number) => ({
  time: 1000,
  iterations: size >= 50_000 ? 3 : 5,
  warmupTime: 200,
  warmupIterations: 1,
});
const TIMEOUT_MS = 600_000;

describe.each(SIZES)('%i games', (size) => {
  const catalogue = catalogueOf(size);
  // The non-empty selections (an empty panel is a shortcut for every side).
  const selections = filterSets(catalogue.games).slice(1);
  // Each side gets its own fresh copy of the next selection.
  const fresh = () => {
    let op = 0;
    return () => ({ ...selections[op++ % selections.length]! });
  };
  // The indexes core keeps per catalogue array are built once, as a page builds them on first use.
  facetCounts(catalogue.games, core.emptyCasinoFilters());

  test('list + all facet counts, fresh filter object per op', { timeout: TIMEOUT_MS }, async ({ bench }) => {
    const forEngine = fresh();
    const forMatches = fresh();
    const forReference = fresh();
    await bench.compare(
      bench('core: filterCasinoGames + facetCounts', () => {
        const applied = forEngine();
        filterCasinoGames(catalogue.games, applied);
        facetCounts(catalogue.games, applied);
      }),
      bench('core: filter(matchesCasinoFilters) + facetCounts', () => {
        const applied = forMatches();
        catalogue.games.filter((game) => matchesCasinoFilters(game, applied));
        facetCounts(catalogue.games, applied);
      }),
      bench('reference: one pass, no index', () => {
        onePassFilterAndCounts(catalogue.games, forReference());
      }),
      runOptions(size),
    );
  });

  test(`search per keystroke, typing '${TYPED_TERM}'`, { timeout: TIMEOUT_MS }, async ({ bench }) => {
    const folded = foldCatalogue(catalogue);
    let fast = 0;
    let scanned = 0;
    await bench.compare(
      bench('core: searchCatalogue', () => {
        searchCatalogue(catalogue, KEYSTROKES[fast++ % KEYSTROKES.length]!);
      }),
      bench('reference: scan pre-folded names, sort', () => {
        scanSearch(catalogue, folded, KEYSTROKES[scanned++ % KEYSTROKES.length]!);
      }),
      runOptions(size),
    );
  });
});
