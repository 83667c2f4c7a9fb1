// Which layout categories are recommendation lists, and their games from core's scoring. The source
// → list mapping, the seeds in use and the personalised source are core's; this file keeps the
// machine's context in step with them.
import {
  buildRecommendations,
  PERSONAL_CATEGORY_SLUGS,
  recommendationListOf,
  recommendationSeeds,
  type Game,
  type GameListSource,
  type RecommendationList,
} from '@casino/core';
import type { RecommendationCategory, RecommendationCategoryInput } from './recommendations.types.ts';

/** The category type of the marketing service's personalised picks. */
export const PERSONALISED_SOURCE: GameListSource = PERSONAL_CATEGORY_SLUGS.personalised.source;

/** The layout's personalised-picks category, if it has one. */
export const personalisedCategoryOf = (categories: readonly Pick<RecommendationCategoryInput, 'id' | 'type'>[]): string | null =>
  categories.find((category) => category.type === PERSONALISED_SOURCE)?.id ?? null;

export const listGames = (list: RecommendationList, seed: string | null, catalogue: readonly Game[]): readonly Game[] => {
  const seedGame = seed === null ? undefined : catalogue.find((game) => game.gameCode === seed);
  return seedGame ? buildRecommendations(seedGame, catalogue, list) : [];
};

export const recommendationCategories = (inputs: readonly RecommendationCategoryInput[], catalogue: readonly Game[]): RecommendationCategory[] =>
  inputs.flatMap((input) => {
    const list = recommendationListOf(input.type);
    if (!list) return [];
    const seed = input.seed ?? null;
    return [{ id: input.id, list, seed, games: listGames(list, seed, catalogue) }];
  });

export const withSeed = (
  categories: readonly RecommendationCategory[],
  categoryId: string,
  seed: string | null,
  catalogue: readonly Game[],
): RecommendationCategory[] =>
  categories.map((category) => (category.id === categoryId ? { ...category, seed, games: listGames(category.list, seed, catalogue) } : category));

/** The seeds of the categories but `except` (core's recommendationSeeds). */
export const seedsOf = (categories: readonly RecommendationCategory[], except?: string): ReadonlySet<string> => recommendationSeeds(categories, except);
