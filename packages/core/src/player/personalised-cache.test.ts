import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPersonalisedCacheValid } from './personalised-cache.ts';

describe('isPersonalisedCacheValid (part 2 §5)', () => {
  it.each([
    { name: 'nothing stored', stored: null, now: 0, expected: false },
    { name: 'fresh', stored: { storedAt: 1_000, duration: 60_000 }, now: 30_000, expected: true },
    { name: 'one ms before expiry', stored: { storedAt: 1_000, duration: 60_000 }, now: 60_999, expected: true },
    { name: 'at expiry', stored: { storedAt: 1_000, duration: 60_000 }, now: 61_000, expected: false },
    { name: 'expired', stored: { storedAt: 1_000, duration: 60_000 }, now: 100_000, expected: false },
    { name: 'zero duration', stored: { storedAt: 1_000, duration: 0 }, now: 1_000, expected: false },
  ])('$name → $expected', ({ stored, now, expected }) => {
    expect(isPersonalisedCacheValid(stored, now)).toBe(expected);
  });

  it('is valid exactly while storedAt + duration > now', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (storedAt, duration, now) => {
        expect(isPersonalisedCacheValid({ storedAt, duration }, now)).toBe(storedAt + duration > now);
      }),
    );
  });
});
