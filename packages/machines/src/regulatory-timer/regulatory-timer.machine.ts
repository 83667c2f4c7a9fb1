// Starts when the first-login timestamp is known and stops (and resets) when it is gone. The clock
// is an injected callback actor sending `regulatory-timer.tick` with the time; the elapsed time comes from core.
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { sessionElapsedMs, TIMER_REFRESH_MS } from '@casino/core';
import type { RegulatoryTimerClockInput, RegulatoryTimerContext, RegulatoryTimerEvent, RegulatoryTimerInput } from './regulatory-timer.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

export const regulatoryTimerMachine = setup({
  types: {
    context: {} as RegulatoryTimerContext,
    events: {} as RegulatoryTimerEvent,
    input: {} as RegulatoryTimerInput,
  },
  actors: {
    /** Sends `regulatory-timer.tick` { now } every `intervalMs` until stopped (setInterval + Date.now in the portal). */
    clock: fromCallback<EventObject, RegulatoryTimerClockInput>(notProvidedActor('regulatoryTimer', 'clock')),
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
      invoke: { id: 'clock', src: 'clock', input: { intervalMs: TIMER_REFRESH_MS } },
      on: {
        'regulatory-timer.tick': { actions: 'count' },
        'regulatory-timer.user-changed': [
          { guard: 'hasTimestamp', actions: 'rememberUser' },
          { target: 'stopped', actions: ['rememberUser', 'reset'] },
        ],
      },
    },
  },
});
