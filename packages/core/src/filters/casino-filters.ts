// D4 casino filter set: map groups OR-ed within, everything AND-ed across.
import { foldTerm, foldText } from '../search/fold-text.ts';
import type { Game } from '../types/catalogue.ts';
import type { CasinoFacetGroup, CasinoFilters } from '../types/filters.ts';
import { memoPerObject } from './object-memo.ts';
import { anyEnabled, enabledSet, optionMapsEqual } from './option-maps.ts';
import { betFits, maxWinFits, rangeBounds, type Bounds } from './ranges.ts';

export const CASINO_FACET_GROUPS: readonly CasinoFacetGroup[] = ['category', 'collection', 'provider', 'reel'];

/** The option keys a game offers in each group (D4): its category and collection ids, provider, reel count. */
export const casinoOptionsOf: Readonly<Record<CasinoFacetGroup, (game: Game) => readonly string[]>> = {
  category: (game) => game.categories,
  collection: (game) => game.collections,
  provider: (game) => [game.provider],
  reel: (game) => [String(game.numberOfReels)],
};

/**
 * Whether the game has one of the enabled options of a group: casinoOptionsOf's keys, read without
 * building a list (filtering a catalogue game by game calls this for every game).
 */
export const hasEnabledCasinoOption: Readonly<Record<CasinoFacetGroup, (game: Game, enabled: ReadonlySet<string>) => boolean>> = {
  category: (game, enabled) => anyEnabled(game.categories, enabled),
  collection: (game, enabled) => anyEnabled(game.collections, enabled),
  provider: (game, enabled) => enabled.has(game.provider),
  reel: (game, enabled) => enabled.has(String(game.numberOfReels)),
};

/** The game's flags as bits, so that the flag filters are one mask test. */
export const JACKPOT_FLAG = 1;
export const GAMBLE_FLAG = 2;
export const BONUS_FLAG = 4;

export const casinoFlagsOf = (game: Game): number =>
  (game.jackpot ? JACKPOT_FLAG : 0) | (game.gamble ? GAMBLE_FLAG : 0) | (game.bonusGameFeature ? BONUS_FLAG : 0);

/** A casino filter set turned into what the per-game checks need, once per evaluation. */
export interface CompiledCasinoFilters {
  /** Active map groups only, in CASINO_FACET_GROUPS order. */
  readonly groups: readonly { readonly group: CasinoFacetGroup; readonly enabled: ReadonlySet<string> }[];
  /** The flag bits a game must have (D4: a flag filter set to true requires the game's flag). */
  readonly requiredFlags: number;
  readonly bet: Bounds | null;
  readonly maxWin: Bounds | null;
  /** The folded search text; '' when the search box is empty. */
  readonly search: string;
  /** True when a flag, range or search filter is active (anything besides the map groups). */
  readonly hasRest: boolean;
}

export const compileCasinoFilters = (filters: CasinoFilters): CompiledCasinoFilters => {
  const groups = CASINO_FACET_GROUPS.flatMap((group) => {
    const enabled = enabledSet(filters[group]);
    return enabled === null ? [] : [{ group, enabled }];
  });
  const requiredFlags = (filters.jackpot ? JACKPOT_FLAG : 0) | (filters.gamble ? GAMBLE_FLAG : 0) | (filters.bonus ? BONUS_FLAG : 0);
  const bet = rangeBounds(filters.betAmount);
  const maxWin = rangeBounds(filters.maxWin);
  const search = foldTerm(filters.search);
  const hasRest = requiredFlags !== 0 || bet !== null || maxWin !== null || search !== '';
  return { groups, requiredFlags, bet, maxWin, search, hasRest };
};

/**
 * Every active filter that is not a map group: flags, bet, max win and search. It takes the game's
 * values rather than the game, so that the catalogue-wide pass can feed it from precomputed columns
 * and the rule still exists once. `foldedName` is only read when a search text is set.
 */
export const passesCasinoRest = (
  filters: CompiledCasinoFilters,
  flags: number,
  minBet: number | null | undefined,
  maxBet: number | null | undefined,
  maxWin: number | null | undefined,
  foldedName: string,
): boolean =>
  (flags & filters.requiredFlags) === filters.requiredFlags &&
  (filters.bet === null || betFits(minBet, maxBet, filters.bet)) &&
  (filters.maxWin === null || maxWinFits(maxWin, filters.maxWin)) &&
  (filters.search === '' || foldedName.includes(filters.search));

// A list is filtered game by game with one set: the set is compiled once, on its first game, and
// the compiled form goes with the set object (a changed set is a new object, compiled anew).
const compiledOf = memoPerObject(compileCasinoFilters);

// A game's folded name is the same on every keystroke of a search: folded once per game object.
const foldedNameOf = memoPerObject((game: Game) => foldText(game.name));

/** Whether a game passes every active filter of the set. */
export const matchesCasinoFilters = (game: Game, filters: CasinoFilters): boolean => {
  const compiled = compiledOf(filters);
  return (
    passesCasinoRest(compiled, casinoFlagsOf(game), game.minBet, game.maxBet, game.maxWin, compiled.search === '' ? '' : foldedNameOf(game)) &&
    compiled.groups.every(({ group, enabled }) => hasEnabledCasinoOption[group](game, enabled))
  );
};

const rangesEqual = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Whether two sets filter the same way (the filter panel applies only a changed draft): an option
 * mapped to false equals an absent one, and the search text is compared trimmed.
 */
export const casinoFiltersEqual = (a: CasinoFilters, b: CasinoFilters): boolean =>
  CASINO_FACET_GROUPS.every((group) => optionMapsEqual(a[group], b[group])) &&
  rangesEqual(a.betAmount, b.betAmount) &&
  rangesEqual(a.maxWin, b.maxWin) &&
  a.jackpot === b.jackpot &&
  a.gamble === b.gamble &&
  a.bonus === b.bonus &&
  a.search.trim() === b.search.trim();
