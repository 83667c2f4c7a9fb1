import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JACKPOT_CACHE_MS } from '../constants.ts';
import { shouldRefetchJackpots } from './jackpot-refetch.ts';

describe('shouldRefetchJackpots', () => {
  it.each([
    { name: 'never fetched', last: null, now: 1_000, force: false, expected: true },
    { name: 'fetched 10 s ago', last: 100_000, now: 110_000, force: false, expected: false },
    { name: 'fetched 29.999 s ago', last: 100_000, now: 129_999, force: false, expected: false },
    { name: 'fetched exactly 30 s ago', last: 100_000, now: 130_000, force: false, expected: true },
    { name: 'fetched a minute ago', last: 100_000, now: 160_000, force: false, expected: true },
    { name: 'forced although fresh', last: 100_000, now: 100_001, force: true, expected: true },
    { name: 'clock set back', last: 100_000, now: 90_000, force: false, expected: true },
  ])('$name → $expected', ({ last, now, force, expected }) => {
    expect(shouldRefetchJackpots(last, now, force)).toBe(expected);
  });

  it('skips exactly when the last fetch is younger than 30 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 120_000 }), (last, age) => {
        expect(shouldRefetchJackpots(last, last + age)).toBe(age >= JACKPOT_CACHE_MS);
        expect(shouldRefetchJackpots(last, last + age, true)).toBe(true);
      }),
    );
  });
});
