// The parts of a logged-in player's data (part 1 §3 player data, §4, §7): each loaded by its own call,
// and which parts a refresh loads. The short error each part reports is PLAYER_DATA_ERRORS (errors.ts).
import type { Balance, Balances } from '../types/player.ts';

export const PLAYER_DATA_PARTS = [
  'balances',
  'balanceVisibility',
  'info',
  'overview',
  'messages',
  'gamingBonuses',
  'bonuses',
  'bonusTemplates',
  'tags',
  'notificationToken',
] as const;
export type PlayerDataPart = (typeof PLAYER_DATA_PARTS)[number];

/**
 * The parts a refresh loads, in PLAYER_DATA_PARTS order: all when none are named. Bonuses always bring
 * the gaming bonuses along: "gaming bonuses are rebuilt whenever the user's bonuses change" (part 2 §4).
 */
export const playerDataPartsToLoad = (parts: readonly PlayerDataPart[] | undefined): readonly PlayerDataPart[] => {
  const wanted = new Set<PlayerDataPart>(parts ?? PLAYER_DATA_PARTS);
  if (wanted.has('bonuses')) wanted.add('gamingBonuses');
  return PLAYER_DATA_PARTS.filter((part) => wanted.has(part));
};

/** Balances keyed by balance type (part 1 §3); of two balances of one type the later wins. */
export const balancesByType = (balances: readonly Balance[]): Balances => Object.fromEntries(balances.map((balance) => [balance.type, balance]));
