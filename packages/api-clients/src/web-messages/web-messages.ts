// The messaging service's web messages per target platform (part 2 §7). Whether to ask at all (the
// feature toggle) and which to show (time window, dismissals) is the caller's and core's business.
import { Context, Effect, Layer, Schema } from 'effect';
import type { HttpClient } from 'effect/http';
import { ErrorKey, MessagingPath, type WebMessage } from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend } from '../http/http-backend.ts';
import { WebMessageSchema } from '../schemas/session.ts';

export type WebMessageTarget = 'desktop' | 'mobile' | 'native';

export interface WebMessagesShape {
  readonly webMessages: (target: WebMessageTarget) => Effect.Effect<readonly WebMessage[], HttpCallError>;
}

const make = Effect.gen(function* () {
  const http = yield* makeHttpBackend({
    baseUrl: (urls) => urls.messaging,
    credentials: false,
    // The messages are in the page's language (issue 21, finding 8).
    acceptLanguage: true,
    contentQuery: false,
  });

  const webMessages = Effect.fn('WebMessages.webMessages')(function* (target: WebMessageTarget) {
    return yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchWebMessages,
        method: 'GET',
        path: MessagingPath.webMessages,
        query: { target },
      },
      Schema.Array(WebMessageSchema),
    );
  });

  return { webMessages } satisfies WebMessagesShape;
});

export class WebMessages extends Context.Service<WebMessages, WebMessagesShape>()('@casino/api-clients/WebMessages') {
  static readonly make: Effect.Effect<WebMessagesShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<WebMessages, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(WebMessages, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<WebMessagesShape>): Layer.Layer<WebMessages> => Layer.mock(WebMessages, methods);
}
