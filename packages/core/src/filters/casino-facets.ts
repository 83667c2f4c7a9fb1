// facetCounts and filterCasinoGames: the casino filter panel over a whole catalogue, in one pass.
import { foldedTextsOf } from '../search/fold-text.ts';
import type { Game } from '../types/catalogue.ts';
import type { CasinoFacetGroup, CasinoFilters, FacetCounts } from '../types/filters.ts';
import { CASINO_FACET_GROUPS, casinoFlagsOf, casinoOptionsOf, compileCasinoFilters, passesCasinoRest } from './casino-filters.ts';
import { buildGroupIndex, countsRecord, enabledIds, itemsIn, runFacetPass, type FacetPassResult, type GroupIndex } from './facet-index.ts';

/** Per catalogue array: the option bitsets plus the values of the other filters as flat columns. */
interface CasinoIndex {
  readonly size: number;
  /**
   * The pass of each filter set asked about this catalogue: the panel asks for the list and the
   * counts of the same (immutable) set one after the other, and one pass answers both. Keyed by the
   * set object, so it never answers for another set, and forgotten with the set.
   */
  readonly passes: WeakMap<CasinoFilters, FacetPassResult>;
  readonly groups: readonly GroupIndex[];
  readonly flags: Uint8Array;
  /** NaN where the game has no number (it then fails an active range, as the rule says). */
  readonly minBet: Float64Array;
  readonly maxBet: Float64Array;
  readonly maxWin: Float64Array;
}

const numberColumn = (games: readonly Game[], read: (game: Game) => unknown): Float64Array =>
  Float64Array.from(games, (game) => {
    const value = read(game);
    return typeof value === 'number' ? value : Number.NaN;
  });

const indexes = new WeakMap<readonly Game[], CasinoIndex>();

const casinoIndexOf = (games: readonly Game[]): CasinoIndex => {
  let index = indexes.get(games);
  if (index === undefined || index.size !== games.length) {
    index = {
      size: games.length,
      passes: new WeakMap(),
      groups: CASINO_FACET_GROUPS.map((group) => buildGroupIndex(games, casinoOptionsOf[group])),
      flags: Uint8Array.from(games, casinoFlagsOf),
      minBet: numberColumn(games, (game) => game.minBet),
      maxBet: numberColumn(games, (game) => game.maxBet),
      maxWin: numberColumn(games, (game) => game.maxWin),
    };
    indexes.set(games, index);
  }
  return index;
};

const casinoPass = (games: readonly Game[], filters: CasinoFilters): FacetPassResult => {
  const index = casinoIndexOf(games);
  const known = index.passes.get(filters);
  if (known !== undefined) return known;
  const compiled = compileCasinoFilters(filters);
  const names = compiled.search === '' ? null : foldedTextsOf(games, (game) => game.name);
  const { flags, minBet, maxBet, maxWin } = index;
  const result = runFacetPass({
    itemCount: games.length,
    groups: index.groups,
    enabled: CASINO_FACET_GROUPS.map((group, g) => enabledIds(index.groups[g]!, filters[group])),
    passesRest: compiled.hasRest ? (at) => passesCasinoRest(compiled, flags[at]!, minBet[at], maxBet[at], maxWin[at], names?.[at] ?? '') : null,
  });
  index.passes.set(filters, result);
  return result;
};

/**
 * D4 counts per option: the count of option o in group G is the number of games that pass every
 * active filter except G's and have o. Every option some game has is listed (possibly with 0).
 */
export const facetCounts = (games: readonly Game[], filters: CasinoFilters): FacetCounts<CasinoFacetGroup> => {
  const { counts } = casinoPass(games, filters);
  const { groups } = casinoIndexOf(games);
  const record = (g: number, group: CasinoFacetGroup) => countsRecord(groups[g]!, counts[g]!, filters[group]);
  return { category: record(0, 'category'), collection: record(1, 'collection'), provider: record(2, 'provider'), reel: record(3, 'reel') };
};

/** The games that pass every active filter, in catalogue order. */
export const filterCasinoGames = (games: readonly Game[], filters: CasinoFilters): Game[] => {
  const { passing, unfiltered } = casinoPass(games, filters);
  return unfiltered ? [...games] : itemsIn(passing, games);
};
