// Which personal data a layout needs after login (part 2 §4: fetched only when the layout has the
// matching category).
import type { Category, GameListSource } from '../types/index.ts';

export interface PersonalisedDataNeeds {
  readonly favourites: boolean;
  readonly playerGames: boolean;
  readonly recentResults: boolean;
}

// The 'because you like' lists start from a favourite (recommendations/first-seed.ts).
const FAVOURITE_SOURCES: ReadonlySet<GameListSource> = new Set(['Favourites', 'FavouritesLive', 'BecauseYouLikeInternal', 'BecauseYouLikeLiveInternal']);
const PLAYER_GAME_SOURCES: ReadonlySet<GameListSource> = new Set(['MostPlayed', 'TriedOnce', 'RecentlyPlayed', 'BecauseYouPlayedInternal']);
const RECENT_RESULT_SOURCES: ReadonlySet<GameListSource> = new Set(['RecentWins']);

export const personalisedDataNeeds = (categories: readonly Pick<Category, 'type'>[]): PersonalisedDataNeeds => ({
  favourites: categories.some((category) => FAVOURITE_SOURCES.has(category.type)),
  playerGames: categories.some((category) => PLAYER_GAME_SOURCES.has(category.type)),
  recentResults: categories.some((category) => RECENT_RESULT_SOURCES.has(category.type)),
});
