import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameListSource } from '../types/index.ts';
import { personalisedDataNeeds } from './personalised-data-needs.ts';

const categories = (...types: GameListSource[]) => types.map((type) => ({ type }));

describe('personalisedDataNeeds (part 2 §4)', () => {
  it.each<{ types: GameListSource[]; expected: { favourites: boolean; playerGames: boolean; recentResults: boolean } }>([
    { types: [], expected: { favourites: false, playerGames: false, recentResults: false } },
    { types: ['Default', 'PopularPggService'], expected: { favourites: false, playerGames: false, recentResults: false } },
    { types: ['Favourites'], expected: { favourites: true, playerGames: false, recentResults: false } },
    { types: ['FavouritesLive'], expected: { favourites: true, playerGames: false, recentResults: false } },
    { types: ['MostPlayed'], expected: { favourites: false, playerGames: true, recentResults: false } },
    { types: ['TriedOnce'], expected: { favourites: false, playerGames: true, recentResults: false } },
    { types: ['RecentlyPlayed'], expected: { favourites: false, playerGames: true, recentResults: false } },
    { types: ['BecauseYouPlayedInternal'], expected: { favourites: false, playerGames: true, recentResults: false } },
    { types: ['RecentWins'], expected: { favourites: false, playerGames: false, recentResults: true } },
    { types: ['Default', 'Favourites', 'MostPlayed', 'RecentWins'], expected: { favourites: true, playerGames: true, recentResults: true } },
  ])('$types', ({ types, expected }) => {
    expect(personalisedDataNeeds(categories(...types))).toEqual(expected);
  });

  it('does not depend on order or repetition', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(GameListSource))), (types) => {
        expect(personalisedDataNeeds(categories(...types))).toEqual(personalisedDataNeeds(categories(...[...types].reverse(), ...types)));
      }),
    );
  });
});
