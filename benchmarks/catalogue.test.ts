// Core and the references must agree, or the benchmark compares different work.
import { facetCounts, filterCasinoGames, searchCatalogue, type SearchConfig } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onePassFilterAndCounts } from './filter-reference.ts';
import { foldCatalogue, scanSearch } from './search-reference.ts';
import { KEYSTROKES, catalogueOf, filterSets } from './workload.ts';

const CONFIGS: SearchConfig[] = [{}, { recommendCategory: 'cat-doporucujeme' }, { searchResultIncludes: ['providers'] }];
const TERMS = [...KEYSTROKES, 'zlat', 'Král', 'book of', '  kouz ', 'ruletax', 'a'];

describe('on a generated catalogue of 2000 games', () => {
  const catalogue = catalogueOf(2_000);
  const sets = filterSets(catalogue.games);

  it('facetCounts and filterCasinoGames equal the one-pass reference on every workload selection', () => {
    for (const filters of sets) {
      const reference = onePassFilterAndCounts(catalogue.games, filters);
      expect(facetCounts(catalogue.games, filters)).toEqual(reference.counts);
      expect(filterCasinoGames(catalogue.games, filters)).toEqual(reference.games);
    }
  });

  it('and on any mix of the selections (fresh objects, random merges)', () => {
    fc.assert(
      fc.property(fc.nat(sets.length - 1), fc.nat(sets.length - 1), fc.boolean(), (a, b, jackpot) => {
        const filters = { ...sets[a]!, provider: sets[b]!.provider, jackpot };
        const reference = onePassFilterAndCounts(catalogue.games, filters);
        expect(facetCounts(catalogue.games, filters)).toEqual(reference.counts);
        expect(filterCasinoGames(catalogue.games, { ...filters })).toEqual(reference.games);
      }),
      { numRuns: 40 },
    );
  });

  it('searchCatalogue equals the scanning reference on every keystroke', () => {
    const folded = foldCatalogue(catalogue);
    for (const config of CONFIGS) {
      for (const term of TERMS) expect(searchCatalogue(catalogue, term, config)).toEqual(scanSearch(catalogue, folded, term, config));
    }
  });

  it('the workload is meaningful: filters keep some games and every keystroke finds something', () => {
    const [, typical] = sets;
    expect(filterCasinoGames(catalogue.games, typical!).length).toBeGreaterThan(0);
    for (const term of KEYSTROKES) expect(searchCatalogue(catalogue, term).length).toBeGreaterThan(0);
  });
});

describe('on a generated catalogue of 10000 games', () => {
  const catalogue = catalogueOf(10_000);

  it('the typical filters and the typed term agree with the references', () => {
    const [, typical] = filterSets(catalogue.games);
    const reference = onePassFilterAndCounts(catalogue.games, typical!);
    expect(facetCounts(catalogue.games, typical!)).toEqual(reference.counts);
    expect(filterCasinoGames(catalogue.games, typical!)).toEqual(reference.games);
    const folded = foldCatalogue(catalogue);
    for (const term of KEYSTROKES) expect(searchCatalogue(catalogue, term)).toEqual(scanSearch(catalogue, folded, term));
  });
});
