// The public front-end API's live winners (part 2 §7, §5): the body is a JSON string whose content
// is the list; only winners of games the catalogue knows are kept, each merged with its game.
import { Context, Effect, Layer, Schema } from 'effect';
import type { HttpClient } from 'effect/http';
import { ErrorKey, FrontendApiPath, knownGameWinners, type Game, type LiveWinner } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend } from '../http/http-backend.ts';
import { LiveWinnerWireSchema, LiveWinnersBodySchema } from '../schemas/wire.ts';

/** The operator's string-wrapped list, or (tolerated) the plain list. */
const WinnersBody = Schema.Union([LiveWinnersBodySchema, Schema.Array(LiveWinnerWireSchema)]);

export interface LiveWinnersShape {
  readonly liveWinners: (country: string, games: readonly Game[]) => Effect.Effect<readonly LiveWinner[], HttpCallError>;
}

const make = Effect.gen(function* () {
  const http = yield* makeHttpBackend({
    baseUrl: (urls) => urls.frontendApi,
    credentials: false,
    acceptLanguage: false,
    contentQuery: false,
  });

  const liveWinners = Effect.fn('LiveWinners.liveWinners')(function* (country: string, games: readonly Game[]) {
    const winners = yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchLiveWinners,
        method: 'GET',
        path: FrontendApiPath.liveWinners,
        query: { country },
      },
      WinnersBody,
    );
    return knownGameWinners(winners, games);
  });

  return { liveWinners } satisfies LiveWinnersShape;
});

export class LiveWinners extends Context.Service<LiveWinners, LiveWinnersShape>()('@casino/api-clients/LiveWinners') {
  static readonly make: Effect.Effect<LiveWinnersShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<LiveWinners, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(LiveWinners, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<LiveWinnersShape>): Layer.Layer<LiveWinners> => Layer.mock(LiveWinners, methods);
}
