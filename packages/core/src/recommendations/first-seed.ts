// The seed a recommendation category starts from once a player's lists are in (D3 leaves the first
// seed open; refresh then draws among the list's games): "because you like" and the live one start
// from the most recently added favourite, "because you played" from the game played most in the last
// month. A game the lobby does not have (another lobby's, one taken down) cannot seed its list, nor can
// a game another recommendation category already starts from, so two categories never show one list.
import type { PlayerGameRecord } from '../types/index.ts';
import type { RecommendationList } from './score-recommendation.ts';

export interface SeedSources {
  /** Favourite game codes, most recently added first. */
  readonly favourites: readonly string[];
  readonly playerGames: readonly Pick<PlayerGameRecord, 'gameType' | 'gameRoundCount'>[];
}

const candidatesOf = (list: RecommendationList, sources: SeedSources): readonly string[] =>
  list === 'because-you-played'
    ? sources.playerGames.toSorted((a, b) => b.gameRoundCount - a.gameRoundCount).map((record) => record.gameType)
    : sources.favourites;

/** The first seed of a `list` category, or null when the player has no game that can seed it. */
export const firstRecommendationSeed = (
  list: RecommendationList,
  sources: SeedSources,
  inLobby: (gameCode: string) => boolean,
  otherSeeds: ReadonlySet<string>,
): string | null => candidatesOf(list, sources).find((code) => inLobby(code) && !otherSeeds.has(code)) ?? null;
