import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playIntensity } from './play-intensity.ts';

describe('playIntensity (part 2 §9)', () => {
  it.each([
    { rounds: 0, expected: 'light' },
    { rounds: 10, expected: 'light' },
    { rounds: 49, expected: 'light' },
    { rounds: 50, expected: 'heavy' },
    { rounds: 51, expected: 'heavy' },
    { rounds: 10_000, expected: 'heavy' },
  ])('$rounds rounds → $expected', ({ rounds, expected }) => {
    expect(playIntensity(rounds)).toBe(expected);
  });

  it('is heavy exactly from 50 rounds on', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), (rounds) => {
        expect(playIntensity(rounds) === 'heavy').toBe(rounds >= 50);
      }),
    );
  });
});
