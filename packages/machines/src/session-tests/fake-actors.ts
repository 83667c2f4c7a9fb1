// Fake actors for machine tests: promise actors that stay pending until the test settles them (the
// model's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events), and callback actors whose
// `sendBack` the test can use. Every call is recorded with its input, so tests can assert what the
// machine asked for.
import { fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';

export interface PromiseCall {
  readonly name: string;
  readonly input: unknown;
  settled: boolean;
  aborted: boolean;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
}

export interface CallbackCall {
  readonly name: string;
  readonly input: unknown;
  stopped: boolean;
  readonly sendBack: (event: AnyEventObject) => void;
  readonly received: EventObject[];
}

export class FakeActors {
  readonly promiseCalls: PromiseCall[] = [];
  readonly callbackCalls: CallbackCall[] = [];

  /** A promise actor that waits for `resolve(name, …)` or `reject(name, …)`. */
  promise<TOutput = unknown, TInput = any>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: PromiseCall = {
            name,
            input,
            settled: false,
            aborted: false,
            resolve: (output) => resolve(output as TOutput),
            reject,
          };
          signal.addEventListener('abort', () => (call.aborted = true));
          this.promiseCalls.push(call);
        }),
    );
  }

  /** A promise actor answered at once by `answer` (for steps a test does not model). */
  answering<TOutput, TInput = any>(name: string, answer: (input: TInput) => TOutput | Promise<TOutput>) {
    return fromPromise<TOutput, TInput>(async ({ input }) => {
      this.promiseCalls.push({ name, input, settled: true, aborted: false, resolve: () => {}, reject: () => {} });
      return answer(input);
    });
  }

  /** A callback actor that records its sendBack and what it receives. */
  callback<TInput = any>(name: string) {
    return fromCallback<EventObject, TInput>(({ input, sendBack, receive }) => {
      const call: CallbackCall = { name, input, stopped: false, sendBack, received: [] };
      receive((event) => call.received.push(event));
      this.callbackCalls.push(call);
      return () => {
        call.stopped = true;
      };
    });
  }

  /** The pending call of `name` (the latest one still waiting). */
  pendingCall(name: string): PromiseCall {
    const call = this.promiseCalls.findLast((c) => c.name === name && !c.settled && !c.aborted);
    if (!call) throw new Error(`no pending call of ${name} (calls: ${this.promiseCalls.map((c) => `${c.name}${c.settled ? '✓' : c.aborted ? '✗' : '…'}`).join(', ') || 'none'})`);
    return call;
  }

  resolve(name: string, output: unknown): void {
    const call = this.pendingCall(name);
    call.settled = true;
    call.resolve(output);
  }

  reject(name: string, error: unknown): void {
    const call = this.pendingCall(name);
    call.settled = true;
    call.reject(error);
  }

  /** The running callback actor of `name`. */
  running(name: string): CallbackCall {
    const call = this.callbackCalls.findLast((c) => c.name === name && !c.stopped);
    if (!call) throw new Error(`no running ${name}`);
    return call;
  }

  callsOf(name: string): readonly (PromiseCall | CallbackCall)[] {
    return [...this.promiseCalls, ...this.callbackCalls].filter((c) => c.name === name);
  }
}

/** Lets settled promises deliver their done/error events. */
export const flush = async (): Promise<void> => {
  await new Promise<void>((resolve) => setImmediate(resolve));
};
