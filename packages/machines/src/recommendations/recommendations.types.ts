// Recommendation categories (part 2 §4, D3): lists scored from a seed game, refreshed with a random
// seed that no other recommendation category uses; and the marketing service's personalised picks
// for players in that category, cached until storedAt + duration.
import type { Game, GameListSource, RecommendationList, SnackbarRequest, StoredPersonalisedGames } from '@casino/core';

/** A category of the layout, as the machine needs it. */
export interface RecommendationCategoryInput {
  readonly id: string;
  readonly type: GameListSource;
  /** The game code the list starts from (a favourite, a played game …), if known yet. */
  readonly seed?: string | null;
}

export interface RecommendationCategory {
  readonly id: string;
  readonly list: RecommendationList;
  readonly seed: string | null;
  /** The scored list of the seed (core buildRecommendations), never containing the seed. */
  readonly games: readonly Game[];
}

export interface RecommendationsInput {
  readonly games: readonly Game[];
  readonly categories: readonly RecommendationCategoryInput[];
}

export interface RecommendationsContext {
  readonly catalogue: readonly Game[];
  readonly categories: readonly RecommendationCategory[];
  /** The personalised-picks category of the layout, if it has one. */
  readonly personalisedCategoryId: string | null;
  /** Game codes of the personalised picks; null until known (or for guests). */
  readonly personalised: readonly string[] | null;
  readonly refreshingId: string | null;
  readonly userId: string | null;
  /** What the cache held when the personalised picks were last asked for. */
  readonly cache: PersonalisedCacheRead | null;
}

export interface PersonalisedCacheRead {
  readonly stored: StoredPersonalisedGames | null;
  /** Epoch ms when the cache was read. */
  readonly now: number;
}

export type RecommendationsEvent =
  | { readonly type: 'recommendations.set-games'; readonly games: readonly Game[] }
  /** Navigation to a page with other categories (the lobby and the live lobby differ). */
  | { readonly type: 'recommendations.layout-changed'; readonly categories: readonly RecommendationCategoryInput[] }
  | { readonly type: 'recommendations.seed'; readonly categoryId: string; readonly seed: string | null }
  | { readonly type: 'recommendations.refresh'; readonly categoryId: string }
  /** A player logged in: load the personalised picks if the layout has their category. */
  | { readonly type: 'recommendations.personalise'; readonly userId: string }
  /** Logout: the picks are the player's. */
  | { readonly type: 'recommendations.clear-personal' };

export type RecommendationsEmitted = { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

/** The cache is the player's own. */
export interface PersonalisedCacheRequest {
  readonly userId: string;
}

/** What is kept of a fetch: the picks with the time they were stored, under the player's id. */
export interface PersonalisedGamesRecord {
  readonly userId: string;
  readonly stored: StoredPersonalisedGames;
}

export interface PersonalisedGamesRequestInput {
  readonly userId: string;
}

export interface RecommendationCategoryView {
  readonly id: string;
  readonly seed: Game | null;
  readonly games: readonly Game[];
  readonly refreshDisabled: boolean;
  readonly refreshing: boolean;
}

export interface RecommendationsViewModel {
  readonly categories: readonly RecommendationCategoryView[];
  readonly personalisedCategoryId: string | null;
  /** Capped like every dynamic category; empty until known. */
  readonly personalised: readonly Game[];
  readonly personalisedLoading: boolean;
}
