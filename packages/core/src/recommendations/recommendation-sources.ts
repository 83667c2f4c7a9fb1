// Which layout categories are recommendation lists (part 2 §3 game-list sources, D3 lists), and the
// seeds the categories use: a refresh avoids the seeds of the other recommendation categories.
import type { GameListSource } from '../types/enums.ts';
import type { RecommendationList } from './score-recommendation.ts';

/** The scoring list of each recommendation source; other sources are not scored lists. */
export const RECOMMENDATION_LIST_OF_SOURCE: Readonly<Partial<Record<GameListSource, RecommendationList>>> = {
  BecauseYouLikeInternal: 'because-you-like',
  BecauseYouPlayedInternal: 'because-you-played',
  BecauseYouLikeLiveInternal: 'live',
};

/** The scoring list of a category type, or null when the category is not a recommendation list. */
export const recommendationListOf = (source: GameListSource): RecommendationList | null => RECOMMENDATION_LIST_OF_SOURCE[source] ?? null;

/** A recommendation category as far as its seed goes. */
export interface SeededCategory {
  readonly id: string;
  /** The game code the list starts from; null until known. */
  readonly seed: string | null;
}

/**
 * The seeds in use by the categories, leaving out the category `except` (the one being refreshed):
 * what pickRefreshSeed and isRefreshDisabled avoid.
 */
export const recommendationSeeds = (categories: readonly SeededCategory[], except?: string): ReadonlySet<string> =>
  new Set(categories.flatMap((category) => (category.id !== except && category.seed !== null ? [category.seed] : [])));
