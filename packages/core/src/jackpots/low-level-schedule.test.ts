import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLowLevelMoves, lowLevelSchedule } from './low-level-schedule.ts';

describe('lowLevelSchedule', () => {
  it.each([
    { levels: 1, sizes: [1] },
    { levels: 2, sizes: [2] },
    { levels: 3, sizes: [3] },
    { levels: 4, sizes: [3, 4] },
    { levels: 5, sizes: [3, 4, 5] },
    { levels: 12, sizes: [3, 4, 5] },
  ])('with $levels low levels each step moves one of $sizes of them', ({ levels, sizes }) => {
    const hands = lowLevelSchedule(levels, 60, 42);
    expect(hands).toHaveLength(60);
    const seen = new Set(hands.map((hand) => hand.length));
    expect([...seen].sort()).toEqual(sizes);
  });

  it('moves distinct, existing levels and every level at least once per block', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (levels, seed) => {
        const hands = lowLevelSchedule(levels, 60, seed);
        for (const hand of hands) {
          expect(new Set(hand).size).toBe(hand.length);
          expect(hand.length).toBeGreaterThanOrEqual(Math.min(3, levels));
          expect(hand.length).toBeLessThanOrEqual(Math.min(5, levels));
          for (const level of hand) expect(level >= 0 && level < levels).toBe(true);
        }
        const { total } = countLowLevelMoves(hands, levels, 60);
        for (const moves of total) expect(moves).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic for a seed', () => {
    expect(lowLevelSchedule(6, 60, 9)).toEqual(lowLevelSchedule(6, 60, 9));
  });

  it('counts moves done so far and in the whole block', () => {
    const hands = [[0, 1], [1], [0, 2]];
    expect(countLowLevelMoves(hands, 3, 2)).toEqual({ done: [1, 2, 0], total: [2, 2, 1] });
  });
});
