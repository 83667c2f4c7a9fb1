import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { modelCoverage } from '../testing/model-coverage.ts';
import { controlledPromise, createMachineModel, replayPaths, TestClock, transitionPaths, type HarnessParts } from './model-harness.ts';

// A counter that loads, counts up to 2 on a self-loop, and resets after a delay.
const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'count.up' } },
  actors: { load: fromPromise<number>(async () => 0) },
  delays: { resetDelay: 100 },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'load', src: 'load', onDone: { target: 'counting', actions: assign({ count: ({ event }) => event.output }) } } },
    counting: {
      on: { 'count.up': { guard: ({ context }) => context.count < 2, actions: assign({ count: ({ context }) => context.count + 1 }) } },
      after: { resetDelay: 'loading' },
    },
  },
});

const events = [
  { type: 'count.up' as const },
  { type: 'xstate.done.actor.load' as const, output: 1 },
  { type: 'xstate.after.resetDelay.counter.counting' as const },
];

const harness = (load = controlledPromise<number>()): HarnessParts => {
  const clock = new TestClock();
  const actor = createActor(counter.provide({ actors: { load: load.logic } }), { clock }).start();
  return { actor, clock, promises: { load }, delays: { resetDelay: 100 } };
};

describe('model harness', () => {
  it('gives one path per transition, self-loops and invoked/delayed events included', () => {
    const paths = transitionPaths(createMachineModel(counter, { events }));
    const coverage = modelCoverage(counter, paths);
    expect(coverage.states.missed).toEqual([]);
    expect(coverage.transitions.missed).toEqual([]);
    expect(paths.some((path) => path.steps.filter((step) => step.event.type === 'count.up').length === 1)).toBe(true);
  });

  it('replays every path on a real actor without a mismatch', async () => {
    const paths = transitionPaths(createMachineModel(counter, { events }));
    expect(await replayPaths(paths, () => harness())).toBeNull();
  });

  it('reports the first step where the real actor differs from the model', async () => {
    const paths = transitionPaths(createMachineModel(counter, { events }));
    // A real loader that answers something else than the model's event: the replay must notice.
    const lying = controlledPromise<number>();
    const original = lying.resolve;
    lying.resolve = () => original(2);
    const mismatch = await replayPaths(paths, () => harness(lying));
    expect(mismatch).toMatchObject({ event: 'xstate.done.actor.load', expected: { context: { count: 1 } }, actual: { context: { count: 2 } } });
  });

  it('TestClock runs one pending timer out of order', () => {
    const clock = new TestClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('a'), 100);
    const b = clock.setTimeout(() => fired.push('b'), 200);
    clock.fire(b);
    expect(fired).toEqual(['b']);
    expect(clock.pendingTimers()).toHaveLength(1);
    clock.increment(1000);
    expect(fired).toEqual(['b', 'a']);
    expect(() => clock.fire(b)).toThrow('no pending timer');
  });
});
