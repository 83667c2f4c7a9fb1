// D4 amount ranges (bet amount, max win): [min, max], inactive at [0, 0], ends inclusive.
import type { AmountRange } from '../types/filters.ts';

/** Inclusive bounds of an active range; `max` is Infinity when the upper end is 0 (no upper limit). */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** A range is active when either end is non-zero. */
export const isRangeActive = (range: AmountRange): boolean => range[0] !== 0 || range[1] !== 0;

/** The bounds an active range stands for, or null when the range filters nothing. */
export const rangeBounds = (range: AmountRange): Bounds | null => (isRangeActive(range) ? { min: range[0], max: range[1] === 0 ? Infinity : range[1] } : null);

const within = (value: number, bounds: Bounds): boolean => value >= bounds.min && value <= bounds.max;

/**
 * The bet filter: the game's minBet or maxBet lies in the range, or its [minBet, maxBet] covers the
 * range. A bet that is not a finite number fails (the filter cannot say it fits).
 */
export const betFits = (minBet: number | null | undefined, maxBet: number | null | undefined, bounds: Bounds): boolean =>
  typeof minBet === 'number' &&
  typeof maxBet === 'number' &&
  Number.isFinite(minBet) &&
  Number.isFinite(maxBet) &&
  (within(minBet, bounds) || within(maxBet, bounds) || (minBet <= bounds.min && maxBet >= bounds.max));

/** The max-win filter: min ≤ maxWin ≤ max; a game without a numeric maxWin fails. */
export const maxWinFits = (maxWin: number | null | undefined, bounds: Bounds): boolean =>
  typeof maxWin === 'number' && Number.isFinite(maxWin) && within(maxWin, bounds);
