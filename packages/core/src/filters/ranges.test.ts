import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betFits, isRangeActive, maxWinFits, rangeBounds } from './ranges.ts';

describe('isRangeActive (D4)', () => {
  it.each([
    [[0, 0], false],
    [[5, 0], true],
    [[0, 5], true],
    [[5, 10], true],
  ] as const)('%j → %s', (range, active) => {
    expect(isRangeActive(range)).toBe(active);
  });

  it('an upper end of 0 with a non-zero lower end means no upper limit', () => {
    expect(rangeBounds([5, 0])).toEqual({ min: 5, max: Infinity });
    expect(rangeBounds([0, 0])).toBeNull();
  });
});

describe('bet filter (D4)', () => {
  const range = rangeBounds([10, 20])!;
  it.each([
    ['minBet inside', 15, 100, true],
    ['maxBet inside', 1, 12, true],
    ['both inside', 11, 19, true],
    ['ends are inclusive (min)', 20, 50, true],
    ['ends are inclusive (max)', 1, 10, true],
    ['game range covers the chosen range', 5, 50, true],
    ['entirely below', 1, 9, false],
    ['entirely above', 21, 90, false],
    ['minBet missing', null, 15, false],
    ['maxBet missing', 15, null, false],
    ['not finite', Number.NaN, 15, false],
  ] as const)('%s', (_, minBet, maxBet, fits) => {
    expect(betFits(minBet, maxBet, range)).toBe(fits);
  });

  it('with no upper limit, any game reaching the lower end passes', () => {
    const open = rangeBounds([10, 0])!;
    expect(betFits(1, 10, open)).toBe(true);
    expect(betFits(1, 9, open)).toBe(false);
  });

  it('for well-formed games, passes exactly when the two ranges overlap', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50), (a, b, c, d) => {
        const [minBet, maxBet] = a <= b ? [a, b] : [b, a];
        const bounds = { min: Math.min(c, d), max: Math.max(c, d) };
        expect(betFits(minBet, maxBet, bounds)).toBe(minBet <= bounds.max && maxBet >= bounds.min);
      }),
    );
  });
});

describe('max-win filter (D4)', () => {
  it.each([
    [[100, 200], 150, true],
    [[100, 200], 100, true],
    [[100, 200], 200, true],
    [[100, 200], 201, false],
    [[100, 0], 1_000_000, true],
    [[100, 0], 99, false],
    [[0, 200], 0, true],
    [[100, 200], null, false],
    [[100, 200], undefined, false],
  ] as const)('range %j, maxWin %s → %s', (range, maxWin, fits) => {
    expect(maxWinFits(maxWin, rangeBounds(range)!)).toBe(fits);
  });
});
