// When a player bonus counts as active (part 1 §4, D8).
import type { PlayerBonus } from '../types/index.ts';

const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['accepted', 'active']);

/** The platform spells statuses in varying case; compare lower-cased. */
export const isActiveStatus = (status: string | null | undefined): boolean => ACTIVE_STATUSES.has((status ?? '').toLowerCase());

/** Status accepted or active (any case), and a play type other than cash. */
export const isBonusActive = (bonus: Pick<PlayerBonus, 'status' | 'playType'>): boolean =>
  isActiveStatus(bonus.status) && (bonus.playType ?? '').toLowerCase() !== 'cash';
