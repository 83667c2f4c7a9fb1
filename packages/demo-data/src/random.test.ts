import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from './random.ts';

const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const draws = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    expect(draws(42, 20)).toEqual(draws(42, 20));
    expect(draws(42, 20)).not.toEqual(draws(43, 20));
  });

  it('next() stays in [0, 1)', () => {
    fc.assert(fc.property(seedArb, (seed) => draws(seed, 200).every((value) => value >= 0 && value < 1)));
  });

  it('int(min, max) is an integer in the closed range and reaches both ends', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 6 }), (seed, min, span) => {
        const random = createRandom(seed);
        const seen = new Set<number>();
        for (let i = 0; i < 400; i++) seen.add(random.int(min, min + span));
        const expected = Array.from({ length: span + 1 }, (_, index) => min + index);
        expect([...seen].sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('float(min, max, decimals) is in range with at most that many decimals', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 4 }), (seed, decimals) => {
        const value = createRandom(seed).float(92, 98, decimals);
        expect(value).toBeGreaterThanOrEqual(92);
        expect(value).toBeLessThanOrEqual(98);
        expect(Math.round(value * 10 ** decimals) / 10 ** decimals).toBe(value);
      }),
    );
  });

  it('weighted() only returns entries with weight and follows the weights roughly', () => {
    const random = createRandom(7);
    const table = [
      ['a', 1],
      ['b', 0],
      ['c', 3],
    ] as const;
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i++) counts[random.weighted(table)]++;
    expect(counts.b).toBe(0);
    expect(counts.c / counts.a).toBeGreaterThan(2.4);
    expect(counts.c / counts.a).toBeLessThan(3.7);
  });

  it('shuffle() is a permutation and sample() gives distinct members', () => {
    fc.assert(
      fc.property(seedArb, fc.uniqueArray(fc.integer(), { maxLength: 40 }), fc.nat(50), (seed, items, count) => {
        const random = createRandom(seed);
        expect([...random.shuffle(items)].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        const sample = random.sample(items, count);
        expect(sample.length).toBe(Math.min(count, items.length));
        expect(new Set(sample).size).toBe(sample.length);
        for (const item of sample) expect(items).toContain(item);
      }),
    );
  });

  it('pick() from an empty list throws instead of returning undefined', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });

  it('fork(label) is stable, independent of draws made before, and differs per label', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    b.next();
    b.next();
    expect(a.fork('games').next()).toBe(b.fork('games').next());
    expect(a.fork('games').next()).not.toBe(a.fork('players').next());
    expect(deriveSeed(5, 'games')).not.toBe(deriveSeed(6, 'games'));
  });
});
