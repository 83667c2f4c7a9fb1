// The balance shown in the header (part 1 §3: casino_gaming is the main one).
import { MAIN_BALANCE_TYPE } from '../types/index.ts';
import type { Balance, Balances } from '../types/index.ts';

/** The casino_gaming balance, from the keyed balances or from a list (the overview's form). */
export const mainBalance = (balances: Balances | readonly Balance[] | null | undefined): Balance | null => {
  if (balances === null || balances === undefined) return null;
  if (Array.isArray(balances)) return (balances as readonly Balance[]).find((balance) => balance.type === MAIN_BALANCE_TYPE) ?? null;
  return (balances as Balances)[MAIN_BALANCE_TYPE] ?? null;
};
