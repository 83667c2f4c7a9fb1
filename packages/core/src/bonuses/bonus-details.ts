// The bonus-details popup after a game start (part 2 §4).
import type { BonusDetails } from '../types/index.ts';

const POPUP_PLAY_TYPES: ReadonlySet<string> = new Set(['freespins', 'freespins2', 'goldenchips']);

const isPositive = (count: number | null | undefined): boolean => typeof count === 'number' && count > 0;

/**
 * Only free-spin and golden-chip bonuses get the popup: recognised by a positive free-spin or
 * golden-chip count, or by such a play type when the counts are not sent.
 */
export const hasBonusDetailsPopup = (details: BonusDetails): boolean =>
  isPositive(details.freeSpinsCount) ||
  isPositive(details.goldenChips?.goldenChipsCount) ||
  POPUP_PLAY_TYPES.has((details.bonus?.playType ?? '').toLowerCase().replaceAll(/[\s_-]/g, ''));
