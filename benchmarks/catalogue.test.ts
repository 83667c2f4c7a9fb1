// The fast rules and the naive baselines must agree, or the benchmark compares different work.
import { facetCounts, filterCasinoGames, searchCatalogue, type SearchConfig } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { naiveFacetCounts, naiveFilter, naiveSearch } from './naive.ts';
import { KEYSTROKES, catalogueOf, filterSets } from './workload.ts';

const CONFIGS: SearchConfig[] = [{}, { recommendCategory: 'cat-doporucujeme' }, { searchResultIncludes: ['providers'] }];
const TERMS = [...KEYSTROKES, 'zlat', 'Král', 'book of', '  kouz ', 'ruletax', 'a'];

describe('on a generated catalogue of 2000 games', () => {
  const catalogue = catalogueOf(2_000);

  it('facetCounts and filterCasinoGames equal the naive re-filtering', () => {
    for (const filters of filterSets(catalogue.games)) {
      expect(facetCounts(catalogue.games, filters)).toEqual(naiveFacetCounts(catalogue.games, filters));
      expect(filterCasinoGames(catalogue.games, filters)).toEqual(naiveFilter(catalogue.games, filters));
    }
  });

  it('searchCatalogue equals the naive search on every keystroke', () => {
    for (const config of CONFIGS) {
      for (const term of TERMS) expect(searchCatalogue(catalogue, term, config)).toEqual(naiveSearch(catalogue, term, config));
    }
  });

  it('the workload is meaningful: filters keep some games and every keystroke finds something', () => {
    const [, typical] = filterSets(catalogue.games);
    expect(filterCasinoGames(catalogue.games, typical!).length).toBeGreaterThan(0);
    for (const term of KEYSTROKES) expect(searchCatalogue(catalogue, term).length).toBeGreaterThan(0);
  });
});

describe('on a generated catalogue of 10000 games', () => {
  const catalogue = catalogueOf(10_000);

  it('the typical filters and the typed term agree with the naive versions', () => {
    const [, typical] = filterSets(catalogue.games);
    expect(facetCounts(catalogue.games, typical!)).toEqual(naiveFacetCounts(catalogue.games, typical!));
    expect(filterCasinoGames(catalogue.games, typical!)).toEqual(naiveFilter(catalogue.games, typical!));
    for (const term of KEYSTROKES) expect(searchCatalogue(catalogue, term)).toEqual(naiveSearch(catalogue, term));
  });
});
