// Where the marketing service's picks are kept between visits (part 2 §3: "stored locally with
// storedAt"). The portal keeps them in localStorage; tests and servers keep them in memory.
import { Context, Effect, Layer, Option, Result, Schema } from 'effect';
import type { StoredPersonalisedGames } from '@casino/core';
import { StoredPersonalisedGamesSchema } from '../schemas/session.ts';

export interface PersonalisedGamesStoreShape {
  readonly read: (userId: string) => Effect.Effect<Option.Option<StoredPersonalisedGames>>;
  readonly write: (userId: string, stored: StoredPersonalisedGames) => Effect.Effect<void>;
}

/** The part of the Web Storage API the store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const PERSONALISED_GAMES_KEY_PREFIX = 'personalised-games:';

const decodeStored = Schema.decodeUnknownResult(Schema.fromJsonString(StoredPersonalisedGamesSchema));

export class PersonalisedGamesStore extends Context.Service<PersonalisedGamesStore, PersonalisedGamesStoreShape>()(
  '@casino/api-clients/PersonalisedGamesStore',
) {
  static readonly layerMemory: Layer.Layer<PersonalisedGamesStore> = Layer.sync(PersonalisedGamesStore, () => {
    const entries = new Map<string, StoredPersonalisedGames>();
    return {
      read: (userId) => Effect.sync(() => Option.fromUndefinedOr(entries.get(userId))),
      write: (userId, stored) => Effect.sync(() => void entries.set(userId, stored)),
    };
  });

  /**
   * Backed by Web Storage. A missing, unreadable or corrupt entry reads as none; a storage that
   * refuses writes (private mode, quota) only loses the cache.
   */
  static readonly layerStorage = (storage: KeyValueStorage): Layer.Layer<PersonalisedGamesStore> =>
    Layer.succeed(PersonalisedGamesStore, {
      read: (userId) =>
        Effect.try(() => storage.getItem(PERSONALISED_GAMES_KEY_PREFIX + userId)).pipe(
          Effect.map((text) => (text === null ? Option.none() : Result.getSuccess(decodeStored(text)))),
          Effect.orElseSucceed(() => Option.none()),
        ),
      write: (userId, stored) => Effect.try(() => storage.setItem(PERSONALISED_GAMES_KEY_PREFIX + userId, JSON.stringify(stored))).pipe(Effect.ignore),
    });
}
