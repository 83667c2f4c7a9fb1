// Web messages (part 2 §4, §5): GET /webmessages?target=… only when enabled (the injected fetch
// knows the target); errors.failed-to-fetch-web-messages offers Try again. A dismissal is stored
// with its time by the injected saveDismissals action and forgotten after 12 hours (core rules).
import { ErrorKey, withDismissal, type WebMessage, type WebMessageDismissals } from '@casino/core';
import { assign, emit, fromPromise, setup } from 'xstate';
import { showAlert } from '../snackbar/snackbar-request.ts';
import type { WebMessagesContext, WebMessagesEmitted, WebMessagesEvent, WebMessagesInput } from './web-messages.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

export const webMessagesMachine = setup({
  types: {
    context: {} as WebMessagesContext,
    events: {} as WebMessagesEvent,
    input: {} as WebMessagesInput,
    emitted: {} as WebMessagesEmitted,
  },
  actors: {
    fetchWebMessages: fromPromise<readonly WebMessage[], void>(notProvidedActor('webMessages', 'fetchWebMessages')),
  },
  actions: {
    /** Writes the dismissals to storage (only the ones younger than 12 hours are kept). */
    saveDismissals: notProvidedAction<WebMessageDismissals>('webMessages', 'saveDismissals'),
    showFetchError: emit(({ self }) => showAlert(ErrorKey.failedToFetchWebMessages, { retry: () => self.send({ type: 'web-messages.retry' }) })),
  },
  guards: {
    isDisabled: ({ context }) => !context.enabled,
  },
}).createMachine({
  id: 'webMessages',
  context: ({ input }) => ({ enabled: input.enabled, messages: [], dismissedAt: input.dismissedAt, now: input.now }),
  initial: 'loading',
  on: {
    'web-messages.clock': { actions: assign({ now: ({ event }) => event.now }) },
  },
  states: {
    loading: {
      always: { guard: 'isDisabled', target: 'disabled' },
      invoke: {
        id: 'fetchWebMessages',
        src: 'fetchWebMessages',
        onDone: { target: 'ready', actions: assign({ messages: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'showFetchError' },
      },
    },
    ready: {
      on: {
        'web-messages.dismiss': {
          actions: [
            assign({
              dismissedAt: ({ context, event }) => withDismissal(context.dismissedAt, event.id, event.now),
              now: ({ event }) => event.now,
            }),
            { type: 'saveDismissals', params: ({ context }) => context.dismissedAt },
          ],
        },
      },
    },
    failed: {
      on: { 'web-messages.retry': 'loading' },
    },
    disabled: { type: 'final' },
  },
});
