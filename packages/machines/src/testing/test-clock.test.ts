import { describe, expect, it } from 'vitest';
import { createActor, raise, setup } from 'xstate';
import { TestClock } from './test-clock.ts';

// Two regions whose `after` delays have the same length, and a delayed event raised to itself.
const timers = setup({
  types: { events: {} as { type: 'remind'; id: string } | { type: 'start' } },
  delays: { short: 100, other: 100 },
}).createMachine({
  id: 'timers',
  type: 'parallel',
  on: { start: { actions: [raise({ type: 'remind', id: 'a' }, { delay: 300 }), raise({ type: 'remind', id: 'b' }, { delay: 200 })] } },
  states: {
    left: { initial: 'waiting', states: { waiting: { after: { short: 'done' } }, done: {} } },
    right: { initial: 'waiting', states: { waiting: { after: { other: 'done' } }, done: {} } },
  },
});

describe('TestClock', () => {
  it('runs one pending timer out of order, and then only the others', () => {
    const clock = new TestClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('a'), 100);
    const b = clock.setTimeout(() => fired.push('b'), 200);
    clock.fire(b);
    expect(fired).toEqual(['b']);
    expect(clock.pendingTimers().map((timer) => timer.timeout)).toEqual([100]);
    clock.increment(1000);
    expect(fired).toEqual(['b', 'a']);
    expect(() => clock.fire(b)).toThrow('no pending timer');
  });

  it('knows which delayed event each timer delivers, also for timers started before it watched', () => {
    const clock = new TestClock();
    const actor = createActor(timers, { clock }).start();
    clock.watch(actor.system);
    actor.send({ type: 'start' });
    expect(clock.pendingTimers().map((timer) => timer.scheduled?.event)).toEqual([
      { type: 'xstate.after.short.timers.left.waiting' },
      { type: 'xstate.after.other.timers.right.waiting' },
      { type: 'remind', id: 'a' },
      { type: 'remind', id: 'b' },
    ]);
  });

  it('fires exactly the timer of the named delay, though another of the same length waits', () => {
    const clock = new TestClock();
    const actor = createActor(timers, { clock }).start();
    clock.watch(actor.system);
    clock.fireScheduled({ type: 'xstate.after.other.timers.right.waiting' });
    expect(actor.getSnapshot().value).toEqual({ left: 'waiting', right: 'done' });
  });

  it('fires a raised event by its content, out of order, and says what is pending when asked for another', () => {
    const clock = new TestClock();
    const actor = createActor(timers, { clock }).start();
    clock.watch(actor.system);
    actor.send({ type: 'start' });
    const received: string[] = [];
    actor.system.inspect((inspection) => {
      if (inspection.type === '@xstate.event' && inspection.event.type === 'remind') received.push(String(inspection.event['id']));
    });
    clock.fireScheduled({ type: 'remind', id: 'a' });
    expect(received).toEqual(['a']);
    expect(() => clock.fireScheduled({ type: 'remind', id: 'a' })).toThrow(
      'TestClock: remind is not scheduled (pending: xstate.after.short.timers.left.waiting, xstate.after.other.timers.right.waiting, remind)',
    );
  });
});
