// The live feed as an Effect service: `connect` builds a LiveFeedClient for the configured hub, whose
// start and stop are effects failing with the spec's hub error keys. The portal turns a connection
// into the hubConnection machine's callback actor.
import { Context, Effect, Layer } from 'effect';
import type { HubConnectionState } from '@microsoft/signalr';
import { ErrorKey } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import { LiveFeedStartError, LiveFeedStopError } from '../errors.ts';
import { currentCallName } from '../http/decode.ts';
import { LiveFeedClient, type LiveFeedListener, type LiveFeedOptions } from './live-feed-client.ts';

export interface LiveFeedConnection {
  readonly start: Effect.Effect<void, LiveFeedStartError>;
  readonly stop: Effect.Effect<void, LiveFeedStopError>;
  readonly state: () => HubConnectionState;
  readonly subscribe: (listener: LiveFeedListener) => () => void;
}

export interface LiveFeedShape {
  /** A new, not yet started connection to the configured hub. */
  readonly connect: (options?: Omit<Partial<LiveFeedOptions>, 'url'>) => Effect.Effect<LiveFeedConnection>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The client's promise as an effect that fails with `failure`, named after the span it runs in. */
const attempt = <E>(run: () => Promise<void>, failure: (fields: { call: string; message: string }) => E): Effect.Effect<void, E> =>
  Effect.flatMap(currentCallName, (call) => Effect.tryPromise({ try: run, catch: (error) => failure({ call, message: describe(error) }) }));

/** Wraps one client; exported for callers that build the client themselves (tests, benchmarks). */
export const connectionOf = (client: LiveFeedClient): LiveFeedConnection => ({
  start: attempt(
    () => client.start(),
    (fields) => new LiveFeedStartError({ ...fields, errorKey: ErrorKey.failedToConnectToLiveFeed }),
  ).pipe(Effect.withSpan('LiveFeed.start')),
  stop: attempt(
    () => client.stop(),
    (fields) => new LiveFeedStopError({ ...fields, errorKey: ErrorKey.failedToDisconnectFromLiveFeed }),
  ).pipe(Effect.withSpan('LiveFeed.stop')),
  state: () => client.state,
  subscribe: (listener) => client.subscribe(listener),
});

const make = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const connect = Effect.fn('LiveFeed.connect')(function* (options: Omit<Partial<LiveFeedOptions>, 'url'> = {}) {
    return connectionOf(new LiveFeedClient({ ...options, url: config.urls.liveHub }));
  });
  return { connect } satisfies LiveFeedShape;
});

export class LiveFeed extends Context.Service<LiveFeed, LiveFeedShape>()('@casino/api-clients/LiveFeed') {
  static readonly make: Effect.Effect<LiveFeedShape, never, ApiConfig> = make;
  static readonly layer: Layer.Layer<LiveFeed, never, ApiConfig> = Layer.effect(LiveFeed, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<LiveFeedShape>): Layer.Layer<LiveFeed> => Layer.mock(LiveFeed, methods);
}
