// Recommendation categories (refresh with a random seed no other category uses) and the marketing
// service's personalised picks (cache first, the service when it is stale).
import type { DemoWorld } from '@casino/demo-data';
import * as recommendations from '@casino/machines/recommendations';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

const categoryOf = (world: DemoWorld, type: string): string => world.categories.find((category) => category.type === type)?.id ?? type;

const PICKS_VALID_MS = 60 * 60 * 1000;

export const recommendationsPlayground = forMachine(recommendations.recommendationsMachine).describe({
  id: 'recommendations',
  title: 'Recommendations',
  summary:
    'Refresh a category: a random number picks a new seed. Personalise: an empty cache asks the service and stores its picks; a fresh cache answers alone.',
  input: ({ world }) => {
    const demo = player(world);
    return {
      games: world.games,
      categories: [
        { id: categoryOf(world, 'BecauseYouLikeInternal'), type: 'BecauseYouLikeInternal', seed: demo.favourites[0] ?? null },
        { id: categoryOf(world, 'BecauseYouPlayedInternal'), type: 'BecauseYouPlayedInternal', seed: demo.playerGames[0]?.gameType ?? null },
        { id: categoryOf(world, 'BloomreachPersonalized'), type: 'BloomreachPersonalized' },
      ],
    };
  },
  actors: {
    drawRandom: { kind: 'promise', answers: { '0.42': () => 0.42, '0.9': () => 0.9 } },
    readPersonalisedCache: {
      kind: 'promise',
      answers: {
        'an empty cache': ({ now }) => ({ stored: null, now }),
        'a fresh cache': ({ world, now }) => ({
          stored: { recommendations: player(world).personalisedGames, duration: PICKS_VALID_MS, storedAt: now - 60_000 },
          now,
        }),
      },
    },
    fetchPersonalisedGames: {
      kind: 'promise',
      answers: { "the demo player's picks": ({ world }) => ({ recommendations: player(world).personalisedGames, duration: PICKS_VALID_MS }) },
    },
  },
  actions: ['storePersonalisedGames'],
  events: [
    { label: 'because you like', event: ({ world }) => ({ type: 'recommendations.refresh', categoryId: categoryOf(world, 'BecauseYouLikeInternal') }) },
    { label: 'because you played', event: ({ world }) => ({ type: 'recommendations.refresh', categoryId: categoryOf(world, 'BecauseYouPlayedInternal') }) },
    { event: ({ world }) => ({ type: 'recommendations.personalise', userId: player(world).info.userId }) },
    { event: { type: 'recommendations.clear-personal' } },
    { label: 'no seed', event: ({ world }) => ({ type: 'recommendations.seed', categoryId: categoryOf(world, 'BecauseYouLikeInternal'), seed: null }) },
    { label: 'first 100 games', event: ({ world }) => ({ type: 'recommendations.set-games', games: world.games.slice(0, 100) }) },
  ],
  view: recommendations.connect,
});
