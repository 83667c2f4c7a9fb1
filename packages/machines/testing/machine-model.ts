// The model of a machine for model-based tests: its graph, explored on the REAL machine, and one
// path per transition of that graph, each to be executed on a real actor (execute-path.ts).
//
// xstate/graph's createTestModel refuses machines that invoke actors or use `after` delays, yet
// those are exactly the transitions our machines must prove. Its traversal itself is pure
// (machine.transition with a mock actor scope: invoked actors are created but never started, actions
// are not executed, delayed events never scheduled), so the graph of the real machine is explored
// once the done/error/after events are listed as events like any other. Each path is a transition
// of that graph after the shortest way to its source, or an event a state refuses (every guard
// says no) after the shortest way into that state value, where nothing may change.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import { eventKey } from './event-key.ts';
import { reportModelCoverage, type ModelCoverage } from './model-coverage.ts';
import { distinctPaths, shortestSteps, transitionPaths, type GraphPath, type ModelGraph } from './transition-paths.ts';

/** Done and error events of invoked actors, and the delayed events of `after` transitions. */
export interface BuiltInEvent {
  readonly type: `xstate.${string}`;
  readonly output?: unknown;
  readonly error?: unknown;
}

export type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M> | BuiltInEvent;

export interface ModelOptions<M extends AnyStateMachine> {
  /**
   * The events the model may take (plain events, `xstate.done.actor.<id>` with an output,
   * `xstate.error.actor.<id>` with an error, `xstate.after.<delay>.<stateId>`), all at once or per
   * state. In each state the model takes those the state accepts (an enabled transition), so an
   * event the machine does not know is never taken (and the coverage check names what it misses).
   */
  readonly events: readonly AnyEventObject[] | ((snapshot: SnapshotFrom<M>) => readonly AnyEventObject[]);
  /** Leaves events out where they would make the graph grow without end (counters, queues). */
  readonly filterEvents?: (snapshot: SnapshotFrom<M>, event: ModelEvent<M>) => boolean;
  /**
   * What of the context makes two snapshots of the same state value the same vertex (default: the
   * whole context). A coarser key keeps the graph small when the context carries data that does
   * not change behaviour; the paths still carry, and executions still compare, whole snapshots.
   */
  readonly vertexKey?: (snapshot: SnapshotFrom<M>) => unknown;
  /** The machine's input. */
  readonly input?: unknown;
  /** Several inputs: the paths from each, and the coverage of them all. */
  readonly inputs?: readonly unknown[];
}

export interface ModelStep<M extends AnyStateMachine> {
  readonly event: EventObject;
  readonly state: SnapshotFrom<M>;
}

export interface ModelPath<M extends AnyStateMachine> {
  readonly description: string;
  readonly steps: readonly ModelStep<M>[];
  /** The input the path starts from. */
  readonly input: unknown;
}

export interface MachineModel<M extends AnyStateMachine> {
  readonly paths: readonly ModelPath<M>[];
  /** The paths as `[description, path]` rows for `it.each`. */
  readonly cases: ReadonlyArray<readonly [string, ModelPath<M>]>;
  readonly coverage: ModelCoverage;
}

// A model that does not stay finite fails loudly instead of running forever.
const TRAVERSAL_LIMIT = 200_000;

const isBuiltIn = (event: EventObject) => event.type.startsWith('xstate.');

/** Whether an active state node has a transition for the event's type (whatever its guards say). */
const mentions = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  (snapshot as unknown as { _nodes: Array<{ transitions: Map<string, unknown> }> })._nodes.some((node) => node.transitions.has(event.type));

const pathsOf = <M extends AnyStateMachine>(machine: M, options: ModelOptions<M>, input: unknown): GraphPath<SnapshotFrom<M>>[] => {
  const { events, filterEvents, vertexKey } = options;
  const keyOf = (snapshot: SnapshotFrom<M>): string =>
    vertexKey ? JSON.stringify({ value: (snapshot as AnyMachineSnapshot).value, key: vertexKey(snapshot) }) : serializeSnapshot(snapshot as AnyMachineSnapshot);
  const listedIn = (snapshot: SnapshotFrom<M>): EventObject[] => {
    // A machine in a top-level final state is done: a running actor takes no more events.
    if ((snapshot as AnyMachineSnapshot).status !== 'active') return [];
    const listed = typeof events === 'function' ? events(snapshot) : events;
    return listed.filter((event) => filterEvents?.(snapshot, event as ModelEvent<M>) ?? true);
  };
  const accepts = (snapshot: SnapshotFrom<M>, event: EventObject) => machine.getTransitionData(snapshot as never, event as never).length > 0;

  const graph = getAdjacencyMap<SnapshotFrom<M>, EventObject, unknown>(machine as never, {
    serializeState: (snapshot) => keyOf(snapshot),
    serializeEvent: eventKey as never,
    events: (snapshot) => listedIn(snapshot).filter((event) => accepts(snapshot, event)),
    limit: TRAVERSAL_LIMIT,
    ...(input === undefined ? {} : { input }),
  }) as unknown as ModelGraph<SnapshotFrom<M>>;
  const reach = shortestSteps(graph, keyOf);

  // A listed event that a state has transitions for, all of whose guards refuse it, must change
  // nothing: tried once per state value, at the first vertex of that value that refuses it. Done,
  // error and delayed events are left out: XState delivers those only while their actor runs or
  // their timer waits. Events a state does not mention may not even arrive there (a socket's report
  // while no socket runs), so they are not tried either.
  const tried = new Set<string>();
  const firstTry = (state: SnapshotFrom<M>, event: EventObject) => {
    const key = `${JSON.stringify((state as AnyMachineSnapshot).value)} ${eventKey(event)}`;
    return !tried.has(key) && !!tried.add(key);
  };
  const refused = [...reach.values()].flatMap((steps) => {
    const { state } = steps.at(-1)!;
    return listedIn(state)
      .filter((event) => !isBuiltIn(event) && mentions(state as AnyMachineSnapshot, event) && !accepts(state, event) && firstTry(state, event))
      .map((event) => [...steps, { event, state }]);
  });
  return distinctPaths([...transitionPaths(graph, reach), ...refused]);
};

/** Explores the machine's graph from each input and derives one path per transition. */
export const modelPaths = <M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): ModelPath<M>[] => {
  const inputs = options.inputs ?? [options.input];
  return inputs.flatMap((input, index) =>
    pathsOf(machine, options, input).map((path) => ({
      ...path,
      description: inputs.length > 1 ? `input ${index + 1}: ${path.description}` : path.description,
      input,
    })),
  );
};

/** The model of a machine: its paths, and their coverage, printed as the test runs. */
export const modelOf = <M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): MachineModel<M> => {
  const paths = modelPaths(machine, options);
  const coverage = reportModelCoverage(machine, paths);
  return { paths, cases: paths.map((path) => [path.description, path] as const), coverage };
};
