// The shared base client. Every rule of a backend call lives here, once: base URL, query parameters
// (lists as repeats), Accept-Language, JSON content type on POST, credentials, the timeout per
// attempt, the retry policy, the spec's error texts, and Schema decoding of the body.
import { Effect, Option, Schema } from 'effect';
import { FetchHttpClient, HttpClient, HttpClientRequest, HttpClientResponse } from 'effect/http';
import { HttpErrorText } from '@casino/core';
import { ApiConfig, type ApiUrls } from '../config/api-config.ts';
import { HttpStatusError, NetworkError, RequestTimeout, ResponseBodyError, type CallErrorKey, type HttpCallError } from '../errors.ts';
import { currentCallName, decoderFor, type CallIdentity } from './decode.ts';
import { isRetryable, retriesFor, type HttpMethod } from './retry-policy.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** One request of a client method; the method's span names it (see currentCallName). */
export interface CallSpec {
  readonly errorKey: CallErrorKey;
  readonly method: HttpMethod;
  /** Path relative to the backend's base URL. */
  readonly path: string;
  /** undefined values are left out; arrays become repeated parameters. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON (POST only). */
  readonly body?: unknown;
  /** Overrides the backend's credentials rule for one call (a personalised call on a public API). */
  readonly credentials?: boolean;
}

export interface BackendOptions {
  readonly baseUrl: (urls: ApiUrls) => string;
  /** Send cookies (the gateway's session). */
  readonly credentials: boolean;
  /** Accept-Language: the locale (the gateway). */
  readonly acceptLanguage: boolean;
  /** ?locale=&status= on every call (Content and Local APIs). */
  readonly contentQuery: boolean;
}

export interface HttpBackend {
  /** The call's JSON body decoded by the schema. */
  readonly json: <T>(spec: CallSpec, schema: Schema.Codec<T, unknown>) => Effect.Effect<T, HttpCallError>;
  /** The call's raw text body (for the few endpoints that do not answer JSON objects). */
  readonly text: (spec: CallSpec) => Effect.Effect<string, HttpCallError>;
  /** For calls whose answer the spec does not use: success is an OK status. */
  readonly send: (spec: CallSpec) => Effect.Effect<void, HttpCallError>;
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

const statusTextOf = (response: HttpClientResponse.HttpClientResponse): string =>
  Option.match(HttpClientResponse.toWeb(response), { onNone: () => '', onSome: (web) => web.statusText });

const isOk = (status: number) => status >= 200 && status < 300;

export const makeHttpBackend = Effect.fnUntraced(function* (options: BackendOptions) {
  const config = yield* ApiConfig;
  const client = yield* HttpClient.HttpClient;

  const buildRequest = (spec: CallSpec): HttpClientRequest.HttpClientRequest => {
    const query: Record<string, QueryValue> = options.contentQuery
      ? { locale: config.locale(), status: ApiConfig.contentStatus(config), ...spec.query }
      : { ...spec.query };
    const urlParams = Object.entries(query).flatMap(([name, value]): Array<[string, string]> =>
      value === undefined || value === null ? [] : Array.isArray(value) ? value.map((item): [string, string] => [name, String(item)]) : [[name, String(value)]],
    );
    let request = HttpClientRequest.make(spec.method)(options.baseUrl(config.urls) + spec.path, {
      urlParams,
      acceptJson: true,
    });
    if (options.acceptLanguage) request = HttpClientRequest.setHeader(request, 'Accept-Language', config.locale());
    if (spec.method === 'POST') {
      request =
        spec.body === undefined
          ? HttpClientRequest.setHeader(request, 'Content-Type', 'application/json')
          : HttpClientRequest.bodyJsonUnsafe(request, spec.body);
    }
    return request;
  };

  /** One attempt: send, read the whole body, judge the status; all inside the timeout. */
  const attempt = (spec: CallSpec, where: CallIdentity): Effect.Effect<Answer, HttpCallError> =>
    Effect.gen(function* () {
      const response = yield* client
        .execute(buildRequest(spec))
        .pipe(Effect.mapError((error) => new NetworkError({ ...where, message: `${where.call}: ${error.message}` })));
      const text = yield* response.text.pipe(
        Effect.mapError(() => new ResponseBodyError({ ...where, status: response.status, message: HttpErrorText.unreadableBody })),
      );
      if (!isOk(response.status)) {
        const shown = text.trim() === '' ? statusTextOf(response) : text;
        return yield* new HttpStatusError({
          ...where,
          status: response.status,
          body: text,
          message: HttpErrorText.notOk(response.status, shown),
        });
      }
      return { status: response.status, text };
    }).pipe(
      Effect.timeoutOrElse({
        duration: config.timeoutMs,
        orElse: () => Effect.fail(new RequestTimeout({ ...where, timeoutMs: config.timeoutMs, message: HttpErrorText.timeout })),
      }),
    );

  /** The call with its retries, named after the client method under way. */
  const exchange = (spec: CallSpec): Effect.Effect<{ readonly answer: Answer; readonly where: CallIdentity }, HttpCallError> =>
    Effect.gen(function* () {
      const where: CallIdentity = { call: yield* currentCallName, errorKey: spec.errorKey };
      const answer = yield* attempt(spec, where).pipe(
        Effect.retry({ times: retriesFor(spec.method), while: isRetryable }),
        Effect.provideService(FetchHttpClient.Fetch, config.fetch),
        Effect.provideService(FetchHttpClient.RequestInit, {
          credentials: (spec.credentials ?? options.credentials) ? 'include' : 'same-origin',
        }),
        // No span for the call: nothing here exports traces, and each call's span (its URL and
        // header attributes, redacted) was work for nothing, some 15 calls at once as a player's
        // session starts. Without a span no b3/traceparent header goes either: those would make
        // every cross-origin call preflight and fail on hosts that do not allow them.
        Effect.provideService(HttpClient.TracerDisabledWhen, () => true),
      );
      return { answer, where };
    });

  const parseJson = (answer: Answer, where: CallIdentity): Effect.Effect<unknown, ResponseBodyError> =>
    Effect.try({
      try: (): unknown => JSON.parse(answer.text),
      catch: () => new ResponseBodyError({ ...where, status: answer.status, message: HttpErrorText.unreadableBody }),
    });

  const json = <T>(spec: CallSpec, schema: Schema.Codec<T, unknown>): Effect.Effect<T, HttpCallError> =>
    exchange(spec).pipe(Effect.flatMap(({ answer, where }) => parseJson(answer, where).pipe(Effect.flatMap(decoderFor(schema, where)))));

  const text = (spec: CallSpec): Effect.Effect<string, HttpCallError> => Effect.map(exchange(spec), ({ answer }) => answer.text);

  const send = (spec: CallSpec): Effect.Effect<void, HttpCallError> => Effect.asVoid(exchange(spec));

  return { json, text, send } satisfies HttpBackend;
});
