// The notification socket's life and what each in-app notification does: bonus types refresh the
// player's messages, balance updates the balance and dispatches a window event, logout forces a
// re-authentication, a simple message does nothing. The socket is an injected callback actor that
// runs while a player is logged in; its teardown closes the connection.
import { assign, emit, fromCallback, setup } from 'xstate';
import type { InAppNotification } from '@casino/core';
import type {
  NotificationsConnectionInput,
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
} from './notifications.types.ts';

type MessageEvent = Extract<NotificationsEvent, { type: 'notifications.message' }>;
const notificationOf = (event: NotificationsEvent): InAppNotification | null =>
  event.type === 'notifications.message' ? event.notification : null;

const BONUS_MESSAGE_TYPE = { BONUS: 'bonus', BONUS_2: 'bonus:2', BONUS_4: 'bonus:4' } as const;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    emitted: {} as NotificationsEmitted,
  },
  actors: {
    connection: fromCallback<NotificationsEvent, NotificationsConnectionInput>(() => {
      throw new Error('notifications: connection not provided');
    }),
  },
  actions: {
    /** window.dispatchEvent(new CustomEvent(BALANCE_UPDATED_EVENT, { detail: balance })) in the portal. */
    dispatchBalanceEvent: (_, _params: { balance: NonNullable<InAppNotification['balance']> }) => {
      throw new Error('notifications: dispatchBalanceEvent not provided');
    },
    rememberToken: assign({ token: ({ event }) => (event.type === 'notifications.start' ? event.token : null), error: null }),
    forget: assign({ token: null }),
    rememberError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    clearError: assign({ error: null }),
    count: assign({
      received: ({ context }) => context.received + 1,
      last: ({ context, event }) => notificationOf(event)?.type ?? context.last,
    }),
    countInvalid: assign({ invalidPayloads: ({ context }) => context.invalidPayloads + 1 }),
    refreshMessages: emit(({ event }) => ({
      type: 'player.messagesChanged' as const,
      messageType: BONUS_MESSAGE_TYPE[notificationOf(event)!.type as keyof typeof BONUS_MESSAGE_TYPE],
    })),
    updateBalance: emit(({ event }) => ({ type: 'player.balanceChanged' as const, balance: notificationOf(event)!.balance! })),
    reauthenticate: emit({ type: 'auth.reauthenticate' as const }),
  },
  guards: {
    isBonus: ({ event }) => (notificationOf(event)?.type ?? '') in BONUS_MESSAGE_TYPE,
    isBalance: ({ event }) => notificationOf(event)?.type === 'BALANCE' && notificationOf(event)?.balance != null,
    isLogout: ({ event }) => notificationOf(event)?.type === 'LOGOUT',
  },
}).createMachine({
  id: 'notifications',
  context: { token: null, error: null, received: 0, invalidPayloads: 0, last: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'notifications.start': { target: 'active', actions: 'rememberToken' } },
    },
    active: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => ({ token: context.token! }) },
      initial: 'connecting',
      on: {
        'notifications.stop': { target: 'idle', actions: 'forget' },
        'notifications.closed': { target: 'closed', actions: 'rememberError' },
        'notifications.invalidPayload': { actions: 'countInvalid' },
        'notifications.message': [
          { guard: 'isBonus', actions: ['count', 'refreshMessages'] },
          {
            guard: 'isBalance',
            actions: [
              'count',
              'updateBalance',
              { type: 'dispatchBalanceEvent', params: ({ event }) => ({ balance: (event as MessageEvent).notification.balance! }) },
            ],
          },
          { guard: 'isLogout', actions: ['count', 'reauthenticate'] },
          // SIMPLE_MESSAGE (and a balance without a balance) does nothing but count.
          { actions: 'count' },
        ],
      },
      states: {
        connecting: { on: { 'notifications.connected': { target: 'connected', actions: 'clearError' } } },
        connected: { on: { 'notifications.disconnected': { target: 'reconnecting', actions: 'rememberError' } } },
        // The client retries by itself (2 times at 1000 ms) and resubscribes on connect.
        reconnecting: { on: { 'notifications.connected': { target: 'connected', actions: 'clearError' } } },
      },
    },
    closed: {
      on: {
        'notifications.start': { target: 'active', actions: 'rememberToken' },
        'notifications.stop': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
