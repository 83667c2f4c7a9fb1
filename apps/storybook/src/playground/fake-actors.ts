// The playground's fakes: each actor the machine invokes becomes a fake whose outcome the viewer picks
// at the moment it is called (answer, fail with an error, hang until settled by hand, or answer after N
// ms on the playground clock). Callback actors record what the machine tells them and may reply.
// Every call lands in the history and in the list of calls, so a hanging one can be settled later.
import { fromCallback, fromPromise, type AnyActorLogic, type AnyEventObject, type EventObject } from 'xstate';
import type { DemoWorld } from '@casino/demo-data';
import type { NewHistoryEntry } from './history-log.ts';
import type {
  CallbackActorSpec,
  CallbackScope,
  OutcomeMode,
  PlaygroundDescription,
  PromiseActorSpec,
} from './machine-description.ts';
import type { PlaygroundClock } from './playground-clock.ts';
import { previewPayload, previewValue } from './value-preview.ts';

/** The texts the HTTP layer fails with (core's HttpErrorText), offered when a fake names no errors. */
export const DEFAULT_ERRORS: readonly string[] = ['Request timed out', 'No response', 'HTTP 500: Internal Server Error', 'HTTP 401: Unauthorized'];

export interface OutcomeChoice {
  readonly mode: OutcomeMode;
  /** The answer's name (one of the spec's answers). */
  readonly answer: string;
  readonly error: string;
  readonly delayMs: number;
}

export const DEFAULT_DELAY_MS = 1000;

export interface CallRecord {
  readonly id: number;
  /** The actor's path: its name, prefixed with its parent's for a child machine ('keepAlive/heartbeat'). */
  readonly actor: string;
  readonly kind: 'promise' | 'callback';
  readonly input: unknown;
  /** A callback actor is pending while it runs and aborted once stopped. */
  status: 'pending' | 'resolved' | 'rejected' | 'aborted';
  /** Settles a pending call by hand: with the chosen answer, or with the chosen error. */
  settle?: (how: 'resolve' | 'reject') => void;
}

/** An actor with an outcome the viewer can pick: a promise, or a callback that replies to commands. */
export interface OutcomeActor {
  readonly path: string;
  readonly answers: readonly string[];
  readonly errors: readonly string[];
  readonly initial: OutcomeChoice;
}

export interface FakeEnvironment {
  readonly world: DemoWorld;
  readonly clock: PlaygroundClock;
  readonly log: (entry: NewHistoryEntry) => void;
  readonly outcomeOf: (path: string) => OutcomeChoice;
  /** An injected guard's current value. */
  readonly guardOf: (path: string) => boolean;
  readonly changed: () => void;
}

const initialChoice = (answers: readonly string[], errors: readonly string[], mode: OutcomeMode | undefined): OutcomeChoice => ({
  mode: mode ?? 'succeed',
  answer: answers[0] ?? '',
  error: errors[0] ?? DEFAULT_ERRORS[0]!,
  delayMs: DEFAULT_DELAY_MS,
});

/** Every actor of a description (and of its child machines) whose outcome can be picked. */
export const outcomeActorsOf = (description: PlaygroundDescription, prefix = ''): OutcomeActor[] =>
  Object.entries(description.actors ?? {}).flatMap(([name, spec]): OutcomeActor[] => {
    const path = `${prefix}${name}`;
    if (spec.kind === 'machine') return outcomeActorsOf(spec.description, `${path}/`);
    const source = spec.kind === 'promise' ? spec : spec.reply;
    if (!source) return [];
    const answers = Object.keys(source.answers);
    const errors = source.errors ?? DEFAULT_ERRORS;
    return [{ path, answers, errors, initial: initialChoice(answers, errors, source.initial) }];
  });

/** Every fake actor of a description and its children (child machines themselves are not listed). */
export const actorPathsOf = (description: PlaygroundDescription, prefix = ''): { path: string; kind: 'promise' | 'callback' }[] =>
  Object.entries(description.actors ?? {}).flatMap(([name, spec]) =>
    spec.kind === 'machine' ? actorPathsOf(spec.description, `${prefix}${name}/`) : [{ path: `${prefix}${name}`, kind: spec.kind }],
  );

/** Every injected guard of a description and its children, with its path and initial value. */
export const guardsOf = (description: PlaygroundDescription, prefix = ''): { path: string; label: string; initial: boolean }[] => [
  ...Object.entries(description.guards ?? {}).flatMap(([name, spec]) => (spec ? [{ path: `${prefix}${name}`, label: spec.label, initial: spec.initial }] : [])),
  ...Object.entries(description.actors ?? {}).flatMap(([name, spec]) => (spec.kind === 'machine' ? guardsOf(spec.description, `${prefix}${name}/`) : [])),
];

export class FakeActors {
  readonly calls: CallRecord[] = [];
  private nextCallId = 1;
  private readonly env: FakeEnvironment;

  constructor(env: FakeEnvironment) {
    this.env = env;
  }

