import { capDynamicGames, isRefreshDisabled, recommendationSeeds } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { recommendationsMachine } from './recommendations.machine.ts';
import type { RecommendationsViewModel } from './recommendations.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof recommendationsMachine>): RecommendationsViewModel => {
  const { context } = snapshot;
  const seeds = recommendationSeeds(context.categories);
  const byCode = new Map(context.catalogue.map((game) => [game.gameCode, game]));
  const personalised = (context.personalised ?? []).flatMap((code) => byCode.get(code) ?? []);
  return {
    categories: context.categories.map((category) => ({
      id: category.id,
      seed: (category.seed !== null && byCode.get(category.seed)) || null,
      games: category.games,
      refreshDisabled: isRefreshDisabled(category.games, seeds),
      refreshing: context.refreshingId === category.id,
    })),
    personalisedCategoryId: context.personalisedCategoryId,
    personalised: capDynamicGames(personalised),
    personalisedLoading: !snapshot.matches({ personalised: 'idle' }),
  };
};
