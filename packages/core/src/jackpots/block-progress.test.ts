import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsAtBlockStart, centsWithinBlock } from './block-progress.ts';
import { mulberry32 } from '../random/mulberry32.ts';

describe('centsAtBlockStart', () => {
  it.each([
    { gap: 12_000, block: 0, expected: 0 },
    { gap: 12_000, block: 60, expected: 6_000 },
    { gap: 12_000, block: 120, expected: 12_000 },
    { gap: 12_000, block: 500, expected: 12_000 },
    { gap: 7, block: 119, expected: 6 },
  ])('gap $gap at block $block → $expected', ({ gap, block, expected }) => {
    expect(centsAtBlockStart(gap, block, 120)).toBe(expected);
  });
});

describe('centsWithinBlock', () => {
  it.each([
    { share: 100, moves: 10, done: 0, expected: 0 },
    { share: 100, moves: 10, done: 10, expected: 100 },
    { share: 100, moves: 10, done: 12, expected: 100 },
    { share: 5, moves: 10, done: 4, expected: 2 },
    { share: 0, moves: 10, done: 5, expected: 0 },
  ])('share $share over $moves moves after $done → $expected', ({ share, moves, done, expected }) => {
    expect(centsWithinBlock(share, moves, done, mulberry32(1))).toBe(expected);
  });

  it('never decreases, ends on the share, and gains a cent per move when the share allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), fc.integer(), (share, moves, seed) => {
        let previous = 0;
        for (let done = 1; done <= moves; done += 1) {
          const gained = centsWithinBlock(share, moves, done, mulberry32(seed));
          expect(Number.isInteger(gained)).toBe(true);
          expect(gained).toBeGreaterThanOrEqual(previous);
          if (share >= moves) expect(gained).toBeGreaterThanOrEqual(previous + 1);
          expect(gained).toBeLessThanOrEqual(share);
          previous = gained;
        }
        expect(previous).toBe(share);
      }),
    );
  });
});
