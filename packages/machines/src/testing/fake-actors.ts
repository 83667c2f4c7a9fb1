// Fake actors for machine tests: promise actors that stay pending until the test settles them (a
// model's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events), and callback actors whose
// `sendBack` the test uses and which record what they receive. Every start is recorded with its
// input, so tests can assert what the machine asked for. A fake is named after the invocation id
// (which equals the actor's src in every machine here), so the harness can settle it by that id.
import { fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';

export interface PromiseCall {
  readonly name: string;
  readonly input: unknown;
  settled: boolean;
  /** The invoking state was left: nobody listens to this call any more. */
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

const isLive = (call: PromiseCall) => !call.settled && !call.aborted;

export class FakeActors {
  readonly promiseCalls: PromiseCall[] = [];
  readonly callbackCalls: CallbackCall[] = [];

  /** A promise actor that waits for `resolve(name, …)` or `reject(name, …)`. */
  promise<TOutput = any, TInput = any>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: PromiseCall = { name, input, settled: false, aborted: false, resolve: (output) => resolve(output as TOutput), reject };
          signal.addEventListener('abort', () => (call.aborted = true));
          this.promiseCalls.push(call);
        }),
    );
  }

  /** A callback actor that records its sendBack and what it receives. */
  callback<TInput = any, TReceived extends EventObject = any>(name: string) {
    return fromCallback<TReceived, TInput>(({ input, sendBack, receive }) => {
      const call: CallbackCall = { name, input, stopped: false, sendBack, received: [] };
      receive((event) => call.received.push(event));
      this.callbackCalls.push(call);
      return () => {
        call.stopped = true;
      };
    });
  }

  /** The call of `name` still waiting for an answer (the latest one). */
  pendingCall(name: string): PromiseCall {
    const call = this.promiseCalls.findLast((c) => c.name === name && isLive(c));
    if (!call) {
      const calls = this.promiseCalls.map((c) => `${c.name}${c.settled ? '✓' : c.aborted ? '✗' : '…'}`).join(', ') || 'none';
      throw new Error(`no pending call of ${name} (calls: ${calls})`);
    }
    return call;
  }

  /** The calls still waiting for an answer. */
  pendingCalls(): readonly PromiseCall[] {
    return this.promiseCalls.filter(isLive);
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

  /** The callback actors still running. */
  runningCalls(): readonly CallbackCall[] {
    return this.callbackCalls.filter((call) => !call.stopped);
  }

  callsOf(name: string): readonly (PromiseCall | CallbackCall)[] {
    return [...this.promiseCalls, ...this.callbackCalls].filter((c) => c.name === name);
  }

  /** The inputs `name` was started with, oldest first. */
  inputsOf(name: string): readonly unknown[] {
    return this.callsOf(name).map((call) => call.input);
  }
}
