// Bloomreach personalised games with the spec's cache (part 2 §5): stored picks are reused until
// storedAt + duration has passed; when a fetch fails, stored picks (even stale ones) are used if any.
import { Clock, Context, Effect, Layer, Option } from 'effect';
import { isPersonalisedCacheValid, type PersonalisedGames, type StoredPersonalisedGames } from '@casino/core';
import type { HttpCallError } from '../errors.ts';
import { LocalApi } from '../local-api/local-api.ts';
import { PersonalisedGamesStore } from './personalised-games-store.ts';

const withoutStamp = (stored: StoredPersonalisedGames): PersonalisedGames => ({
  recommendations: stored.recommendations,
  duration: stored.duration,
});

export interface PersonalisationShape {
  readonly personalisedGames: (
    userId: string,
    params?: Readonly<Record<string, string | number>>,
  ) => Effect.Effect<PersonalisedGames, HttpCallError>;
}

const make = Effect.gen(function* () {
  const localApi = yield* LocalApi;
  const store = yield* PersonalisedGamesStore;

  const personalisedGames = Effect.fn('Personalisation.personalisedGames')(function* (
    userId: string,
    params: Readonly<Record<string, string | number>> = {},
  ) {
    const stored = yield* store.read(userId);
    const now = yield* Clock.currentTimeMillis;
    if (Option.isSome(stored) && isPersonalisedCacheValid(stored.value, now)) return withoutStamp(stored.value);
    return yield* localApi.personalisedGames({ customer_ids: { userId }, params }).pipe(
      Effect.tap((fetched) => store.write(userId, { ...fetched, storedAt: now })),
      Effect.catch((error) =>
        Option.match(stored, { onNone: () => Effect.fail(error), onSome: (cached) => Effect.succeed(withoutStamp(cached)) }),
      ),
    );
  });

  return { personalisedGames } satisfies PersonalisationShape;
});

export class Personalisation extends Context.Service<Personalisation, PersonalisationShape>()(
  '@casino/api-clients/Personalisation',
) {
  static readonly make: Effect.Effect<PersonalisationShape, never, LocalApi | PersonalisedGamesStore> = make;
  static readonly layer: Layer.Layer<Personalisation, never, LocalApi | PersonalisedGamesStore> = Layer.effect(
    Personalisation,
    make,
  );
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<PersonalisationShape>): Layer.Layer<Personalisation> =>
    Layer.mock(Personalisation, methods);
}
