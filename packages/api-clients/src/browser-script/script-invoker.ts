// Calls into a third party's browser script (the gaming platform's, the chat provider's), once:
// the method must be installed ('No script found'), its promise must settle in time ('Request timed
// out'), must answer something ('No response') and must decode. The call is named after the client
// method's span, like every HTTP call.
import { Effect, Predicate, type Schema } from 'effect';
import { HttpErrorText } from '@casino/core';
import { NoResponseError, NoScriptError, PlatformCallError, RequestTimeout, type CallErrorKey, type PlatformScriptError } from '../errors.ts';
import { currentCallName, decoderFor, type CallIdentity } from '../http/decode.ts';

export interface ScriptMethod {
  readonly where: CallIdentity;
  readonly run: (...args: readonly unknown[]) => unknown;
}

/** `Api` is the script's contract (core's): only its method names can be called. */
export const scriptInvoker = <Api>(lookup: () => unknown, timeoutMs: number) => {
  /** The installed method, bound to the script object. */
  const methodOf = (errorKey: CallErrorKey, method: keyof Api & string): Effect.Effect<ScriptMethod, NoScriptError> =>
    Effect.gen(function* () {
      const where = { call: yield* currentCallName, errorKey };
      const api = lookup();
      const fn = Predicate.isObject(api) ? (api as Record<string, unknown>)[method] : undefined;
      if (!Predicate.isFunction(fn)) return yield* new NoScriptError({ ...where, message: HttpErrorText.noScript });
      return { where, run: (...args: readonly unknown[]): unknown => fn.apply(api, args) };
    });

  /** Calls one method: present, answered, in time, and of the expected shape. */
  const invoke = <T>(
    errorKey: CallErrorKey,
    schema: Schema.Codec<T, unknown>,
    method: keyof Api & string,
    ...args: readonly unknown[]
  ): Effect.Effect<T, PlatformScriptError> =>
    Effect.gen(function* () {
      const { where, run } = yield* methodOf(errorKey, method);
      const answer = yield* Effect.tryPromise({
        try: () => Promise.resolve(run(...args)),
        catch: (cause) => new PlatformCallError({ ...where, message: `${where.call}: ${cause instanceof Error ? cause.message : String(cause)}` }),
      });
      if (answer === null || answer === undefined) return yield* new NoResponseError({ ...where, message: HttpErrorText.noResponse });
      return yield* decoderFor(schema, where)(answer);
    }).pipe(
      Effect.timeoutOrElse({
        duration: timeoutMs,
        orElse: () => Effect.flatMap(currentCallName, (call) => Effect.fail(new RequestTimeout({ call, errorKey, timeoutMs, message: HttpErrorText.timeout }))),
      }),
    );

  return { methodOf, invoke };
};
