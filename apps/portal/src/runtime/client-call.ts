// A promise actor whose work is one client effect: it runs on the portal's Effect runtime with the
// actor's input, rejects with the client's tagged error, and is interrupted when the machine leaves
// the invoking state (XState aborts the actor's signal).
import { fromPromise } from 'xstate';
import type { Effect } from 'effect';
import type { ApiServices } from './api-runner.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const clientCall = <TOutput, TInput = void>(runtime: PortalRuntime, call: (input: TInput) => Effect.Effect<TOutput, unknown, ApiServices>) =>
  fromPromise<TOutput, TInput>(({ input, signal }) => runtime.api.run(call(input), signal));

/** A promise actor answered by the environment at once (a clock reading, a cookie). */
export const localRead = <TOutput, TInput = void>(read: (input: TInput) => TOutput) => fromPromise<TOutput, TInput>(async ({ input }) => read(input));
