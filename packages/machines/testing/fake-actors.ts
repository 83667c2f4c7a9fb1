// Fake actors for machine tests and for the Storybook playgrounds. A promise actor's call stays
// pending until someone settles it — a test by name (the model's `xstate.done.actor.<id>` /
// `xstate.error.actor.<id>` events), or a hook that decides at once, after a delay or never (the
// playground's outcome picker). A callback actor records its input, what it receives and its
// sendBack, and may run something of its own while it lives. Every start is recorded with an id and
// its input, so tests can assert what the machine asked for and a panel can list the calls. A fake is
// named after the invocation id (which equals the actor's src in every machine here).
import { fromCallback, fromPromise, type AnyEventObject, type EventObject } from 'xstate';

export type CallStatus = 'pending' | 'resolved' | 'rejected' | 'aborted';

export interface PromiseCall {
  readonly id: number;
  readonly kind: 'promise';
  readonly name: string;
  readonly input: unknown;
  /** Pending until settled; aborted when the invoking state was left (nobody listens any more). */
  readonly status: CallStatus;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
}

export interface CallbackCall {
  readonly id: number;
  readonly kind: 'callback';
  readonly name: string;
  readonly input: unknown;
  readonly stopped: boolean;
  readonly sendBack: (event: AnyEventObject) => void;
  readonly received: readonly EventObject[];
}

export type FakeCall = PromiseCall | CallbackCall;

/** What a user of the fakes may add: deciding calls as they come, running callbacks, watching. */
export interface FakeHooks {
  /** A promise actor was called: settle it now, later, or leave it pending. */
  readonly onCall?: (call: PromiseCall) => void;
  /** A callback actor started: what it does while it runs; answers its teardown. */
  readonly onStart?: (call: CallbackCall) => (() => void) | void;
  /** A running callback actor received a command from its machine. */
  readonly onReceive?: (call: CallbackCall, command: EventObject) => void;
  /** A call started, settled or stopped. */
  readonly onChange?: () => void;
}

interface MutablePromiseCall extends PromiseCall {
  status: CallStatus;
}
interface MutableCallbackCall extends CallbackCall {
  stopped: boolean;
  readonly received: EventObject[];
}

export class FakeActors {
  readonly promiseCalls: PromiseCall[] = [];
  readonly callbackCalls: CallbackCall[] = [];
  private nextId = 1;
  private readonly hooks: FakeHooks;

  constructor(hooks: FakeHooks = {}) {
    this.hooks = hooks;
  }

  /** A promise actor whose calls wait to be settled. */
  promise<TOutput = any, TInput = any>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const settle = (status: 'resolved' | 'rejected', done: () => void) => {
            if (call.status !== 'pending') return;
            call.status = status;
            done();
            this.hooks.onChange?.();
          };
          const call: MutablePromiseCall = {
            id: this.nextId++,
            kind: 'promise',
            name,
            input,
            status: 'pending',
            resolve: (output) => settle('resolved', () => resolve(output as TOutput)),
            reject: (error) => settle('rejected', () => reject(error)),
          };
          signal.addEventListener('abort', () => {
            if (call.status !== 'pending') return;
            call.status = 'aborted';
            this.hooks.onChange?.();
          });
          this.promiseCalls.push(call);
          this.hooks.onChange?.();
          this.hooks.onCall?.(call);
        }),
    );
  }

  /** A callback actor that records its sendBack and what it receives. */
  callback<TInput = any, TReceived extends EventObject = any>(name: string) {
    return fromCallback<TReceived, TInput>(({ input, sendBack, receive }) => {
      const call: MutableCallbackCall = { id: this.nextId++, kind: 'callback', name, input, stopped: false, sendBack, received: [] };
      receive((event) => {
        call.received.push(event);
        this.hooks.onReceive?.(call, event);
      });
      this.callbackCalls.push(call);
      const teardown = this.hooks.onStart?.(call);
      this.hooks.onChange?.();
      return () => {
        call.stopped = true;
        teardown?.();
        this.hooks.onChange?.();
      };
    });
  }

  /** Every call, in the order they started. */
  calls(): readonly FakeCall[] {
    return [...this.promiseCalls, ...this.callbackCalls].sort((a, b) => a.id - b.id);
  }

  /** The call of `name` still waiting for an answer (the latest one). */
  pendingCall(name: string): PromiseCall {
    const call = this.promiseCalls.findLast((c) => c.name === name && c.status === 'pending');
    if (!call) {
      const calls = this.promiseCalls.map((c) => `${c.name}${c.status === 'pending' ? '…' : c.status === 'aborted' ? '✗' : '✓'}`).join(', ') || 'none';
      throw new Error(`no pending call of ${name} (calls: ${calls})`);
    }
    return call;
  }

  /** The calls still waiting for an answer. */
  pendingCalls(): readonly PromiseCall[] {
    return this.promiseCalls.filter((call) => call.status === 'pending');
  }

  resolve(name: string, output: unknown): void {
    this.pendingCall(name).resolve(output);
  }

  reject(name: string, error: unknown): void {
    this.pendingCall(name).reject(error);
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

  callsOf(name: string): readonly FakeCall[] {
    return this.calls().filter((c) => c.name === name);
  }

  /** The inputs `name` was started with, oldest first. */
  inputsOf(name: string): readonly unknown[] {
    return this.callsOf(name).map((call) => call.input);
  }
}
