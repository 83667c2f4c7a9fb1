// npm run bench: core's filter-panel and search rules beside naive baselines, on generated
// catalogues of 2k, 10k and 50k games, each pair in one comparison table. One "keystroke" op
// searches the next prefix of the typed term, so the mean time per op is the time per keystroke.
// Targets at 10k games: ≤ 0.5 ms for filter plus counts and ≤ 0.5 ms per keystroke.
import * as core from '@casino/core';
import { describe, test } from 'vitest';
import * as naive from './naive.ts';
import { KEYSTROKES, SIZES, TYPED_TERM, catalogueOf, typicalFilters } from './workload.ts';

// Plain local bindings: a module's exports are read through getters, which would be timed too.
const { facetCounts, filterCasinoGames, searchCatalogue } = core;
const { naiveFacetCounts, naiveFilter, naiveSearch } = naive;

// Each side runs for at least a second; the naive side, at up to seconds per op, is held to a few
// samples (tinybench keeps going until both the time and the iteration minimum are met).
const runOptions = (size: number) => ({
  time: 1000,
  iterations: size >= 50_000 ? 3 : 5,
  warmupTime: 200,
  warmupIterations: 1,
});
const TIMEOUT_MS = 600_000;

describe.each(SIZES)('%i games', (size) => {
  const catalogue = catalogueOf(size);
  const filters = typicalFilters(catalogue.games);

  test('filter + all facet counts', { timeout: TIMEOUT_MS }, async ({ bench }) => {
    await bench.compare(
      // A fresh (equal) filter object per op: core keeps the last pass for the same object, which
      // serves the list and the counts of one op but must not carry over to the next op.
      bench('core: filterCasinoGames + facetCounts', () => {
        const applied = { ...filters };
        filterCasinoGames(catalogue.games, applied);
        facetCounts(catalogue.games, applied);
      }),
      bench('naive: filter + re-filter per option', () => {
        const applied = { ...filters };
        naiveFilter(catalogue.games, applied);
        naiveFacetCounts(catalogue.games, applied);
      }),
      runOptions(size),
    );
  });

  test(`search per keystroke, typing '${TYPED_TERM}'`, { timeout: TIMEOUT_MS }, async ({ bench }) => {
    let fast = 0;
    let slow = 0;
    await bench.compare(
      bench('core: searchCatalogue', () => {
        searchCatalogue(catalogue, KEYSTROKES[fast++ % KEYSTROKES.length]!);
      }),
      bench('naive: fold every name, sort', () => {
        naiveSearch(catalogue, KEYSTROKES[slow++ % KEYSTROKES.length]!);
      }),
      runOptions(size),
    );
  });
});