  /** The machine with every actor, injected action and injected guard replaced by its fake. */
  provide(description: PlaygroundDescription, prefix = ''): PlaygroundDescription['machine'] {
    const actors = Object.fromEntries(
      Object.entries(description.actors ?? {}).map(([name, spec]): [string, AnyActorLogic] => {
        const path = `${prefix}${name}`;
        if (spec.kind === 'promise') return [name, this.promise(path, spec)];
        if (spec.kind === 'callback') return [name, this.callback(path, spec)];
        return [name, this.provide(spec.description, `${path}/`)];
      }),
    );
    const actions = Object.fromEntries(
      (description.actions ?? []).map((name) => [
        name,
        (_: unknown, params: unknown) => this.env.log({ at: this.env.clock.now(), kind: 'action', title: `${prefix}${name}`, detail: params === undefined ? undefined : previewValue(params) }),
      ]),
    );
    const guards = Object.fromEntries(Object.keys(description.guards ?? {}).map((name) => [name, () => this.env.guardOf(`${prefix}${name}`)]));
    return description.machine.provide({ actors, actions, guards } as never);
  }

  /** Settles a pending call by hand. */
  settle(callId: number, how: 'resolve' | 'reject'): void {
    this.calls.find((call) => call.id === callId && call.status === 'pending')?.settle?.(how);
  }

  private record(actor: string, kind: CallRecord['kind'], input: unknown): CallRecord {
    const call: CallRecord = { id: this.nextCallId++, actor, kind, input, status: 'pending' };
    this.calls.push(call);
    this.env.log({ at: this.env.clock.now(), kind: 'call', title: `${actor} called`, detail: input === undefined ? undefined : previewValue(input) });
    return call;
  }

  private promise(path: string, spec: PromiseActorSpec<any, any>): AnyActorLogic {
    const { env } = this;
    return fromPromise<unknown, unknown>(({ input, signal }) => {
      const choice = env.outcomeOf(path);
      const call = this.record(path, 'promise', input);
      return new Promise<unknown>((resolve, reject) => {
        let timer: number | null = null;
        const finish = (status: CallRecord['status']) => {
          call.status = status;
          delete call.settle;
          if (timer !== null) env.clock.clearTimeout(timer);
          timer = null;
          env.changed();
        };
        const answer = () => {
          if (call.status !== 'pending') return;
          const now = env.outcomeOf(path);
          const produce = spec.answers[now.answer] ?? Object.values(spec.answers)[0];
          try {
            const output = produce?.({ input, world: env.world, now: env.clock.epochNow() });
            finish('resolved');
            resolve(output);
          } catch (error) {
            finish('rejected');
            reject(error);
          }
        };
        const fail = () => {
          if (call.status !== 'pending') return;
          finish('rejected');
          reject(new Error(env.outcomeOf(path).error));
        };
        signal.addEventListener('abort', () => {
          if (call.status === 'pending') finish('aborted');
        });
        call.settle = (how) => (how === 'resolve' ? answer() : fail());
        if (choice.mode === 'succeed') answer();
        else if (choice.mode === 'fail') fail();
        else if (choice.mode === 'delay') timer = env.clock.setTimeout(answer, choice.delayMs);
        env.changed();
      });
    });
  }

  private callback(path: string, spec: CallbackActorSpec<any>): AnyActorLogic {
    const { env } = this;
    return fromCallback<EventObject, unknown>(({ input, sendBack, receive }) => {
      const call = this.record(path, 'callback', input);
      const timers = new Set<number>();
      const scope: CallbackScope<unknown> = {
        input,
        world: env.world,
        clock: env.clock,
        get now() {
          return env.clock.epochNow();
        },
        sendBack: (event: AnyEventObject) => sendBack(event),
      };
      const replyTo = (command: EventObject) => {
        const reply = spec.reply;
        if (!reply) return;
        const choice = env.outcomeOf(path);
        const answer = () => {
          const produce = reply.answers[env.outcomeOf(path).answer] ?? Object.values(reply.answers)[0];
          const event = produce?.(command, scope);
          if (event) sendBack(event);
        };
        const fail = () => {
          const event = reply.fail?.(env.outcomeOf(path).error, command);
          if (event) sendBack(event);
        };
        if (choice.mode === 'succeed') answer();
        else if (choice.mode === 'fail') fail();
        else if (choice.mode === 'delay') {
          const timer: number = env.clock.setTimeout(() => {
            timers.delete(timer);
            answer();
          }, choice.delayMs);
          timers.add(timer);
        }
        // hang: the machine waits; the viewer sends the report with an event button.
      };
      receive((command) => {
        env.log({ at: env.clock.now(), kind: 'command', title: `${path} ← ${command.type}`, detail: previewPayload(command) });
        replyTo(command);
      });
      const teardown = spec.start?.(scope);
      if (spec.reply?.onStart) replyTo({ type: 'start' });
      env.changed();
      return () => {
        for (const timer of timers) env.clock.clearTimeout(timer);
        teardown?.();
        call.status = 'aborted';
        env.log({ at: env.clock.now(), kind: 'call', title: `${path} stopped` });
        env.changed();
      };
    });
  }
}
