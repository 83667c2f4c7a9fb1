// Which game lists only a logged-in player sees (part 2 §6): their games are the player's own lists,
// scored from the player's games, or the marketing service's picks for the player. A lobby never
// draws them for a visitor, and the server, which does not know the player, never draws them at all.
import type { GameListSource } from '../types/enums.ts';

export const PLAYER_ONLY_LISTS: ReadonlySet<GameListSource> = new Set<GameListSource>([
  'Favourites',
  'FavouritesLive',
  'FreeSpins',
  'GoldenChips',
  'MostPlayed',
  'RecentlyPlayed',
  'TriedOnce',
  'RecentWins',
  'BloomreachPersonalized',
  'BecauseYouLikeInternal',
  'BecauseYouLikeLiveInternal',
  'BecauseYouPlayedInternal',
]);

export const isPlayerOnlyList = (source: GameListSource): boolean => PLAYER_ONLY_LISTS.has(source);
