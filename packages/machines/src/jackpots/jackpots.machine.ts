// Jackpots (part 1 §4, D6): fetched at start-up, on locale change (always) and on route change or
// any refresh (skipped within 30 s of the last fetch unless forced, core's shouldRefetchJackpots).
// The amounts tick locally: one injected animation clock sends 'jackpots.tick' { now } for every
// ticker on the page and runs only while the document is visible; connect() derives each level's
// shown value with core's jackpotValuesAt from the time since the fetch.
import { ErrorKey, shouldRefetchJackpots, type Jackpot } from '@casino/core';
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { showAlert } from '../snackbar/snackbar-request.ts';
import type { JackpotsContext, JackpotsEmitted, JackpotsEvent, JackpotsInput } from './jackpots.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

export const jackpotsMachine = setup({
  types: {
    context: {} as JackpotsContext,
    events: {} as JackpotsEvent,
    input: {} as JackpotsInput,
    emitted: {} as JackpotsEmitted,
  },
  actors: {
    /** GET /Jackpots (with jackpotLevels) in the given locale. */
    fetchJackpots: fromPromise<readonly Jackpot[], { locale: string }>(notProvidedActor('jackpots', 'fetchJackpots')),
    /** The shared animation clock: sends 'jackpots.tick' { now } on every frame. */
    animationClock: fromCallback<EventObject>(notProvidedActor('jackpots', 'animationClock')),
    /** Sends 'jackpots.visibility-changed' { hidden } on visibilitychange. */
    documentVisibility: fromCallback<EventObject>(notProvidedActor('jackpots', 'documentVisibility')),
  },
  actions: {
    /** Stamps the fetch about to start; a locale change also switches the locale fetched. */
    request: assign(({ context, event }) => ({
      requestedAt: 'now' in event ? event.now : context.requestedAt,
      locale: event.type === 'jackpots.locale-changed' ? event.locale : context.locale,
    })),
    showFetchError: emit(() => showAlert(ErrorKey.failedToFetchJackpots)),
  },
  guards: {
    isStale: ({ context, event }) =>
      (event.type === 'jackpots.route-changed' || event.type === 'jackpots.refresh') &&
      shouldRefetchJackpots(context.fetchedAt, event.now, event.type === 'jackpots.refresh' && event.force === true),
    isHidden: ({ event }) => event.type === 'jackpots.visibility-changed' && event.hidden,
    isVisible: ({ event }) => event.type === 'jackpots.visibility-changed' && !event.hidden,
  },
}).createMachine({
  id: 'jackpots',
  type: 'parallel',
  context: ({ input }) => ({ jackpots: [], fetchedAt: null, requestedAt: input.now, now: input.now, locale: input.locale, failed: false }),
  invoke: { id: 'documentVisibility', src: 'documentVisibility' },
  states: {
    data: {
      initial: 'fetching',
      states: {
        idle: {
          on: {
            'jackpots.route-changed': { guard: 'isStale', target: 'fetching', actions: 'request' },
            'jackpots.refresh': { guard: 'isStale', target: 'fetching', actions: 'request' },
            'jackpots.locale-changed': { target: 'fetching', actions: 'request' },
          },
        },
        fetching: {
          invoke: {
            id: 'fetchJackpots',
            src: 'fetchJackpots',
            input: ({ context }) => ({ locale: context.locale }),
            onDone: {
              target: 'idle',
              // The climb restarts from the new amounts (D6).
              actions: assign({ jackpots: ({ event }) => event.output, fetchedAt: ({ context }) => context.requestedAt, failed: false }),
            },
            onError: { target: 'idle', actions: [assign({ failed: true }), 'showFetchError'] },
          },
          on: {
            // Amounts in the old locale are of no use: start over.
            'jackpots.locale-changed': { target: 'fetching', reenter: true, actions: 'request' },
          },
        },
      },
    },
    clock: {
      initial: 'running',
      states: {
        running: {
          invoke: { id: 'animationClock', src: 'animationClock' },
          on: {
            'jackpots.tick': { actions: assign({ now: ({ event }) => event.now }) },
            'jackpots.visibility-changed': { guard: 'isHidden', target: 'paused' },
          },
        },
        paused: {
          on: { 'jackpots.visibility-changed': { guard: 'isVisible', target: 'running' } },
        },
      },
    },
  },
});
