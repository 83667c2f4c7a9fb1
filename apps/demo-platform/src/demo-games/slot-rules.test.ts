import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAIR_PAYS, SLOT_PAYS, SLOT_SYMBOLS, slotWin, spinReels, symbolAt } from './slot-rules.ts';

describe('slot rules', () => {
  it.each([
    [['7', '7', '7'], 2, 2 * SLOT_PAYS['7']],
    [['J', 'J', 'J'], 1, SLOT_PAYS.J],
    [['A', 'A', 'K'], 5, 5 * PAIR_PAYS],
    [['A', 'K', 'A'], 5, 0],
    [['K', 'A', 'A'], 5, 0],
  ] as const)('%o with bet %d wins %d', (reels, bet, win) => {
    expect(slotWin(reels, bet)).toBe(win);
  });

  it('lands every uniform number on a symbol, the rarest at 0 and the commonest near 1', () => {
    expect(symbolAt(0)).toBe('7');
    expect(symbolAt(0.9999)).toBe('10');
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), (uniform) => {
        expect(SLOT_SYMBOLS).toContain(symbolAt(uniform));
      }),
    );
  });

  it('never wins a negative amount and wins at most the top multiplier', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 1, max: 100 }),
        (draws, bet) => {
          let index = 0;
          const reels = spinReels(() => draws[index++] ?? 0);
          const win = slotWin(reels, bet);
          expect(win).toBeGreaterThanOrEqual(0);
          expect(win).toBeLessThanOrEqual(bet * SLOT_PAYS['7']);
        },
      ),
    );
  });
});
