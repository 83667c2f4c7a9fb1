// The personalised-games cache of part 2 §5 with a stand-in Local API and a test clock.
import { Effect, Layer, Option } from 'effect';
import { TestClock } from 'effect/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PersonalisedGames, PersonalisedGamesRequest } from '@casino/core';
import { HttpStatusError } from '../errors.ts';
import { LocalApi } from '../local-api/local-api.ts';
import { Personalisation } from './personalisation.ts';
import { PersonalisedGamesStore } from './personalised-games-store.ts';

const MINUTE = 60_000;

/** A Local API whose personalisedGames answers from `answers` in turn and records the requests. */
const fakeLocalApi = (answers: Array<PersonalisedGames | 'fail'>) => {
  const requests: PersonalisedGamesRequest[] = [];
  const layer = LocalApi.layerTest({
    personalisedGames: (request) =>
      Effect.suspend(() => {
        requests.push(request);
        const answer = answers.shift();
        return answer === undefined || answer === 'fail'
          ? Effect.fail(
              new HttpStatusError({
                call: 'LocalApi.personalisedGames',
                errorKey: 'errors.failed-to-fetch-personalized-games',
                status: 503,
                body: '',
                message: 'HTTP 503: Service Unavailable',
              }),
            )
          : Effect.succeed(answer);
      }),
  });
  return { layer, requests };
};

const setUp = (answers: Array<PersonalisedGames | 'fail'>) => {
  const api = fakeLocalApi(answers);
  const layer = Personalisation.layer.pipe(
    Layer.provideMerge(Layer.mergeAll(api.layer, PersonalisedGamesStore.layerMemory, TestClock.layer())),
  );
  return { ...api, layer };
};

const picks = (codes: string[], duration = 15 * MINUTE): PersonalisedGames => ({ recommendations: codes, duration });

describe('Personalisation.personalisedGames (part 2 §5)', () => {
  it('fetches, stores with storedAt, and reuses the stored picks until storedAt + duration', async () => {
    const { layer, requests } = setUp([picks(['a', 'b']), picks(['c'])]);
    const program = Effect.gen(function* () {
      const personalisation = yield* Personalisation;
      const store = yield* PersonalisedGamesStore;
      yield* TestClock.setTime(1_000_000);
      const first = yield* personalisation.personalisedGames('u1', { page: 'home' });
      const stored = yield* store.read('u1');
      yield* TestClock.adjust(15 * MINUTE - 1);
      const cached = yield* personalisation.personalisedGames('u1');
      yield* TestClock.adjust(1);
      const refetched = yield* personalisation.personalisedGames('u1');
      return { first, stored, cached, refetched };
    });
    const result = await Effect.runPromise(program.pipe(Effect.provide(layer)));
    expect(result.first).toEqual(picks(['a', 'b']));
    expect(Option.getOrNull(result.stored)).toEqual({ ...picks(['a', 'b']), storedAt: 1_000_000 });
    expect(result.cached).toEqual(picks(['a', 'b']));
    expect(result.refetched).toEqual(picks(['c']));
    expect(requests).toEqual([
      { customer_ids: { userId: 'u1' }, params: { page: 'home' } },
      { customer_ids: { userId: 'u1' }, params: {} },
    ]);
  });

  it('uses stale stored picks when the fetch fails', async () => {
    const { layer } = setUp(['fail']);
    const program = Effect.gen(function* () {
      const store = yield* PersonalisedGamesStore;
      yield* store.write('u1', { ...picks(['old']), storedAt: 0 });
      yield* TestClock.setTime(24 * 60 * MINUTE);
      return yield* (yield* Personalisation).personalisedGames('u1');
    });
    expect(await Effect.runPromise(program.pipe(Effect.provide(layer)))).toEqual(picks(['old']));
  });

  it('fails with the typed error when the fetch fails and nothing is stored', async () => {
    const { layer } = setUp(['fail']);
    const error = await Effect.runPromise(
      Effect.flip(Personalisation.use((p) => p.personalisedGames('nobody'))).pipe(Effect.provide(layer)),
    );
    expect(error).toMatchObject({ _tag: 'HttpStatusError', errorKey: 'errors.failed-to-fetch-personalized-games' });
  });

  it('keeps one cache per player', async () => {
    const { layer, requests } = setUp([picks(['a']), picks(['b'])]);
    const result = await Effect.runPromise(
      Personalisation.use((p) => Effect.all([p.personalisedGames('u1'), p.personalisedGames('u2'), p.personalisedGames('u1')])).pipe(
        Effect.provide(layer),
      ),
    );
    expect(result.map((r) => r.recommendations)).toEqual([['a'], ['b'], ['a']]);
    expect(requests).toHaveLength(2);
  });
});
