// The modal stack (part 2 §4): modals register with a priority (lowest 2000 … highest 6000) and are
// stacked by it; closing all clears the stack; a modal that is not registered is closed instead of
// opened. The old my-account modal lives beside the stack; only a close-modal message from its
// frame's exact origin closes it. The window message listener is an injected callback actor.
import { closesMyAccount } from '@casino/core';
import { assign, emit, enqueueActions, fromCallback, setup, type EventObject } from 'xstate';
import type { ModalStackContext, ModalStackEmitted, ModalStackEvent, ModalStackInput } from './modal-stack.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

const idOf = (event: ModalStackEvent): string => ('id' in event ? event.id : '');

export const modalStackMachine = setup({
  types: {
    context: {} as ModalStackContext,
    events: {} as ModalStackEvent,
    input: {} as ModalStackInput,
    emitted: {} as ModalStackEmitted,
  },
  actors: {
    /** Forwards window 'message' events as 'modal-stack.my-account-message' { origin, data }. */
    frameMessages: fromCallback<EventObject, { origin: string }>(notProvidedActor('modalStack', 'frameMessages')),
  },
  guards: {
    isRegistered: ({ context, event }) => idOf(event) in context.registered,
    isNotRegistered: ({ context, event }) => !(idOf(event) in context.registered),
    isOpen: ({ context, event }) => context.open.some((modal) => modal.id === idOf(event)),
    nothingOpen: ({ context }) => context.open.length === 0,
    opensDashboard: ({ event }) => event.type === 'modal-stack.open-my-account' && event.page === 'dashboard',
    opensDeposit: ({ event }) => event.type === 'modal-stack.open-my-account' && event.page === 'deposit',
    isCloseFromFrame: ({ context, event }) => event.type === 'modal-stack.my-account-message' && closesMyAccount(event, context.myAccountOrigin),
  },
  actions: {
    /** A modal that registers again (remounted with another priority) keeps its place in the stack. */
    register: assign(({ context, event }) => {
      if (event.type !== 'modal-stack.register') return {};
      return {
        registered: { ...context.registered, [event.id]: event.priority },
        open: context.open.map((modal) => (modal.id === event.id ? { ...modal, priority: event.priority } : modal)),
      };
    }),
    unregister: assign({
      registered: ({ context, event }) => Object.fromEntries(Object.entries(context.registered).filter(([id]) => id !== idOf(event))),
    }),
    /** Opens the modal on top of its priority; re-opening an open one brings it up. */
    push: assign(({ context, event }) => {
      const id = idOf(event);
      const priority = context.registered[id];
      if (priority === undefined) return {};
      return {
        open: [...context.open.filter((modal) => modal.id !== id), { id, priority, order: context.nextOrder }],
        nextOrder: context.nextOrder + 1,
      };
    }),
    remove: assign({ open: ({ context, event }) => context.open.filter((modal) => modal.id !== idOf(event)) }),
    removeAll: assign({ open: [] }),
    announceClosed: emit(({ event }) => ({ type: 'modal-stack.closed' as const, id: idOf(event) })),
    announceAllClosed: enqueueActions(({ context, enqueue }) => {
      for (const modal of context.open) enqueue.emit({ type: 'modal-stack.closed', id: modal.id });
    }),
  },
}).createMachine({
  id: 'modalStack',
  type: 'parallel',
  context: ({ input }) => ({ registered: {}, open: [], nextOrder: 0, myAccountOrigin: input.myAccountOrigin }),
  on: {
    'modal-stack.register': { actions: 'register' },
  },
  states: {
    stack: {
      initial: 'empty',
      on: {
        'modal-stack.unregister': [{ guard: 'isOpen', actions: ['unregister', 'remove', 'announceClosed'] }, { actions: 'unregister' }],
      },
      states: {
        empty: {
          on: {
            'modal-stack.open': [{ guard: 'isRegistered', target: 'stacked', actions: 'push' }, { actions: 'announceClosed' }],
          },
        },
        stacked: {
          always: { guard: 'nothingOpen', target: 'empty' },
          on: {
            'modal-stack.open': [{ guard: 'isRegistered', actions: 'push' }, { actions: 'announceClosed' }],
            'modal-stack.close': { guard: 'isOpen', actions: ['remove', 'announceClosed'] },
            'modal-stack.close-all': { target: 'empty', actions: ['announceAllClosed', 'removeAll'] },
          },
        },
      },
    },
    myAccount: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'modal-stack.open-my-account': [
              { guard: 'opensDashboard', target: 'open.dashboard' },
              { guard: 'opensDeposit', target: 'open.deposit' },
            ],
          },
        },
        open: {
          invoke: { id: 'frameMessages', src: 'frameMessages', input: ({ context }) => ({ origin: context.myAccountOrigin }) },
          initial: 'dashboard',
          on: {
            'modal-stack.open-my-account': [
              { guard: 'opensDashboard', target: '.dashboard' },
              { guard: 'opensDeposit', target: '.deposit' },
            ],
            'modal-stack.close-my-account': 'closed',
            'modal-stack.my-account-message': { guard: 'isCloseFromFrame', target: 'closed' },
            'modal-stack.close-all': 'closed',
          },
          states: {
            dashboard: {},
            deposit: {},
          },
        },
      },
    },
  },
});
