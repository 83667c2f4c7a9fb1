import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { counterEvents, counterMachine } from './counter.fixture.ts';
import { executePath, PathMismatch, type Harness } from './execute-path.ts';
import { FakeActors } from './fake-actors.ts';
import { modelOf } from './machine-model.ts';
import { testModel } from './model-tests.ts';
import { TestClock } from './test-clock.ts';

const counterHarness = (fakes = new FakeActors()): Harness<typeof counterMachine> => {
  const clock = new TestClock();
  const actor = createActor(counterMachine.provide({ actors: { load: fakes.promise('load') } }), { clock }).start();
  return { actor, clock, fakes };
};

describe('executePath on the counter', () => {
  testModel(modelOf(counterMachine, { events: counterEvents }), () => counterHarness());
});

describe('executePath', () => {
  const model = modelOf(counterMachine, { events: counterEvents });
  const typesOf = (path: (typeof model.paths)[number]) => path.steps.slice(1).map((step) => step.event.type);
  const pathTo = (...types: string[]) => model.paths.find((path) => typesOf(path).join() === types.join())!;
  const pathStartingWith = (...types: string[]) => model.paths.find((path) => typesOf(path).slice(0, types.length).join() === types.join())!;

  it('settles the fake promise named by a done event and fires the timer of an after event', async () => {
    const harness = await executePath(pathTo('xstate.done.actor.load', 'xstate.after.resetDelay.counter.counting'), () => counterHarness());
    expect(harness.fakes.promiseCalls.map((call) => call.status)).toEqual(['resolved', 'aborted']);
    expect(harness.clock.pendingTimers()).toEqual([]);
    expect(harness.actor.getSnapshot().status).toBe('stopped');
  });

  it('throws a PathMismatch with the expected and actual snapshots at the first step that differs', async () => {
    // A loader that answers something else than the model's event.
    const lying = new FakeActors();
    lying.resolve = (name) => FakeActors.prototype.resolve.call(lying, name, 2);
    const run = executePath(pathStartingWith('xstate.done.actor.load', 'count.up'), () => counterHarness(lying));
    await expect(run).rejects.toBeInstanceOf(PathMismatch);
    await expect(run).rejects.toMatchObject({
      step: 1,
      event: 'xstate.done.actor.load',
      expected: { value: 'counting', context: { count: 1 } },
      actual: { value: 'counting', context: { count: 2 } },
    });
  });

  it('compares only what `project` keeps of the context, and runs afterStep at every step', async () => {
    const lying = new FakeActors();
    lying.resolve = (name) => FakeActors.prototype.resolve.call(lying, name, 2);
    const seen: number[] = [];
    const path = pathStartingWith('xstate.done.actor.load', 'count.up');
    await executePath(path, () => counterHarness(lying), {
      project: ({ failed }: { failed: boolean }) => failed,
      afterStep: (_, __, index) => seen.push(index),
    });
    expect(seen).toEqual(path.steps.map((_, index) => index));
  });

  it('delivers plain events through the route the test gives (a callback actor), else with actor.send', async () => {
    const relay = setup({
      types: { events: {} as { type: 'ping' } | { type: 'pong' } },
      actors: { socket: new FakeActors().callback('socket') },
    }).createMachine({
      id: 'relay',
      invoke: { id: 'socket', src: 'socket' },
      initial: 'waiting',
      states: { waiting: { on: { ping: 'pinged' } }, pinged: { on: { pong: 'waiting' } } },
    });
    const fakes = new FakeActors();
    const clock = new TestClock();
    const actor = createActor(relay.provide({ actors: { socket: fakes.callback('socket') } }), { clock }).start();
    const routed: string[] = [];
    const route = (event: { type: string }) => event.type === 'pong' && (routed.push(event.type), fakes.running('socket').sendBack(event), true);
    const [path] = modelOf(relay, { events: [{ type: 'ping' }, { type: 'pong' }] }).paths;
    await executePath(path!, () => ({ actor, clock, fakes, route }));
    expect(routed).toEqual(['pong']);
  });
});
