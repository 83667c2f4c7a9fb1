import { assign, fromPromise, setup } from 'xstate';
import { hasSelfExclusionReasonCode, PANIC_HOLD_MS, panicStepEvent } from '@casino/core';
import type { AnalyticsEvent } from '@casino/core';
import type { PanicContext, PanicEvent, PanicInput } from './panic.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

export const panicMachine = setup({
  types: {
    context: {} as PanicContext,
    events: {} as PanicEvent,
    input: {} as PanicInput,
  },
  actors: {
    /** Blocks the player's account (the panic self-exclusion). */
    block: fromPromise<void, void>(notProvidedActor('panic', 'block')),
  },
  actions: {
    track: notProvidedAction<AnalyticsEvent>('panic', 'track'),
    /** Sends the browser to an external address. */
    redirect: notProvidedAction<{ readonly url: string }>('panic', 'redirect'),
    markBlockFailed: assign({ blockFailed: true }),
    clearBlockFailed: assign({ blockFailed: false }),
  },
  guards: {
    /** A self-exclusion reason code on the user sends the browser to the responsible-gaming address (core). */
    selfExcluded: ({ event }) => event.type === 'panic.user-changed' && hasSelfExclusionReasonCode(event),
  },
  delays: {
    panicHold: PANIC_HOLD_MS,
  },
}).createMachine({
  id: 'panic',
  context: ({ input }) => ({ responsibleGamingUrl: input.responsibleGamingUrl, blockFailed: false }),
  initial: 'idle',
  on: {
    'panic.user-changed': {
      guard: 'selfExcluded',
      target: '.redirected',
    },
  },
  states: {
    // The start step is tracked once per opening of the confirmation: a failed block that comes
    // back to it is the same attempt, not a new start.
    idle: {
      on: {
        'panic.click': { target: 'confirming', actions: { type: 'track', params: () => panicStepEvent('start') } },
        'panic.press-start': 'holding',
      },
    },
    holding: {
      after: { panicHold: { target: 'confirming', actions: { type: 'track', params: () => panicStepEvent('start') } } },
      on: { 'panic.press-end': 'idle' },
    },
    confirming: {
      on: {
        'panic.confirm': {
          target: 'blocking',
          actions: [{ type: 'track', params: () => panicStepEvent('confirm') }, 'clearBlockFailed'],
        },
        'panic.cancel': { target: 'idle', actions: 'clearBlockFailed' },
      },
    },
    blocking: {
      invoke: {
        id: 'block',
        src: 'block',
        onDone: { target: 'blocked', actions: { type: 'track', params: () => panicStepEvent('block') } },
        onError: { target: 'confirming', actions: 'markBlockFailed' },
      },
    },
    // Blocked: the platform marks the account; the reason code then arrives on the user.
    blocked: {},
    redirected: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.responsibleGamingUrl }) },
    },
  },
});
