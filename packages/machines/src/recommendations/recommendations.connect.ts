import { capCategoryGames, isRefreshDisabled, type Game } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import { PERSONALISED_SOURCE, seedsOf } from './recommendations.lists.ts';
import type { recommendationsMachine } from './recommendations.machine.ts';
import type { RecommendationsViewModel } from './recommendations.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof recommendationsMachine>): RecommendationsViewModel => {
  const { context } = snapshot;
  const seeds = seedsOf(context.categories);
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
    personalised: capCategoryGames({ style: 'Default', type: PERSONALISED_SOURCE }, personalised as Game[]),
    personalisedLoading: !snapshot.matches({ personalised: 'idle' }),
  };
};
