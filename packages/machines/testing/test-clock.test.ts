import fc from 'fast-check';
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
    // First due first: both 100 ms delays, then 'b' (200 ms), then 'a' (300 ms).
    expect(clock.pendingTimers().map((timer) => timer.scheduled?.event)).toEqual([
      { type: 'xstate.after.short.timers.left.waiting' },
      { type: 'xstate.after.other.timers.right.waiting' },
      { type: 'remind', id: 'b' },
      { type: 'remind', id: 'a' },
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

  it('advances through every due timer at its own time, in order, and tells its subscribers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 600 }), (timeouts, step) => {
        const clock = new TestClock(1_000_000);
        const fired: { timeout: number; at: number }[] = [];
        let notified = 0;
        clock.subscribe(() => (notified += 1));
        timeouts.forEach((timeout) => clock.setTimeout(() => fired.push({ timeout, at: clock.now() }), timeout));
        clock.advance(step);
        const due = timeouts.filter((timeout) => timeout <= step).sort((a, b) => a - b);
        expect(fired.map((timer) => timer.timeout).sort((a, b) => a - b)).toEqual(due);
        // Each fired at its own time, never later.
        for (const timer of fired) expect(timer.at).toBe(timer.timeout);
        expect(clock.now()).toBe(step);
        expect(clock.epochNow()).toBe(1_000_000 + step);
        expect(notified).toBeGreaterThan(0);
      }),
    );
  });

  it('steps a repeating ticker once per period, and jumps to the next timer', () => {
    const clock = new TestClock();
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      clock.setTimeout(tick, 50);
    };
    clock.setTimeout(tick, 50);
    clock.advance(500);
    expect(ticks).toBe(10);
    expect(clock.runNextTimer()).toBe(50);
    expect(ticks).toBe(11);
  });

  it('follows real time while running, and stops when paused', async () => {
    const clock = new TestClock();
    let fired = false;
    clock.setTimeout(() => (fired = true), 60);
    clock.run();
    expect(clock.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    clock.pause();
    expect(fired).toBe(true);
    const stoppedAt = clock.now();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(clock.now()).toBe(stoppedAt);
  });
});
