import { describe, expect, it } from 'vitest';
import { casinoCategoryOptions, liveCategoryOptions } from './category-options.ts';
import { makeCategory, makeGame } from './test/catalogue-arbitraries.ts';

const categories = [
  makeCategory({ id: 'slots' }),
  makeCategory({ id: 'popular', type: 'PopularPggService' }),
  makeCategory({ id: 'empty' }),
  makeCategory({ id: 'fruit' }),
  makeCategory({ id: 'roulette', lobby: 'live' }),
  makeCategory({ id: 'favourites-live', lobby: 'live', type: 'FavouritesLive' }),
  makeCategory({ id: 'blackjack', lobby: 'live' }),
];
const games = [makeGame({ gameCode: 'a', categories: ['fruit', 'popular'] }), makeGame({ gameCode: 'b', categories: ['slots', 'roulette'] })];
const liveGames = [makeGame({ gameCode: 'r', type: 'Live', categories: ['roulette', 'favourites-live'] })];

describe('filter category options (part 2 §5)', () => {
  it('casino: Default casino categories holding at least one game, in the given order', () => {
    expect(casinoCategoryOptions(categories, games).map((c) => c.id)).toEqual(['slots', 'fruit']);
  });

  it('live: live categories holding at least one live game, dynamic ones included', () => {
    expect(liveCategoryOptions(categories, liveGames).map((c) => c.id)).toEqual(['roulette', 'favourites-live']);
  });

  it('no games, no options', () => {
    expect(casinoCategoryOptions(categories, [])).toEqual([]);
    expect(liveCategoryOptions(categories, [])).toEqual([]);
  });
});
