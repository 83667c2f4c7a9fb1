// Runs a model path against a real running actor: each step's event is delivered the way it
// happens for real, then the actor's state value and context must equal the model's.
//   - `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: the fake promise actor `<id>` settles;
//   - a delayed event (`xstate.after.…`, or an event the machine raised to itself with a delay):
//     the test clock fires the timer XState scheduled for it;
//   - any other event: the test's `route` (e.g. a callback actor's sendBack), else actor.send.
// The model decides the order of delayed events; the clock's time does not move.
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { FakeActors } from './fake-actors.ts';
import { flush } from './flush.ts';
import type { ModelPath, ModelStep } from './machine-model.ts';
import { sameValue } from './same-value.ts';
import type { TestClock } from './test-clock.ts';

export interface Harness<M extends AnyStateMachine> {
  /** The started actor of the machine, created with `clock` and the fakes provided. */
  readonly actor: Actor<M>;
  readonly clock: TestClock;
  readonly fakes: FakeActors;
  /**
   * Delivers a plain event the way it arrives for real when that is not actor.send (through a
   * callback actor's sendBack, say) and returns true; returns false to leave it to the harness.
   */
  readonly route?: (event: EventObject) => boolean;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** Delivers one model event to the harness the way it happens for real. */
export const deliver = async <M extends AnyStateMachine>(harness: Harness<M>, event: EventObject): Promise<void> => {
  const { type } = event;
  if (type.startsWith(DONE)) harness.fakes.resolve(type.slice(DONE.length), (event as { output?: unknown }).output);
  else if (type.startsWith(ERROR)) harness.fakes.reject(type.slice(ERROR.length), (event as { error?: unknown }).error);
  else if (type.startsWith('xstate.after.')) harness.clock.fireScheduled(event);
  else if (harness.route?.(event)) {
    // delivered by the test
  } else if (harness.clock.timerOf(event)) harness.clock.fireScheduled(event);
  else harness.actor.send(event as never);
  await flush();
};

/** A step where the real actor differs from the model; Vitest shows `actual` against `expected`. */
export class PathMismatch extends Error {
  readonly path: string;
  readonly step: number;
  readonly event: string;
  readonly expected: { readonly value: unknown; readonly context: unknown };
  readonly actual: { readonly value: unknown; readonly context: unknown };

  constructor(path: string, step: number, event: string, expected: PathMismatch['expected'], actual: PathMismatch['actual']) {
    super(`the actor differs from the model at step ${step} (${event}) of: ${path}`);
    this.name = 'PathMismatch';
    this.path = path;
    this.step = step;
    this.event = event;
    this.expected = expected;
    this.actual = actual;
  }
}

export interface PathCheck<M extends AnyStateMachine, H extends Harness<M> = Harness<M>> {
  /** What of the context to compare (default: all of it). */
  readonly project?: (context: any) => unknown;
  /** More assertions after each step (the step's state is the model's). */
  readonly afterStep?: (harness: H, step: ModelStep<M>, index: number, path: ModelPath<M>) => void;
}

/**
 * Executes one model path on a fresh harness (`createHarness` gets the path's input), comparing
 * state value and context after every step; throws a PathMismatch at the first difference.
 */
export const executePath = async <M extends AnyStateMachine, H extends Harness<M>>(
  path: ModelPath<M>,
  createHarness: (input: any) => H,
  check: PathCheck<M, H> = {},
): Promise<H> => {
  const harness = createHarness(path.input);
  harness.clock.watch(harness.actor.system);
  const project = check.project ?? ((context: unknown) => context);
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index === 0 && step.event.type === 'xstate.init') await flush();
      else await deliver(harness, step.event);
      const actual = harness.actor.getSnapshot() as AnyMachineSnapshot;
      const model = step.state as AnyMachineSnapshot;
      const seen = { value: actual.value, context: project(actual.context) };
      const expected = { value: model.value, context: project(model.context) };
      if (!sameValue(seen, expected)) throw new PathMismatch(path.description, index, step.event.type, expected, seen);
      check.afterStep?.(harness, step, index, path);
    }
  } finally {
    harness.actor.stop();
  }
  return harness;
};
