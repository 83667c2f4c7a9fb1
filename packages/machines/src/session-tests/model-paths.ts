// Runs the paths of a machine's test model against a real running actor: each step's event is
// delivered the way it would happen for real (a plain event is sent, an actor's done/error event
// settles the fake actor, a delayed event moves the test clock), then the actor's state value and
// context must equal the model's.
import { createTestModel } from 'xstate/graph';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { reportModelCoverage, type ModelCoverage } from '../testing/model-coverage.ts';
import { flush, type FakeActors } from './fake-actors.ts';
import type { TestClock } from './test-clock.ts';
import { toTestModelMachine } from './test-model-machine.ts';

export interface Harness<TMachine extends AnyStateMachine> {
  readonly actor: Actor<TMachine>;
  readonly clock: TestClock;
  readonly fakes: FakeActors;
  /** Delay name → ms, as the test provided them to the machine. */
  readonly delays: Readonly<Record<string, number>>;
  /** Delivers a plain event; defaults to actor.send (a test may route some through a fake callback actor). */
  readonly send?: (event: EventObject) => void;
}

export interface ModelStep<TMachine extends AnyStateMachine> {
  readonly event: EventObject;
  readonly state: SnapshotFrom<TMachine>;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  readonly description: string;
  readonly steps: ReadonlyArray<ModelStep<TMachine>>;
  /** The machine input the path starts from. */
  readonly input: unknown;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /**
   * The events to try in a state (plain events, actor done/error events, delayed events). Only
   * these are tried: an event type left out of a state's list is not taken there.
   */
  readonly events: (snapshot: SnapshotFrom<TMachine>) => readonly EventObject[];
  readonly input?: unknown;
  /** Several starting inputs: the paths of each, and the coverage of them all. */
  readonly inputs?: readonly unknown[];
  /**
   * What makes two snapshots the same vertex of the model (default: value and whole context). A
   * coarser key keeps the graph small when the context carries data that does not change behaviour.
   */
  readonly serialize?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Also take simple paths (for transitions only a longer path reaches). */
  readonly simplePaths?: boolean;
}

export interface MachineModel<TMachine extends AnyStateMachine> {
  readonly paths: ReadonlyArray<ModelPath<TMachine>>;
  readonly coverage: ModelCoverage;
}

/** Builds the model of a machine, generates its paths and prints the coverage line. */
export const modelOf = <TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>): MachineModel<TMachine> => {
  const modelMachine = toTestModelMachine(machine);
  const inputs = options.inputs ?? [options.input];
  const paths = inputs.flatMap((input) => {
    const model = createTestModel(modelMachine, {
      events: options.events as never,
      // createTestModel adds a bare event for every type a state accepts that the list leaves out;
      // the list is the whole model, so those are filtered away.
      filterEvents: ((snapshot: SnapshotFrom<TMachine>, event: EventObject) =>
        options.events(snapshot).some((listed) => listed.type === event.type)) as never,
      ...(input === undefined ? {} : { input: input as never }),
      ...(options.serialize ? { serializeState: vertexKey(options.serialize) as never } : {}),
    });
    const shortest = model.getShortestPaths();
    const generated = options.simplePaths ? [...shortest, ...model.getSimplePaths()] : shortest;
    return generated.map((path) => ({ description: path.description, steps: path.steps, input }));
  });
  const coverage = reportModelCoverage(modelMachine, paths);
  return { paths: paths as unknown as ReadonlyArray<ModelPath<TMachine>>, coverage };
};

// Like createTestModel's own key: a transition that changes the state value makes its own vertex, so
// that shortest paths take every such transition.
const vertexKey =
  <TMachine extends AnyStateMachine>(serialize: (snapshot: SnapshotFrom<TMachine>) => unknown) =>
  (snapshot: SnapshotFrom<TMachine>, event: EventObject | undefined, previous: SnapshotFrom<TMachine> | undefined): string => {
    const key = JSON.stringify(serialize(snapshot));
    const value = (snapshot as AnyMachineSnapshot).value;
    const previousValue = previous && (previous as AnyMachineSnapshot).value;
    const moved = event && previous && JSON.stringify(previousValue) !== JSON.stringify(value);
    return moved ? `${key} via ${JSON.stringify(event)} from ${JSON.stringify(previousValue)}` : key;
  };

const delayOf = (eventType: string, delays: Readonly<Record<string, number>>): number => {
  const name = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  const ms = /^\d+$/.test(name) ? Number(name) : delays[name];
  if (ms === undefined) throw new Error(`unknown delay ${name}: provide it in the harness delays`);
  return ms;
};

/** Delivers one model event to the harness the way it happens for real. */
export const deliver = async <TMachine extends AnyStateMachine>(harness: Harness<TMachine>, event: EventObject): Promise<void> => {
  const { type } = event;
  if (type.startsWith('xstate.done.actor.')) {
    harness.fakes.resolve(type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
  } else if (type.startsWith('xstate.error.actor.')) {
    harness.fakes.reject(type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
  } else if (type.startsWith('xstate.after.')) {
    harness.clock.fireTimerOf(delayOf(type, harness.delays));
  } else {
    (harness.send ?? ((e: EventObject) => harness.actor.send(e as never)))(event);
  }
  await flush();
};

export interface PathCheck<TMachine extends AnyStateMachine> {
  /** What of the context to compare (default: all of it). */
  readonly project?: (context: any) => unknown;
  /** Extra assertions after each step. */
  readonly afterStep?: (harness: Harness<TMachine>, step: ModelStep<TMachine>) => void;
}

/** Executes one model path against a fresh harness. */
export const executePath = async <TMachine extends AnyStateMachine>(
  path: ModelPath<TMachine>,
  createHarness: (input: any) => Harness<TMachine>,
  check: PathCheck<TMachine> = {},
): Promise<Harness<TMachine>> => {
  const harness = createHarness(path.input);
  const project = check.project ?? ((context: unknown) => context);
  for (const [index, step] of path.steps.entries()) {
    if (index > 0 || step.event.type !== 'xstate.init') await deliver(harness, step.event);
    else await flush();
    const snapshot = harness.actor.getSnapshot() as AnyMachineSnapshot;
    const expected = step.state as AnyMachineSnapshot;
    const where = `${path.description} (step ${index}: ${step.event.type})`;
    expect(snapshot.value, where).toEqual(expected.value);
    expect(project(snapshot.context), where).toEqual(project(expected.context));
    check.afterStep?.(harness, step);
  }
  harness.actor.stop();
  return harness;
};
