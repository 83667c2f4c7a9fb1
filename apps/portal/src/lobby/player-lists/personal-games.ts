// Which games a personal category shows, in order (part 2 §2–§4, §9), from the player's lists:
// favourites most recently added first; most played (50 rounds or more in the last month, core's
// playIntensity) by rounds, most first; tried once (played, below 50 rounds) by rounds, fewest
// first; recently played in the gateway's order; recent wins by core's rule (best win per game);
// free spins and golden chips by the remaining count per game, most first. The page keeps only the
// games its lobby's catalogue has (a live favourite is not a casino one). Personalised picks are not
// the player's lists but the marketing service's (use-personalised-picks.ts): null here.
import { playIntensity, recentWins, type GameResult, type GamingBonuses, type PersonalCategoryKind, type PlayerGameRecord } from '@casino/core';

export interface PlayerLists {
  readonly favourites: readonly string[];
  readonly playerGames: readonly PlayerGameRecord[];
  readonly recentResults: readonly GameResult[];
  readonly gamingBonuses: GamingBonuses;
}

const byCount = (counts: Readonly<Record<string, number>>): string[] =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([code]) => code);

const unique = (codes: readonly string[]): string[] => [...new Set(codes)];

export const personalGameCodes = (kind: PersonalCategoryKind, lists: PlayerLists): readonly string[] | null => {
  switch (kind) {
    case 'favourites':
    case 'liveFavourites':
      return unique(lists.favourites);
    case 'mostPlayed':
      return unique(
        lists.playerGames
          .filter((record) => playIntensity(record.gameRoundCount) === 'heavy')
          .toSorted((a, b) => b.gameRoundCount - a.gameRoundCount)
          .map((record) => record.gameType),
      );
    case 'triedOnce':
      return unique(
        lists.playerGames
          .filter((record) => playIntensity(record.gameRoundCount) === 'light')
          .toSorted((a, b) => a.gameRoundCount - b.gameRoundCount)
          .map((record) => record.gameType),
      );
    case 'recentlyPlayed':
      return unique(lists.playerGames.map((record) => record.gameType));
    case 'recentWins':
      return unique(recentWins(lists.recentResults).map((result) => result.gameType));
    case 'freeSpins':
      return byCount(lists.gamingBonuses.freeSpins);
    case 'goldenChips':
      return byCount(lists.gamingBonuses.goldenChips);
    case 'personalised':
      return null;
  }
};
