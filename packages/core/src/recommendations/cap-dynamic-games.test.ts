import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGame } from '../filters/test/catalogue-arbitraries.ts';
import { capCategoryGames } from './cap-category-games.ts';
import { capDynamicGames } from './cap-dynamic-games.ts';

describe('capDynamicGames (part 2 §9)', () => {
  it.each([
    [0, 0],
    [3, 3],
    [30, 30],
    [31, 30],
    [45, 30],
  ])('%i games → %i', (count, shown) => {
    const games = Array.from({ length: count }, (_, i) => makeGame({ gameCode: `g${i}` }));
    expect(capDynamicGames(games)).toEqual(games.slice(0, shown));
  });

  it('is the cap of every dynamic category that is not Top10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.constantFrom('BloomreachPersonalized', 'Favourites', 'PopularPggService' as const), (count, type) => {
        const games = Array.from({ length: count }, (_, i) => makeGame({ gameCode: `g${i}` }));
        expect(capDynamicGames(games)).toEqual(capCategoryGames({ style: 'Default', type }, games));
      }),
    );
  });
});
