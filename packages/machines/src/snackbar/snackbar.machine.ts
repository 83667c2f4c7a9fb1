// The snackbar: shows what other machines emit, through core's queue policy (D7: at most 4, the
// oldest clickable one evicted, per-title limit), closes each message after its own timeout and
// runs a message's action callback when its button is pressed.
import { dismissSnackbar, snackbarEnqueueOutcome, snackbarTimeout, type SnackbarMessage } from '@casino/core';
import { enqueueActions, setup } from 'xstate';
import type { SnackbarContext, SnackbarEvent } from './snackbar.types.ts';

/** One delayed 'snackbar.expired' per message, cancelled when the message leaves earlier. */
const timerId = (messageId: string) => `snackbar.expire.${messageId}`;
const idOf = (nextId: number) => `snackbar-${nextId}`;

export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
  },
  actions: {
    enqueueMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'snackbar.show') return;
      const message: SnackbarMessage = { ...event.message, id: idOf(context.nextId) };
      const outcome = snackbarEnqueueOutcome(context.shown, message);
      enqueue.assign({ shown: outcome.shown, nextId: context.nextId + 1 });
      if (outcome.kind === 'dropped') return;
      // A message the policy evicted must not expire later.
      if (outcome.evicted) enqueue.cancel(timerId(outcome.evicted.id));
      const timeout = snackbarTimeout(message);
      if (timeout !== null) {
        enqueue.raise({ type: 'snackbar.expired', id: message.id }, { id: timerId(message.id), delay: timeout });
      }
    }),
    removeMessage: enqueueActions(({ context, event, enqueue }) => {
      if (!('id' in event)) return;
      enqueue.cancel(timerId(event.id));
      enqueue.assign({ shown: dismissSnackbar(context.shown, event.id) });
    }),
    removeAll: enqueueActions(({ context, enqueue }) => {
      for (const message of context.shown) enqueue.cancel(timerId(message.id));
      enqueue.assign({ shown: [] });
    }),
    /** Runs the pressed message's callback (a retry that the emitting machine built). */
    runMessageAction: ({ context, event }) => {
      if (event.type !== 'snackbar.action') return;
      context.shown.find((message) => message.id === event.id)?.action?.();
    },
  },
  guards: {
    isShown: ({ context, event }) => 'id' in event && context.shown.some((message) => message.id === event.id),
    nothingShown: ({ context }) => context.shown.length === 0,
  },
}).createMachine({
  id: 'snackbar',
  context: { shown: [], nextId: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'snackbar.show': { target: 'showing', actions: 'enqueueMessage' } },
    },
    showing: {
      // A message the policy dropped (per-title limit) leaves nothing to show.
      always: { guard: 'nothingShown', target: 'idle' },
      on: {
        'snackbar.show': { actions: 'enqueueMessage' },
        'snackbar.close': { guard: 'isShown', actions: 'removeMessage' },
        'snackbar.expired': { guard: 'isShown', actions: 'removeMessage' },
        'snackbar.action': { guard: 'isShown', actions: ['runMessageAction', 'removeMessage'] },
        'snackbar.close-all': { target: 'idle', actions: 'removeAll' },
      },
    },
  },
});
