// One tagged error per failure mode. Each names the call that failed (`call`, the span name such as
// 'Gateway.balances') and carries the spec's translation key (`errorKey`) so the UI can show it;
// `message` is the spec's text of the HTTP layer where the spec gives one.
import { Predicate, Schema } from 'effect';
import type { ErrorKey, PlayerDataLoaderError } from '@casino/core';

/** What an error key may be: a catalogue key, a player-data loader's short error, or errors.auth.{reason}. */
export type CallErrorKey = ErrorKey | PlayerDataLoaderError | `errors.auth.${string}`;

// Any string on the wire (errors may cross a worker boundary); typed as the keys the package sets.
const CallErrorKeySchema = Schema.String as unknown as Schema.Codec<CallErrorKey>;

const common = {
  call: Schema.String,
  errorKey: CallErrorKeySchema,
  message: Schema.String,
};

/** The attempt took longer than the configured timeout ('Request timed out'). */
export class RequestTimeout extends Schema.TaggedError<RequestTimeout>()('RequestTimeout', {
  ...common,
  timeoutMs: Schema.Number,
}) {}

/** The server answered a non-OK status ('HTTP {status}: {body or status text}'). */
export class HttpStatusError extends Schema.TaggedError<HttpStatusError>()('HttpStatusError', {
  ...common,
  status: Schema.Number,
  body: Schema.String,
}) {}

/** The body could not be read, or is not JSON where JSON was expected ('Failed to read response body'). */
export class ResponseBodyError extends Schema.TaggedError<ResponseBodyError>()('ResponseBodyError', {
  ...common,
  status: Schema.Number,
}) {}

/** The body is JSON but not of the expected shape; `field` is the path of the first offending value. */
export class DecodeError extends Schema.TaggedError<DecodeError>()('DecodeError', {
  ...common,
  field: Schema.String,
  issue: Schema.String,
}) {}

/** The request never got an answer (connection refused, DNS, CORS …). */
export class NetworkError extends Schema.TaggedError<NetworkError>()('NetworkError', {
  ...common,
}) {}

/** The gaming platform's browser script is not installed ('No script found'). */
export class NoScriptError extends Schema.TaggedError<NoScriptError>()('NoScriptError', {
  ...common,
}) {}

/** The platform script answered nothing ('No response'). */
export class NoResponseError extends Schema.TaggedError<NoResponseError>()('NoResponseError', {
  ...common,
}) {}

/** The platform script's promise rejected or the method threw. */
export class PlatformCallError extends Schema.TaggedError<PlatformCallError>()('PlatformCallError', {
  ...common,
}) {}

/** The live-feed hub could not be reached with any transport (errors.failed-to-connect-to-live-feed). */
export class LiveFeedStartError extends Schema.TaggedError<LiveFeedStartError>()('LiveFeedStartError', {
  ...common,
}) {}

/** Stopping the live feed failed (errors.failed-to-disconnect-from-live-feed). */
export class LiveFeedStopError extends Schema.TaggedError<LiveFeedStopError>()('LiveFeedStopError', {
  ...common,
}) {}

/** The notification socket could not be started (a broker address the client refuses). */
export class NotificationsStartError extends Schema.TaggedError<NotificationsStartError>()('NotificationsStartError', {
  ...common,
}) {}

/** Every failure of an HTTP call. */
export type HttpCallError = RequestTimeout | HttpStatusError | ResponseBodyError | DecodeError | NetworkError;

/** Every failure of a platform-script call. */
export type PlatformScriptError = NoScriptError | NoResponseError | PlatformCallError | DecodeError | RequestTimeout;

/** Every failure of the real-time connections. */
export type RealtimeError = LiveFeedStartError | LiveFeedStopError | NotificationsStartError;

export type ApiError = HttpCallError | PlatformScriptError | RealtimeError;

const API_ERROR_TAGS: ReadonlySet<string> = new Set([
  'RequestTimeout',
  'HttpStatusError',
  'ResponseBodyError',
  'DecodeError',
  'NetworkError',
  'NoScriptError',
  'NoResponseError',
  'PlatformCallError',
  'LiveFeedStartError',
  'LiveFeedStopError',
  'NotificationsStartError',
]);

/** True for any error of this package (all carry `call`, `errorKey` and `message`). */
export const isApiError = (value: unknown): value is ApiError =>
  Predicate.hasProperty(value, '_tag') && Predicate.isString(value._tag) && API_ERROR_TAGS.has(value._tag);
