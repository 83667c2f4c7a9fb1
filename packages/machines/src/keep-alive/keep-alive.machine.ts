import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { ACTIVITY_DEBOUNCE_MS, ACTIVITY_EVENTS, KEEP_ALIVE_INTERVAL_MS, millisFromLastAction } from '@casino/core';
import type { HeartbeatInput, KeepAliveActivityInput, KeepAliveContext, KeepAliveEmitted, KeepAliveEvent, KeepAliveOutput } from './keep-alive.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

export const keepAliveMachine = setup({
  types: {
    context: {} as KeepAliveContext,
    events: {} as KeepAliveEvent,
    emitted: {} as KeepAliveEmitted,
    output: {} as KeepAliveOutput,
  },
  actors: {
    /** Listens to the activity events (window listeners in the portal) and sends `keep-alive.activity`. */
    activity: fromCallback<EventObject, KeepAliveActivityInput>(notProvidedActor('keepAlive', 'activity')),
    /** The current epoch time in ms. */
    readClock: fromPromise<number, void>(notProvidedActor('keepAlive', 'readClock')),
    /** The keep-alive call (gateway keep-alive endpoint and the platform script, real mode). */
    heartbeat: fromPromise<void, HeartbeatInput>(notProvidedActor('keepAlive', 'heartbeat')),
    /** Tries to authenticate again after a failed heartbeat. */
    reauthenticate: fromPromise<void, void>(notProvidedActor('keepAlive', 'reauthenticate')),
  },
  delays: {
    heartbeatInterval: KEEP_ALIVE_INTERVAL_MS,
    activityDebounce: ACTIVITY_DEBOUNCE_MS,
  },
  actions: {
    holdAction: assign({
      pendingActionAt: ({ event }) => event.at,
    }),
    commitAction: assign({
      lastActionAt: ({ context }) => context.pendingActionAt ?? context.lastActionAt,
      pendingActionAt: null,
    }),
    emitLogout: emit({ type: 'keep-alive.logout' }),
  },
}).createMachine({
  id: 'keepAlive',
  context: { lastActionAt: null, pendingActionAt: null, now: null },
  initial: 'starting',
  states: {
    // The start time stands for the last action until the player does something.
    starting: {
      invoke: {
        id: 'readClock',
        src: 'readClock',
        onDone: { target: 'running', actions: assign({ lastActionAt: ({ event }) => event.output }) },
        onError: 'running',
      },
    },
    running: {
      type: 'parallel',
      invoke: { id: 'activity', src: 'activity', input: { events: ACTIVITY_EVENTS } },
      states: {
        heartbeat: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { heartbeatInterval: 'readingClock' },
            },
            readingClock: {
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: { target: 'beating', actions: assign({ now: ({ event }) => event.output }) },
                onError: 'beating',
              },
            },
            beating: {
              invoke: {
                id: 'heartbeat',
                src: 'heartbeat',
                input: ({ context }): HeartbeatInput => ({
                  millisFromLastAction: millisFromLastAction(context.lastActionAt, context.now),
                }),
                onDone: 'waiting',
                onError: 'reauthenticating',
              },
            },
            reauthenticating: {
              invoke: {
                id: 'reauthenticate',
                src: 'reauthenticate',
                onDone: 'waiting',
                onError: '#keepAlive.loggedOut',
              },
            },
          },
        },
        activity: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'keep-alive.activity': { target: 'settling', actions: 'holdAction' } },
            },
            // Debounce: the action counts once the player has been still for 250 ms.
            settling: {
              after: { activityDebounce: { target: 'idle', actions: 'commitAction' } },
              on: { 'keep-alive.activity': { target: 'settling', reenter: true, actions: 'holdAction' } },
            },
          },
        },
      },
    },
    loggedOut: {
      type: 'final',
      entry: 'emitLogout',
    },
  },
  output: { reason: 'keep-alive-failed' },
});
