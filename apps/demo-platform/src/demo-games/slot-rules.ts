// The demo slot's rules, shared by the server (real mode settles spins here) and, as data, by the
// page's script (demo mode spins in the browser): symbols, their weights and the pay table.

/** Symbols from rare to common; the weights below make rare ones rare. */
export const SLOT_SYMBOLS = ['7', 'A', 'K', 'Q', 'J', '10'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = { '7': 1, A: 2, K: 3, Q: 4, J: 5, '10': 6 };
/** Multiplier of the bet for three of a kind. */
export const SLOT_PAYS: Readonly<Record<SlotSymbol, number>> = { '7': 50, A: 20, K: 10, Q: 8, J: 5, '10': 4 };
/** Two of a kind on the first two reels give the bet back. */
export const PAIR_PAYS = 1;
export const SLOT_BETS: readonly number[] = [1, 2, 5, 10, 20];

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, symbol) => sum + SLOT_WEIGHTS[symbol], 0);

/** The symbol a uniform number in [0, 1) lands on. */
export const symbolAt = (uniform: number): SlotSymbol => {
  let left = Math.min(Math.max(uniform, 0), 0.999999999) * TOTAL_WEIGHT;
  for (const symbol of SLOT_SYMBOLS) {
    left -= SLOT_WEIGHTS[symbol];
    if (left < 0) return symbol;
  }
  return SLOT_SYMBOLS[SLOT_SYMBOLS.length - 1] as SlotSymbol;
};

export const spinReels = (random: () => number): [SlotSymbol, SlotSymbol, SlotSymbol] => [symbolAt(random()), symbolAt(random()), symbolAt(random())];

export const slotWin = (reels: readonly SlotSymbol[], bet: number): number => {
  const [a, b, c] = reels;
  if (a === undefined) return 0;
  if (a === b && b === c) return bet * SLOT_PAYS[a];
  if (a === b) return bet * PAIR_PAYS;
  return 0;
};
