// Starts when the first-login timestamp is known and stops (and resets) when it is gone. The clock
// is an injected callback actor sending `regulatory-timer.tick` with the time, once at its start and
// then when told to wait: after each tick the machine asks for the next one when the shown second
// changes (core's msToNextShownSecond), so the page wakes once a second and never between. The
// elapsed time comes from core.
import { assign, fromCallback, sendTo, setup } from 'xstate';
import { msToNextShownSecond, sessionElapsedMs } from '@casino/core';
import type { RegulatoryTimerClockCommand, RegulatoryTimerContext, RegulatoryTimerEvent, RegulatoryTimerInput } from './regulatory-timer.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

export const regulatoryTimerMachine = setup({
  types: {
    context: {} as RegulatoryTimerContext,
    events: {} as RegulatoryTimerEvent,
    input: {} as RegulatoryTimerInput,
  },
  actors: {
    /** Sends `regulatory-timer.tick` { now } at its start and `ms` after each `regulatory-timer.wait` (a timer + Date.now in the portal). */
    clock: fromCallback<RegulatoryTimerClockCommand>(notProvidedActor('regulatoryTimer', 'clock')),
  },
  guards: {
    hasTimestamp: ({ event }) => event.type === 'regulatory-timer.user-changed' && event.firstLoginTimestampZoned !== null,
  },
  actions: {
    rememberUser: assign(({ context, event }) =>
      event.type === 'regulatory-timer.user-changed' ? { loggedIn: event.loggedIn, firstLoginTimestampZoned: event.firstLoginTimestampZoned } : context,
    ),
    reset: assign({ firstLoginTimestampZoned: null, elapsedMs: 0 }),
    rememberPlay: assign({
      playingReal: ({ context, event }) => (event.type === 'regulatory-timer.play-changed' ? event.playingReal : context.playingReal),
    }),
    count: assign({
      elapsedMs: ({ context, event }) =>
        event.type === 'regulatory-timer.tick' && context.firstLoginTimestampZoned !== null
          ? (sessionElapsedMs(context.firstLoginTimestampZoned, event.now) ?? 0)
          : context.elapsedMs,
    }),
    waitForNextSecond: sendTo('clock', ({ context }): RegulatoryTimerClockCommand => ({
      type: 'regulatory-timer.wait',
      ms: msToNextShownSecond(context.elapsedMs),
    })),
  },
}).createMachine({
  id: 'regulatoryTimer',
  context: ({ input }) => ({
    firstLoginTimestampZoned: null,
    elapsedMs: 0,
    loggedIn: false,
    playingReal: false,
    nativeView: input?.nativeView ?? false,
  }),
  initial: 'stopped',
  on: {
    'regulatory-timer.play-changed': { actions: 'rememberPlay' },
  },
  states: {
    stopped: {
      on: {
        'regulatory-timer.user-changed': [{ guard: 'hasTimestamp', target: 'running', actions: 'rememberUser' }, { actions: 'rememberUser' }],
      },
    },
    running: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'regulatory-timer.tick': { actions: ['count', 'waitForNextSecond'] },
        'regulatory-timer.user-changed': [
          { guard: 'hasTimestamp', actions: 'rememberUser' },
          { target: 'stopped', actions: ['rememberUser', 'reset'] },
        ],
      },
    },
  },
});
