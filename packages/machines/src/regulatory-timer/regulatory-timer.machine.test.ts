import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatElapsed, sessionElapsedMs } from '@casino/core';
import { FakeActors, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { regulatoryTimerMachine } from './regulatory-timer.machine.ts';
import { connect } from './regulatory-timer.connect.ts';

const FIRST_LOGIN = '2026-11-21T10:00:00+01:00';
const FIRST_LOGIN_MS = Date.parse(FIRST_LOGIN);
const LATER_LOGIN = '2026-11-21T11:00:00+01:00';

const harness = (input = {}): Harness<typeof regulatoryTimerMachine> => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const machine = regulatoryTimerMachine.provide({ actors: { clock: fakes.callback('clock') } });
  const actor = createActor(machine, { clock, input }).start();
  return {
    actor,
    clock,
    fakes,
    // Ticks come from the clock actor, as in the portal.
    route: (event) => event.type === 'regulatory-timer.tick' && (fakes.running('clock').sendBack(event), true),
  };
};

describe('regulatoryTimer model', () => {
  const model = modelOf(regulatoryTimerMachine, {
    events: (snapshot) => [
      { type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: FIRST_LOGIN },
      { type: 'regulatory-timer.user-changed', loggedIn: false, firstLoginTimestampZoned: null },
      // Logged in before the overview (and its timestamp) arrived; a new session's timestamp.
      { type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: null },
      { type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: LATER_LOGIN },
      { type: 'regulatory-timer.play-changed', playingReal: true },
      { type: 'regulatory-timer.play-changed', playingReal: false },
      ...(snapshot.matches('running') ? [{ type: 'regulatory-timer.tick', now: FIRST_LOGIN_MS + 3_723_400 }] : []),
    ],
  });

  testModel(model, harness, {
    afterStep: ({ fakes, actor }) => {
      // The clock runs exactly while the timer runs.
      const running = fakes.callbackCalls.filter((call) => !call.stopped).length;
      expect(running).toBe(actor.getSnapshot().matches('running') ? 1 : 0);
    },
  });
});

describe('regulatoryTimer behaviour', () => {
  it('counts hh:mm:ss from the first login and asks the clock for the next tick when the shown second changes', () => {
    const h = harness();
    h.actor.send({ type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: FIRST_LOGIN });
    h.fakes.running('clock').sendBack({ type: 'regulatory-timer.tick', now: FIRST_LOGIN_MS + 3_723_400 });
    expect(connect(h.actor.getSnapshot())).toEqual({ running: true, visible: true, elapsed: '01:02:03' });
    expect(h.fakes.running('clock').received).toEqual([{ type: 'regulatory-timer.wait', ms: 600 }]);
    h.fakes.running('clock').sendBack({ type: 'regulatory-timer.tick', now: FIRST_LOGIN_MS + 3_724_000 });
    expect(connect(h.actor.getSnapshot()).elapsed).toBe('01:02:04');
    expect(h.fakes.running('clock').received.at(-1)).toEqual({ type: 'regulatory-timer.wait', ms: 1000 });
  });

  it('is hidden while playing for real money and in native view', () => {
    const h = harness();
    h.actor.send({ type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: FIRST_LOGIN });
    h.actor.send({ type: 'regulatory-timer.play-changed', playingReal: true });
    expect(connect(h.actor.getSnapshot()).visible).toBe(false);
    h.actor.send({ type: 'regulatory-timer.play-changed', playingReal: false });
    expect(connect(h.actor.getSnapshot()).visible).toBe(true);
    const native = harness({ nativeView: true });
    native.actor.send({ type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: FIRST_LOGIN });
    expect(connect(native.actor.getSnapshot()).visible).toBe(false);
  });

  it('stops, resets and stops the clock when the timestamp disappears', () => {
    const h = harness();
    h.actor.send({ type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: FIRST_LOGIN });
    h.fakes.running('clock').sendBack({ type: 'regulatory-timer.tick', now: FIRST_LOGIN_MS + 5_000 });
    h.actor.send({ type: 'regulatory-timer.user-changed', loggedIn: false, firstLoginTimestampZoned: null });
    expect(connect(h.actor.getSnapshot())).toEqual({ running: false, visible: false, elapsed: '00:00:00' });
    expect(h.fakes.callbackCalls.every((call) => call.stopped)).toBe(true);
  });

  it('shows what core computes for any tick, changing at most once per second (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 * 3_600_000 }), { minLength: 1, maxLength: 40 }), (offsets) => {
        const h = harness();
        h.actor.send({ type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: FIRST_LOGIN });
        for (const offset of [...offsets].sort((a, b) => a - b)) {
          h.fakes.running('clock').sendBack({ type: 'regulatory-timer.tick', now: FIRST_LOGIN_MS + offset });
          const expected = formatElapsed(sessionElapsedMs(FIRST_LOGIN, FIRST_LOGIN_MS + offset) ?? 0);
          expect(connect(h.actor.getSnapshot()).elapsed).toBe(expected);
          // Ticks within the same second show the same text.
          const secondStart = FIRST_LOGIN_MS + offset - (offset % 1000);
          expect(formatElapsed(sessionElapsedMs(FIRST_LOGIN, secondStart) ?? 0)).toBe(expected);
        }
        h.actor.stop();
      }),
      { numRuns: 100 },
    );
  });
});
