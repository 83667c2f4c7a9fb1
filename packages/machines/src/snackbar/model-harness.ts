// Model-based testing support shared by the interface machines' tests (snackbar, filters, search,
// chat, jackpots …). Kept beside the snackbar only because this helper's author owns no shared
// folder; it belongs in ../testing/ (see the report of issue 6).
//
// Why not createTestModel directly: xstate/graph's createTestModel refuses machines that invoke
// actors or use `after` delays ("Invocations on test machines are not supported"), yet those are
// exactly the transitions our machines must prove. The traversal itself is pure (machine.transition
// with a mock actor scope: invoked actors are created but never started, delayed events never
// scheduled), so xstate/graph's TestModel works on the real machine once the done/error/after
// events are listed as events. This helper builds that TestModel (createTestModel's vertex: state
// value and context, optionally coarser), derives one path per transition (transitionPaths) and
// replays each path against a real running actor with fake actors and a simulated clock.
import { SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject, type SnapshotFrom, fromPromise } from 'xstate';
import { TestModel, serializeSnapshot } from 'xstate/graph';

/** Done, error and delayed events of invoked actors and `after` transitions. */
export interface BuiltInEvent {
  readonly type: `xstate.${string}`;
  readonly output?: unknown;
  readonly error?: unknown;
}

export type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M> | BuiltInEvent;

export interface MachineModelOptions<M extends AnyStateMachine> {
  /** Every event the model may send; each state gets those it accepts (snapshot.can). */
  readonly events: readonly ModelEvent<M>[] | ((snapshot: SnapshotFrom<M>) => readonly ModelEvent<M>[]);
  /** Bounds the state space (counters that grow without end). */
  readonly filterEvents?: (snapshot: SnapshotFrom<M>, event: ModelEvent<M>) => boolean;
  /**
   * What makes two states the same vertex (default: value and context, as createTestModel). A
   * coarser key (e.g. a queue's shape without its ids) keeps big state spaces small; paths still
   * carry the concrete snapshots.
   */
  readonly vertexKey?: (snapshot: SnapshotFrom<M>) => unknown;
  readonly input?: unknown;
}

// Model events are the objects of the test's event list; naming each by its identity keeps event
// keys short even when an event carries a whole catalogue.
const eventIds = new WeakMap<object, number>();
let nextEventId = 0;
const eventKey = (event: EventObject): string => {
  let id = eventIds.get(event);
  if (id === undefined) {
    id = nextEventId++;
    eventIds.set(event, id);
  }
  return `${event.type}#${id}`;
};

/** A TestModel of a machine (createTestModel's vertex: state value and context). */
export const createMachineModel = <M extends AnyStateMachine>(machine: M, options: MachineModelOptions<M>) => {
  const { events, filterEvents, input, vertexKey } = options;
  const eventsOf = (snapshot: SnapshotFrom<M>) => {
    // A machine in a top-level final state is done: a running actor takes no more events.
    if ((snapshot as AnyMachineSnapshot).status !== 'active') return [];
    const all = typeof events === 'function' ? events(snapshot) : events;
    return all.filter(
      (event) => (snapshot as AnyMachineSnapshot).can(event as EventObject) && (filterEvents?.(snapshot, event) ?? true),
    ) as EventFromLogic<M>[];
  };
  return new TestModel<SnapshotFrom<M>, EventFromLogic<M>, unknown>(machine as never, {
    serializeState: (snapshot) =>
      vertexKey
        ? JSON.stringify({ value: (snapshot as AnyMachineSnapshot).value, key: vertexKey(snapshot) })
        : serializeSnapshot(snapshot as AnyMachineSnapshot),
    serializeEvent: (event) => eventKey(event),
    stateMatcher: (snapshot, key) => (snapshot as AnyMachineSnapshot).matches(key as never),
    events: eventsOf,
    ...(input === undefined ? {} : { input }),
  });
};

export interface ModelStep<M extends AnyStateMachine> {
  readonly event: EventObject;
  readonly state: SnapshotFrom<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  readonly description: string;
  readonly steps: readonly ModelStep<M>[];
}

/**
 * One path per transition of the model: the shortest path to the transition's source state, then
 * the transition. Shortest paths to states alone miss transitions between states that are already
 * reached (a self-loop that only changes context, a second way into a state); these paths reach
 * every enabled transition. Paths that are a prefix of another path are dropped.
 */
export const transitionPaths = <M extends AnyStateMachine>(model: TestModel<SnapshotFrom<M>, EventFromLogic<M>, unknown>): ModelPath<M>[] => {
  const adjacency = model.getAdjacencyMap();
  const serialize = model.options.serializeState!;
  const keyOf = (snapshot: SnapshotFrom<M>) => serialize(snapshot, undefined, undefined);
  const [initialKey] = Object.keys(adjacency);
  if (initialKey === undefined) return [];
  const reach = new Map<string, ModelStep<M>[]>([[initialKey, [{ event: { type: 'xstate.init' }, state: adjacency[initialKey as never]!.state }]]]);
  const queue = [initialKey];
  for (let index = 0; index < queue.length; index++) {
    const key = queue[index]!;
    for (const { event, state } of Object.values(adjacency[key as never]!.transitions)) {
      const next = keyOf(state);
      if (reach.has(next) || !(next in adjacency)) continue;
      reach.set(next, [...reach.get(key)!, { event, state }]);
      queue.push(next);
    }
  }
  const all: ModelStep<M>[][] = [];
  for (const [key, steps] of reach) {
    const transitions = Object.values(adjacency[key as never]!.transitions);
    if (transitions.length === 0) all.push(steps);
    for (const { event, state } of transitions) all.push([...steps, { event, state }]);
  }
  const keyOfSteps = (steps: readonly ModelStep<M>[], length: number) => steps.slice(1, length).map((step) => eventKey(step.event)).join('|');
  const prefixes = new Set(all.flatMap((steps) => steps.slice(1, -1).map((_, index) => keyOfSteps(steps, index + 2))));
  return all
    .filter((steps) => steps.length === 1 || !prefixes.has(keyOfSteps(steps, steps.length)))
    .map((steps) => ({ description: steps.slice(1).map((step) => step.event.type).join(' → ') || '(initial state)', steps }));
};

