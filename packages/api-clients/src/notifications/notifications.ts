// Player notifications as an Effect service: `connect(token)` builds a NotificationsClient for the
// configured STOMP endpoint. The client reports its own retries and give-up as events, so starting
// and stopping cannot fail here; the portal turns a connection into the notifications machine's
// callback actor. The client and its STOMP library load with the first connection (a player's),
// so that a visitor's page never fetches them.
import { Context, Effect, Layer } from 'effect';
import { PLAYER_DATA_ERRORS } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import { NotificationsStartError } from '../errors.ts';
import { currentCallName } from '../http/decode.ts';
import type { NotificationsListener, NotificationsOptions } from './notifications-client.ts';

export interface NotificationsConnection {
  readonly start: Effect.Effect<void, NotificationsStartError>;
  readonly stop: Effect.Effect<void>;
  readonly connected: () => boolean;
  readonly subscribe: (listener: NotificationsListener) => () => void;
}

export interface NotificationsShape {
  readonly connect: (
    notificationToken: string,
    options?: Omit<Partial<NotificationsOptions>, 'brokerUrl' | 'notificationToken'>,
  ) => Effect.Effect<NotificationsConnection>;
}

const make = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const connect = Effect.fn('Notifications.connect')(function* (
    notificationToken: string,
    options: Omit<Partial<NotificationsOptions>, 'brokerUrl' | 'notificationToken'> = {},
  ) {
    const { NotificationsClient } = yield* Effect.promise(() => import('./notifications-client.ts'));
    const client = new NotificationsClient({ ...options, brokerUrl: config.urls.notifications, notificationToken });
    return {
      start: Effect.flatMap(currentCallName, (call) =>
        Effect.try({
          try: () => client.start(),
          catch: (error) =>
            new NotificationsStartError({
              call,
              errorKey: PLAYER_DATA_ERRORS.notificationToken,
              message: error instanceof Error ? error.message : String(error),
            }),
        }),
      ).pipe(Effect.withSpan('Notifications.start')),
      stop: Effect.promise(() => client.stop()).pipe(Effect.withSpan('Notifications.stop')),
      connected: () => client.connected,
      subscribe: (listener) => client.subscribe(listener),
    } satisfies NotificationsConnection;
  });
  return { connect } satisfies NotificationsShape;
});

export class Notifications extends Context.Service<Notifications, NotificationsShape>()('@casino/api-clients/Notifications') {
  static readonly make: Effect.Effect<NotificationsShape, never, ApiConfig> = make;
  static readonly layer: Layer.Layer<Notifications, never, ApiConfig> = Layer.effect(Notifications, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<NotificationsShape>): Layer.Layer<Notifications> => Layer.mock(Notifications, methods);
}
