import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGame } from '../filters/test/catalogue-arbitraries.ts';
import { isRefreshDisabled, pickRefreshSeed } from './refresh-seed.ts';

const list = ['a', 'b', 'c', 'd'].map((gameCode) => makeGame({ gameCode }));

describe('recommendation refresh (D3)', () => {
  it.each([
    [0, 'b'],
    [0.49, 'b'],
    [0.5, 'd'],
    [0.999, 'd'],
  ])('random %d picks %s among the games that are not other seeds', (value, code) => {
    expect(pickRefreshSeed(list, new Set(['a', 'c']), () => value)?.gameCode).toBe(code);
  });

  it('gives null, and refresh is disabled, when every game is already a seed', () => {
    const seeds = new Set(['a', 'b', 'c', 'd']);
    expect(pickRefreshSeed(list, seeds, () => 0.3)).toBeNull();
    expect(isRefreshDisabled(list, seeds)).toBe(true);
    expect(isRefreshDisabled(list, new Set(['a', 'b', 'c']))).toBe(false);
    expect(isRefreshDisabled([], new Set())).toBe(true);
  });

  it('never picks another category’s seed, and picks exactly when refresh is enabled', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c', 'd', 'x']), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (seedCodes, value) => {
        const seeds = new Set(seedCodes);
        const picked = pickRefreshSeed(list, seeds, () => value);
        expect(picked === null).toBe(isRefreshDisabled(list, seeds));
        if (picked !== null) {
          expect(seeds.has(picked.gameCode)).toBe(false);
          expect(list).toContain(picked);
        }
      }),
    );
  });

  it('reaches every free game over the range of the random source', () => {
    const seen = new Set([0, 0.25, 0.5, 0.75].map((v) => pickRefreshSeed(list, new Set(), () => v)?.gameCode));
    expect(seen).toEqual(new Set(['a', 'b', 'c', 'd']));
  });
});