/** A promise actor the test settles by hand; records every input it was started with. */
export interface ControlledPromise<TOutput, TInput> {
  readonly logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  readonly inputs: TInput[];
  /** Settles the oldest pending call. */
  resolve(output: TOutput): void;
  reject(error: unknown): void;
  pending(): number;
}

export const controlledPromise = <TOutput, TInput = unknown>(): ControlledPromise<TOutput, TInput> => {
  const waiting: Array<{ resolve: (output: TOutput) => void; reject: (error: unknown) => void; signal: AbortSignal }> = [];
  const inputs: TInput[] = [];
  const next = () => {
    // A cancelled invocation (its state was left) no longer listens.
    while (waiting[0]?.signal.aborted) waiting.shift();
    const call = waiting.shift();
    if (!call) throw new Error('controlledPromise: no pending call');
    return call;
  };
  return {
    logic: fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.push(input);
          waiting.push({ resolve, reject, signal });
        }),
    ),
    inputs,
    resolve: (output) => next().resolve(output),
    reject: (error) => next().reject(error),
    pending: () => waiting.filter((call) => !call.signal.aborted).length,
  };
};

/** Lets settled promises deliver their done/error events to the actor. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

export interface HarnessParts {
  readonly actor: AnyActorRef;
  readonly clock: SimulatedClock;
  /** Invocation id → the controlled promise behind it. */
  readonly promises?: Readonly<Record<string, ControlledPromise<any, any>>>;
  /** Delay name → milliseconds, as provided to the machine. */
  readonly delays?: Readonly<Record<string, number>>;
  /** Events that need a custom way into the actor (e.g. sent by a callback actor). */
  readonly custom?: (event: EventObject) => Promise<boolean> | boolean;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/**
 * Makes the real actor live the model's event: settles the controlled promise for done/error
 * events, advances the simulated clock for `after` events, otherwise sends the event.
 */
export const execute = async (parts: HarnessParts, event: EventObject): Promise<void> => {
  if (parts.custom && (await parts.custom(event))) return flush();
  if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
    const done = event.type.startsWith(DONE);
    const id = event.type.slice((done ? DONE : ERROR).length);
    const promise = parts.promises?.[id];
    if (!promise) throw new Error(`execute: no controlled promise for invocation '${id}'`);
    if (done) promise.resolve((event as EventObject & { output?: unknown }).output);
    else promise.reject((event as EventObject & { error?: unknown }).error);
    return flush();
  }
  if (event.type.startsWith(AFTER)) {
    const name = event.type.slice(AFTER.length).split('.')[0] ?? '';
    const ms = parts.delays?.[name] ?? Number(name);
    if (!Number.isFinite(ms)) throw new Error(`execute: unknown delay '${name}'`);
    parts.clock.increment(ms);
    return flush();
  }
  parts.actor.send(event);
  return flush();
};

export interface StepMismatch {
  readonly path: string;
  readonly step: number;
  readonly event: string;
  readonly expected: { readonly value: unknown; readonly context: unknown };
  readonly actual: { readonly value: unknown; readonly context: unknown };
}

const view = (snapshot: AnyMachineSnapshot, project: (context: any) => unknown) => ({
  value: snapshot.value,
  context: project(snapshot.context),
});

/**
 * Replays every path on a fresh real actor and returns the first step where the actor's state
 * value or context differs from the model's (null when every path matches).
 */
export const replayPaths = async <M extends AnyStateMachine>(
  paths: readonly ModelPath<M>[],
  start: () => HarnessParts,
  project: (context: SnapshotFrom<M>['context']) => unknown = (context) => context,
): Promise<StepMismatch | null> => {
  for (const path of paths) {
    const parts = start();
    try {
      for (const [index, step] of path.steps.entries()) {
        if (step.event.type !== 'xstate.init') await execute(parts, step.event);
        const expected = view(step.state as AnyMachineSnapshot, project);
        const actual = view(parts.actor.getSnapshot() as AnyMachineSnapshot, project);
        if (!deepEqual(expected, actual)) {
          return { path: path.description, step: index, event: step.event.type, expected, actual };
        }
      }
    } finally {
      parts.actor.stop();
    }
  }
  return null;
};

/** Structural equality where functions compare by identity (snackbar callbacks ride in context). */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * A SimulatedClock that can also run one pending timer on its own, out of order: for a model step
 * that stands for "this message's timeout elapsed" while other timers of the same length wait.
 */
export class TestClock extends SimulatedClock {
  private readonly callbacks = new Map<number, () => void>();

  override setTimeout(fn: (...args: any[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.callbacks.delete(id);
      fn();
    }, timeout);
    this.callbacks.set(id, fn);
    return id;
  }

  override clearTimeout(id: number): void {
    this.callbacks.delete(id);
    super.clearTimeout(id);
  }

  /** Ids of the pending timers, oldest first. */
  pendingTimers(): number[] {
    return [...this.callbacks.keys()];
  }

  /** Runs one pending timer now and forgets it. */
  fire(id: number): void {
    const callback = this.callbacks.get(id);
    if (!callback) throw new Error(`TestClock: no pending timer ${id}`);
    this.clearTimeout(id);
    callback();
  }
}
