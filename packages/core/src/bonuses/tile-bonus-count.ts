// What a game's tile shows of a logged-in player's gaming bonuses (part 2 §4 "free-spin and
// golden-chip counts on tiles"): the free spins left on that game, else its golden chips; free spins
// take priority as in the aggregation (D8), and nothing shows for none.
import type { GamingBonuses } from '../types/index.ts';

export interface TileBonusCount {
  readonly kind: 'free-spins' | 'golden-chips';
  readonly count: number;
}

const positive = (count: number | undefined): count is number => typeof count === 'number' && count > 0;

export const tileBonusCount = (bonuses: GamingBonuses, gameCode: string): TileBonusCount | null => {
  const spins = Object.hasOwn(bonuses.freeSpins, gameCode) ? bonuses.freeSpins[gameCode] : undefined;
  if (positive(spins)) return { kind: 'free-spins', count: spins };
  const chips = Object.hasOwn(bonuses.goldenChips, gameCode) ? bonuses.goldenChips[gameCode] : undefined;
  return positive(chips) ? { kind: 'golden-chips', count: chips } : null;
};
