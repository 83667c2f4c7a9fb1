// recommendations: randomness from the environment, the player's cached picks in the personalised
// games store (local storage in a page), the marketing service's picks from the local API.
import { Effect, Option } from 'effect';
import { LocalApi, PersonalisedGamesStore } from '@casino/api-clients';
import type { PersonalisedGames } from '@casino/core';
import { recommendations } from '@casino/machines';
import { clientCall, localRead } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideRecommendations = (runtime: PortalRuntime) =>
  recommendations.recommendationsMachine.provide({
    actors: {
      drawRandom: localRead(() => runtime.env.random()),
      readPersonalisedCache: clientCall<recommendations.PersonalisedCacheRead, recommendations.PersonalisedCacheRequest>(runtime, ({ userId }) =>
        PersonalisedGamesStore.use((store) => store.read(userId)).pipe(
          Effect.map((stored) => ({ stored: Option.getOrNull(stored), now: runtime.env.clock.now() })),
        ),
      ),
      fetchPersonalisedGames: clientCall<PersonalisedGames, recommendations.PersonalisedGamesRequestInput>(runtime, ({ userId }) =>
        LocalApi.use((api) => api.personalisedGames({ customer_ids: { userId }, params: {} })),
      ),
    },
    actions: {
      storePersonalisedGames: (_, record) => void runtime.api.run(PersonalisedGamesStore.use((store) => store.write(record.userId, record.stored))),
    },
  });
