// facetCounts and filterCasinoGames: the casino filter panel over a whole catalogue, in one pass.
import { foldedTextsOf } from '../search/fold-text.ts';
import type { Game } from '../types/catalogue.ts';
import type { CasinoFacetGroup, CasinoFilters, FacetCounts } from '../types/filters.ts';
import { CASINO_FACET_GROUPS, casinoOptionsOf, compileCasinoFilters, passesCasinoRest } from './casino-filters.ts';
import { countsRecord, enabledMask, groupIndexCache, runFacetPass, type FacetPassResult } from './facet-index.ts';

const casinoIndexOf = groupIndexCache(CASINO_FACET_GROUPS, casinoOptionsOf);

const casinoPass = (games: readonly Game[], filters: CasinoFilters, count: boolean, collect: boolean): FacetPassResult => {
  const groups = casinoIndexOf(games);
  const compiled = compileCasinoFilters(filters);
  const names = compiled.search === '' ? null : foldedTextsOf(games, (game) => game.name);
  return runFacetPass({
    itemCount: games.length,
    groups,
    masks: CASINO_FACET_GROUPS.map((group, g) => enabledMask(groups[g]!, filters[group])),
    passesRest: compiled.hasRest ? (item) => passesCasinoRest(games[item]!, compiled, names?.[item]) : null,
    count,
    collect,
  });
};

/**
 * D4 counts per option: the count of option o in group G is the number of games that pass every
 * active filter except G's and have o. Every option some game has is listed (possibly with 0).
 */
export const facetCounts = (games: readonly Game[], filters: CasinoFilters): FacetCounts<CasinoFacetGroup> => {
  const { counts } = casinoPass(games, filters, true, false);
  const groups = casinoIndexOf(games);
  const record = (g: number, group: CasinoFacetGroup) => countsRecord(groups[g]!, counts[g]!, filters[group]);
  return { category: record(0, 'category'), collection: record(1, 'collection'), provider: record(2, 'provider'), reel: record(3, 'reel') };
};

/** The games that pass every active filter, in catalogue order. */
export const filterCasinoGames = (games: readonly Game[], filters: CasinoFilters): Game[] =>
  casinoPass(games, filters, false, true).matched.map((item) => games[item]!);
