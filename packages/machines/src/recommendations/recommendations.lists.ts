// Which layout categories are recommendation lists, and their games from core's scoring.
import { buildRecommendations, type Game, type GameListSource, type RecommendationList } from '@casino/core';
import type { RecommendationCategory, RecommendationCategoryInput } from './recommendations.types.ts';

const LIST_OF_SOURCE: Partial<Record<GameListSource, RecommendationList>> = {
  BecauseYouLikeInternal: 'because-you-like',
  BecauseYouPlayedInternal: 'because-you-played',
  BecauseYouLikeLiveInternal: 'live',
};

export const PERSONALISED_SOURCE: GameListSource = 'BloomreachPersonalized';

export const listGames = (list: RecommendationList, seed: string | null, catalogue: readonly Game[]): readonly Game[] => {
  const seedGame = seed === null ? undefined : catalogue.find((game) => game.gameCode === seed);
  return seedGame ? buildRecommendations(seedGame, catalogue, list) : [];
};

export const recommendationCategories = (
  inputs: readonly RecommendationCategoryInput[],
  catalogue: readonly Game[],
): RecommendationCategory[] =>
  inputs.flatMap((input) => {
    const list = LIST_OF_SOURCE[input.type];
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
  categories.map((category) =>
    category.id === categoryId ? { ...category, seed, games: listGames(category.list, seed, catalogue) } : category,
  );

export const seedsOf = (categories: readonly RecommendationCategory[], except?: string): ReadonlySet<string> =>
  new Set(categories.filter((category) => category.id !== except && category.seed !== null).map((category) => category.seed as string));
