import { describe, expect, it } from 'vitest';
import { makeGame } from '../filters/test/catalogue-arbitraries.ts';
import { capCategoryGames } from './cap-category-games.ts';

const games = Array.from({ length: 45 }, (_, i) => makeGame({ gameCode: `g${i}` }));

describe('capCategoryGames (part 2 §9)', () => {
  it.each([
    ['Top10 style', { style: 'Top10', type: 'Default' }, 10],
    ['Top10 style of a dynamic category', { style: 'Top10', type: 'PopularPggService' }, 10],
    ['dynamic category', { style: 'Default', type: 'BecauseYouLikeInternal' }, 30],
    ['player category', { style: 'Portrait', type: 'Favourites' }, 30],
    ['fixed category', { style: 'Default', type: 'Default' }, 45],
  ] as const)('%s → %i games', (_, category, count) => {
    const capped = capCategoryGames(category, games);
    expect(capped).toHaveLength(count);
    expect(capped).toEqual(games.slice(0, count));
  });

  it('never pads a short list', () => {
    expect(capCategoryGames({ style: 'Top10', type: 'Default' }, games.slice(0, 3))).toHaveLength(3);
  });
});
