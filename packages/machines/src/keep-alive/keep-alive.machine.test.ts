import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FakeActors, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { keepAliveMachine } from './keep-alive.machine.ts';
import { connect } from './keep-alive.connect.ts';
import type { HeartbeatInput } from './keep-alive.types.ts';

const STARTED_AT = 1_000_000;

type KeepAliveHarness = Harness<typeof keepAliveMachine> & { logouts: number };

const harness = (): KeepAliveHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const machine = keepAliveMachine.provide({
    actors: {
      activity: fakes.callback('activity'),
      readClock: fakes.promise('readClock'),
      heartbeat: fakes.promise('heartbeat'),
      reauthenticate: fakes.promise('reauthenticate'),
    },
  });
  const actor = createActor(machine, { clock });
  const h: KeepAliveHarness = {
    actor,
    clock,
    fakes,
    logouts: 0,
    // Every action of the player comes from the activity listener.
    route: (event) => (fakes.running('activity').sendBack(event), true),
  };
  actor.on('keep-alive.logout', () => (h.logouts += 1));
  actor.start();
  return h;
};

describe('keepAlive model', () => {
  const model = modelOf(keepAliveMachine, {
    events: (snapshot) => [
      ...(snapshot.matches('running')
        ? [
            { type: 'keep-alive.activity', at: STARTED_AT + 1_000 },
            { type: 'keep-alive.activity', at: STARTED_AT + 2_000 },
          ]
        : []),
      { type: 'xstate.done.actor.readClock', output: snapshot.matches('starting') ? STARTED_AT : STARTED_AT + 300_000 },
      { type: 'xstate.error.actor.readClock', error: new Error('no clock') },
      { type: 'xstate.done.actor.heartbeat' },
      { type: 'xstate.error.actor.heartbeat', error: new Error('HTTP 401: Unauthorized') },
      { type: 'xstate.done.actor.reauthenticate' },
      { type: 'xstate.error.actor.reauthenticate', error: new Error('No response') },
      // Firing the 5-minute timer would also fire a pending 250 ms debounce: the model takes the
      // heartbeat only when no debounce is pending.
      ...(snapshot.matches({ running: { activity: 'idle' } }) ? [{ type: 'xstate.after.heartbeatInterval.keepAlive.running.heartbeat.waiting' }] : []),
      { type: 'xstate.after.activityDebounce.keepAlive.running.activity.settling' },
    ],
  });

  testModel(model, harness, {
    afterStep: ({ logouts, fakes, actor }, step) => {
      const snapshot = actor.getSnapshot();
      expect(logouts).toBe(snapshot.matches('loggedOut') ? 1 : 0);
      expect(fakes.callbackCalls.filter((c) => !c.stopped)).toHaveLength(snapshot.matches('running') ? 1 : 0);
      // The heartbeat carries the time since the last action when it starts.
      if (step.event.type.endsWith('actor.readClock') && snapshot.matches({ running: { heartbeat: 'beating' } })) {
        const { now, lastActionAt } = snapshot.context;
        const expected = now === null || lastActionAt === null ? 0 : now - lastActionAt;
        expect(fakes.pendingCall('heartbeat').input).toEqual({ millisFromLastAction: expected });
      }
    },
  });
});

describe('keepAlive behaviour', () => {
  const start = async () => {
    const h = harness();
    h.fakes.resolve('readClock', STARTED_AT);
    await new Promise((r) => setTimeout(r, 0));
    return h;
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('listens to the five activity events', async () => {
    const h = await start();
    expect(h.fakes.running('activity').input).toEqual({ events: ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] });
  });

  it('sends millisFromLastAction every 5 minutes', async () => {
    const h = await start();
    h.fakes.running('activity').sendBack({ type: 'keep-alive.activity', at: STARTED_AT + 100 });
    h.fakes.running('activity').sendBack({ type: 'keep-alive.activity', at: STARTED_AT + 200 });
    h.clock.increment(249);
    expect(h.actor.getSnapshot().context.lastActionAt).toBe(STARTED_AT);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().context.lastActionAt).toBe(STARTED_AT + 200);
    h.clock.increment(300_000 - 250);
    h.fakes.resolve('readClock', STARTED_AT + 300_000);
    await settle();
    expect(h.fakes.pendingCall('heartbeat').input).toEqual({ millisFromLastAction: 299_800 } satisfies HeartbeatInput);
    h.fakes.resolve('heartbeat', undefined);
    await settle();
    expect(h.actor.getSnapshot().matches({ running: { heartbeat: 'waiting' } })).toBe(true);
  });

  it('re-authenticates after a failed heartbeat and logs out when that fails', async () => {
    const h = await start();
    h.clock.increment(300_000);
    h.fakes.resolve('readClock', STARTED_AT + 300_000);
    await settle();
    h.fakes.reject('heartbeat', new Error('Request timed out'));
    await settle();
    expect(connect(h.actor.getSnapshot()).reauthenticating).toBe(true);
    h.fakes.reject('reauthenticate', new Error('HTTP 401: Unauthorized'));
    await settle();
    expect(connect(h.actor.getSnapshot())).toEqual({ alive: false, reauthenticating: false, loggedOut: true });
    expect(h.logouts).toBe(1);
    expect(h.actor.getSnapshot().output).toEqual({ reason: 'keep-alive-failed' });
  });

  it('an action counts once the player was still for 250 ms (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 25 }), async (gaps) => {
        const h = await start();
        let expected = STARTED_AT;
        let lastAt: number | null = null;
        for (const gap of gaps) {
          h.clock.increment(gap);
          if (lastAt !== null && gap >= 250) expected = lastAt;
          lastAt = STARTED_AT + h.clock.now();
          h.fakes.running('activity').sendBack({ type: 'keep-alive.activity', at: lastAt });
          expect(h.actor.getSnapshot().context.lastActionAt).toBe(expected);
        }
        h.clock.increment(250);
        expect(h.actor.getSnapshot().context.lastActionAt).toBe(lastAt);
        h.actor.stop();
      }),
      { numRuns: 100 },
    );
  });
});
