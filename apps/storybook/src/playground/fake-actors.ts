// The playground's fakes, built on the machines' kit (@casino/machines/testing): each actor the
// machine invokes becomes one of the kit's fakes, and this file adds only what a person at the
// playground needs — the outcome picked per actor when it is called (answer, fail with an error,
// hang until settled by hand, or answer after N ms on the playground clock), the answers from the
// demo world, the replies of callback actors, and the history log.
import type { AnyActorLogic, AnyEventObject, EventObject } from 'xstate';
import { FakeActors, type CallbackCall, type CallStatus, type PromiseCall, type TestClock } from '@casino/machines/testing';
import type { DemoWorld } from '@casino/demo-data';
import type { NewHistoryEntry } from './history-log.ts';
import type { CallbackActorSpec, CallbackScope, OutcomeMode, PlaygroundDescription, PromiseActorSpec } from './machine-description.ts';
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

/** A call as the panel lists it. */
export interface CallRecord {
  readonly id: number;
  /** The actor's path: its name, prefixed with its parent's for a child machine ('keepAlive/heartbeat'). */
  readonly actor: string;
  readonly kind: 'promise' | 'callback';
  readonly input: unknown;
  /** A callback actor is pending while it runs and aborted once stopped. */
  readonly status: CallStatus;
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
  readonly clock: TestClock;
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

export class PlaygroundFakes {
  private readonly env: FakeEnvironment;
  private readonly kit: FakeActors;
  /** Each fake's path (the kit names calls by it) and its spec. */
  private readonly promiseSpecs = new Map<string, PromiseActorSpec<any, any>>();
  private readonly callbackSpecs = new Map<string, CallbackActorSpec<any>>();
  /** Timers of delayed answers and replies, per call, cleared when the call ends. */
  private readonly timers = new Map<number, Set<number>>();

  constructor(env: FakeEnvironment) {
    this.env = env;
    this.kit = new FakeActors({
      onCall: (call) => this.called(call),
      onStart: (call) => this.started(call),
      onReceive: (call, command) => this.received(call, command),
      onChange: () => env.changed(),
    });
  }

  /** The machine with every actor, injected action and injected guard replaced by its fake. */
  provide(description: PlaygroundDescription, prefix = ''): PlaygroundDescription['machine'] {
    const actors = Object.fromEntries(
      Object.entries(description.actors ?? {}).map(([name, spec]): [string, AnyActorLogic] => {
        const path = `${prefix}${name}`;
        if (spec.kind === 'promise') {
          this.promiseSpecs.set(path, spec);
          return [name, this.kit.promise(path)];
        }
        if (spec.kind === 'callback') {
          this.callbackSpecs.set(path, spec);
          return [name, this.kit.callback(path)];
        }
        return [name, this.provide(spec.description, `${path}/`)];
      }),
    );
    const actions = Object.fromEntries(
      (description.actions ?? []).map((name) => [
        name,
        (_: unknown, params: unknown) =>
          this.env.log({
            at: this.env.clock.now(),
            kind: 'action',
            title: `${prefix}${name}`,
            detail: params === undefined ? undefined : previewValue(params),
          }),
      ]),
    );
    const guards = Object.fromEntries(Object.keys(description.guards ?? {}).map((name) => [name, () => this.env.guardOf(`${prefix}${name}`)]));
    return description.machine.provide({ actors, actions, guards } as never);
  }

  /** The calls as the panel lists them. */
  calls(): readonly CallRecord[] {
    return this.kit.calls().map((call) => ({
      id: call.id,
      actor: call.name,
      kind: call.kind,
      input: call.input,
      status: call.kind === 'promise' ? call.status : call.stopped ? 'aborted' : 'pending',
    }));
  }

  /** Settles a pending call by hand: with the chosen answer, or with the chosen error. */
  settle(callId: number, how: 'resolve' | 'reject'): void {
    const call = this.kit.promiseCalls.find((candidate) => candidate.id === callId && candidate.status === 'pending');
    if (call) (how === 'resolve' ? this.answer : this.fail).call(this, call);
  }

  private delay(callId: number, run: () => void, ms: number): void {
    const timers = this.timers.get(callId) ?? new Set<number>();
    this.timers.set(callId, timers);
    const timer: number = this.env.clock.setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  private clearTimers(callId: number): void {
    for (const timer of this.timers.get(callId) ?? []) this.env.clock.clearTimeout(timer);
    this.timers.delete(callId);
  }

  private answer(call: PromiseCall): void {
    if (call.status !== 'pending') return;
    this.clearTimers(call.id);
    const spec = this.promiseSpecs.get(call.name);
    const produce = spec?.answers[this.env.outcomeOf(call.name).answer] ?? Object.values(spec?.answers ?? {})[0];
    try {
      call.resolve(produce?.({ input: call.input, world: this.env.world, now: this.env.clock.epochNow() }));
    } catch (error) {
      call.reject(error);
    }
  }

  private fail(call: PromiseCall): void {
    this.clearTimers(call.id);
    call.reject(new Error(this.env.outcomeOf(call.name).error));
  }

  private called(call: PromiseCall): void {
    this.env.log({
      at: this.env.clock.now(),
      kind: 'call',
      title: `${call.name} called`,
      detail: call.input === undefined ? undefined : previewValue(call.input),
    });
    const choice = this.env.outcomeOf(call.name);
    if (choice.mode === 'succeed') this.answer(call);
    else if (choice.mode === 'fail') this.fail(call);
    else if (choice.mode === 'delay') this.delay(call.id, () => this.answer(call), choice.delayMs);
    // hang: it waits to be settled by hand.
  }

  private scopeOf(call: CallbackCall): CallbackScope<unknown> {
    const { env } = this;
    return {
      input: call.input,
      world: env.world,
      clock: env.clock,
      get now() {
        return env.clock.epochNow();
      },
      sendBack: (event: AnyEventObject) => call.sendBack(event),
    };
  }

  private started(call: CallbackCall): () => void {
    this.env.log({
      at: this.env.clock.now(),
      kind: 'call',
      title: `${call.name} called`,
      detail: call.input === undefined ? undefined : previewValue(call.input),
    });
    const spec = this.callbackSpecs.get(call.name);
    const teardown = spec?.start?.(this.scopeOf(call));
    if (spec?.reply?.onStart) this.reply(call, { type: 'start' });
    return () => {
      this.clearTimers(call.id);
      teardown?.();
      this.env.log({ at: this.env.clock.now(), kind: 'call', title: `${call.name} stopped` });
    };
  }

  private received(call: CallbackCall, command: EventObject): void {
    this.env.log({ at: this.env.clock.now(), kind: 'command', title: `${call.name} ← ${command.type}`, detail: previewPayload(command) });
    this.reply(call, command);
  }

  /** A callback fake's reply to a command, as the viewer's outcome for it says. */
  private reply(call: CallbackCall, command: EventObject): void {
    const reply = this.callbackSpecs.get(call.name)?.reply;
    if (!reply) return;
    const choice = this.env.outcomeOf(call.name);
    const answer = () => {
      const produce = reply.answers[this.env.outcomeOf(call.name).answer] ?? Object.values(reply.answers)[0];
      const event = produce?.(command, this.scopeOf(call));
      if (event) call.sendBack(event);
    };
    if (choice.mode === 'succeed') answer();
    else if (choice.mode === 'fail') {
      const event = reply.fail?.(choice.error, command);
      if (event) call.sendBack(event);
    } else if (choice.mode === 'delay') this.delay(call.id, answer, choice.delayMs);
    // hang: the machine waits; the viewer sends the report with an event button.
  }
}
