// Remaining free spins and golden chips per game (D8, part 2 §4).
import type { GamingBonus, GamingBonuses, SelectedGame } from '../types/index.ts';
import { isActiveStatus } from './bonus-activity.ts';

const FREE_SPIN_TYPES: ReadonlySet<string> = new Set(['freespins', 'freespins2']);
const GOLDEN_CHIP_TYPE = 'goldenchips';

/** The game code of a bonus's selected game: the string itself, else codeName, else gameType. */
export const selectedGameCode = (selected: SelectedGame): string | null => {
  const code = typeof selected === 'string' ? selected : selected.codeName || selected.gameType;
  return code ? code : null;
};

const remainingOf = (count: number | null | undefined): number => (typeof count === 'number' && Number.isFinite(count) ? count : 0);

/** Adds a bonus's remaining count to each of its games (a game listed twice counts once). */
const addPerGame = (sums: Map<string, number>, bonus: GamingBonus, remaining: number): void => {
  const codes = new Set(bonus.selectedGames.map(selectedGameCode).filter((code) => code !== null));
  for (const code of codes) sums.set(code, (sums.get(code) ?? 0) + remaining);
};

const positiveSums = (sums: ReadonlyMap<string, number>): Record<string, number> => Object.fromEntries([...sums].filter(([, sum]) => sum > 0));

/**
 * Sums remaining free spins (freespins and freespins2 bonuses) and golden chips (goldenchips bonuses)
 * per selected game over the accepted or active bonuses, drops empty sums, and leaves a game out of
 * golden chips when it has free spins: free spins are played first.
 */
export const aggregateGamingBonuses = (bonuses: readonly GamingBonus[]): GamingBonuses => {
  const freeSpins = new Map<string, number>();
  const goldenChips = new Map<string, number>();
  for (const bonus of bonuses) {
    if (!isActiveStatus(bonus.bonusStatus)) continue;
    const type = (bonus.bonusType ?? '').toLowerCase();
    if (FREE_SPIN_TYPES.has(type)) addPerGame(freeSpins, bonus, remainingOf(bonus.freeSpinsCountRemaining));
    else if (type === GOLDEN_CHIP_TYPE) addPerGame(goldenChips, bonus, remainingOf(bonus.goldenChips?.goldenChipsCountRemaining));
  }
  const spinsPerGame = positiveSums(freeSpins);
  const chipsPerGame = Object.fromEntries(Object.entries(positiveSums(goldenChips)).filter(([code]) => !Object.hasOwn(spinsPerGame, code)));
  return { freeSpins: spinsPerGame, goldenChips: chipsPerGame };
};
