// The small per-machine description a playground is built from: which actors the machine invokes and
// how their fakes answer, which actions and guards the portal would inject, which events a viewer can
// send (with their payloads), the input, and the view model (the machine's connect). One generic
// Playground drives every description; nothing machine-specific lives in the components.
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  CallbackActorLogic,
  EventFromLogic,
  EventObject,
  InputFrom,
  PromiseActorLogic,
  SnapshotFrom,
} from 'xstate';
import type { DemoWorld } from '@casino/demo-data';
import type { TestClock } from '@casino/machines/testing';

/** What a fake's answer or an event payload may draw on. */
export interface DemoScope {
  readonly world: DemoWorld;
  /** Epoch ms on the playground clock. */
  readonly now: number;
}

export interface AnswerScope<TInput> extends DemoScope {
  readonly input: TInput;
}

/** A one-shot call (fromPromise): the viewer picks per actor whether it answers, fails, hangs or answers late. */
export interface PromiseActorSpec<TInput = unknown, TOutput = unknown> {
  readonly kind: 'promise';
  /** Named answers, the first is the default ("succeed with demo-data"); several when the machine branches on the answer. */
  readonly answers: Readonly<Record<string, (scope: AnswerScope<TInput>) => TOutput>>;
  /** Error messages the viewer can fail it with; the HTTP layer's texts when absent. */
  readonly errors?: readonly string[];
  /** How it answers until the viewer changes it; 'succeed' when absent. */
  readonly initial?: OutcomeMode;
}

export interface CallbackScope<TInput> extends DemoScope {
  readonly input: TInput;
  readonly sendBack: (event: AnyEventObject) => void;
  readonly clock: TestClock;
}

/**
 * How a callback fake answers the commands the machine sends it (e.g. the hub's `connect` →
 * `hub-connection.connected`, or `hub-connection.connect-failed` when the viewer picks fail): the same outcome picker as a
 * promise's. With `onStart` it also answers a `{ type: 'start' }` command when it starts.
 */
export interface CallbackReplies<TInput> {
  readonly answers: Readonly<Record<string, (command: EventObject, scope: CallbackScope<TInput>) => AnyEventObject | null>>;
  readonly fail?: (error: string, command: EventObject) => AnyEventObject | null;
  readonly errors?: readonly string[];
  readonly initial?: OutcomeMode;
  readonly onStart?: boolean;
}

/** A long-lived listener (fromCallback): sockets, timers, DOM listeners. */
export interface CallbackActorSpec<TInput = unknown> {
  readonly kind: 'callback';
  /** What the fake does while it runs (e.g. a ticker on the playground clock); returns its teardown. */
  readonly start?: (scope: CallbackScope<TInput>) => (() => void) | void;
  readonly reply?: CallbackReplies<TInput>;
}

/** A child machine the machine invokes: it runs with fakes of its own, described the same way. */
export interface ChildMachineSpec {
  readonly kind: 'machine';
  readonly description: PlaygroundDescription;
}

export type OutcomeMode = 'succeed' | 'fail' | 'hang' | 'delay';

type Implementations<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]>;
type ActorLogics<M extends AnyStateMachine> = NonNullable<Implementations<M>['actors']>;

// Callback first: a callback logic with an untyped event also fits the promise pattern (its
// transition takes any event), while a promise's snapshot (with an output) never fits the callback's.
export type ActorSpecFor<TLogic> = TLogic extends AnyStateMachine
  ? ChildMachineSpec
  : TLogic extends CallbackActorLogic<infer _TEvent, infer TInput, infer _TEmitted>
    ? CallbackActorSpec<TInput>
    : TLogic extends PromiseActorLogic<infer TOutput, infer TInput, infer _TEmitted>
      ? PromiseActorSpec<TInput, TOutput>
      : never;

export type AnyActorSpec = PromiseActorSpec<any, any> | CallbackActorSpec<any> | ChildMachineSpec;

export interface EventTemplate<TEvent extends EventObject> {
  /** Shown after the event type on its button when one type has several payloads. */
  readonly label?: string;
  readonly event: TEvent | ((scope: DemoScope & { readonly snapshot: AnyMachineSnapshot }) => TEvent);
}

export interface GuardSpec {
  /** What the guard stands for, shown beside its checkbox. */
  readonly label: string;
  readonly initial: boolean;
}

export interface MachineDescription<M extends AnyStateMachine> {
  /** The machine's folder name, e.g. 'keep-alive'. */
  readonly id: string;
  readonly title: string;
  /** One sentence: what the machine does and what to try. */
  readonly summary: string;
  readonly input?: (scope: DemoScope) => InputFrom<M>;
  readonly actors?: { readonly [K in keyof ActorLogics<M>]-?: ActorSpecFor<ActorLogics<M>[K]> };
  /** Actions the portal injects: the playground records each call in the history instead. */
  readonly actions?: readonly (keyof NonNullable<Implementations<M>['actions']> & string)[];
  /** Guards the portal injects: the viewer sets them with a checkbox. */
  readonly guards?: { readonly [K in keyof NonNullable<Implementations<M>['guards']>]?: GuardSpec };
  readonly events: readonly EventTemplate<EventFromLogic<M>>[];
  /** The view model: the machine's connect (or selectors). */
  readonly view: (snapshot: SnapshotFrom<M>) => unknown;
}

/** A description with its machine's types erased, as the generic playground takes it. */
export interface PlaygroundDescription {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly machine: AnyStateMachine;
  readonly input?: (scope: DemoScope) => unknown;
  readonly actors?: Readonly<Record<string, AnyActorSpec>>;
  readonly actions?: readonly string[];
  readonly guards?: Readonly<Record<string, GuardSpec | undefined>>;
  readonly events: readonly EventTemplate<AnyEventObject>[];
  readonly view: (snapshot: AnyMachineSnapshot) => unknown;
}

/**
 * Checks a description against its machine's types, then erases them:
 * `forMachine(keepAlive.keepAliveMachine).describe({ ... })`. The machine comes in a call of its own so
 * that its types are fixed before the payloads and answers are checked against them.
 */
export const forMachine = <M extends AnyStateMachine>(machine: M) => ({
  describe: (description: MachineDescription<M>): PlaygroundDescription => ({ ...description, machine }) as unknown as PlaygroundDescription,
});
