import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import { deriveSeed, jackpotSeed, toSeed32 } from './seeded-random.ts';

describe('seeded randomness', () => {
  it('draws numbers in [0, 1), the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        for (let draw = 0; draw < 20; draw += 1) {
          const value = a();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
          expect(b()).toBe(value);
        }
      }),
    );
  });

  it('spreads draws roughly evenly', () => {
    const random = mulberry32(123);
    const buckets = new Array<number>(10).fill(0);
    for (let draw = 0; draw < 10_000; draw += 1) buckets[Math.floor(random() * 10)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it.each([
    { seed: 5, expected: 5 },
    { seed: -1, expected: 2 ** 32 - 1 },
    { seed: 2 ** 32 + 3, expected: 3 },
    { seed: 7.9, expected: 7 },
    { seed: Number.NaN, expected: 0 },
    { seed: Number.POSITIVE_INFINITY, expected: 0 },
  ])('toSeed32($seed) = $expected', ({ seed, expected }) => {
    expect(toSeed32(seed)).toBe(expected);
  });

  it('derives different seeds for neighbouring coordinates', () => {
    const seeds = new Set<number>();
    for (let block = 0; block < 120; block += 1) for (let level = 0; level < 8; level += 1) seeds.add(deriveSeed(1, block, level));
    expect(seeds.size).toBe(120 * 8);
  });

  it('derives a stable seed from a jackpot id', () => {
    expect(jackpotSeed('mega')).toBe(jackpotSeed('mega'));
    expect(jackpotSeed('mega')).not.toBe(jackpotSeed('mini'));
    expect(jackpotSeed('')).toBe(0x811c9dc5);
  });
});
