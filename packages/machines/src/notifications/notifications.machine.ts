// The notification socket's life and what each in-app notification does (core's notificationEffect):
// bonus types refresh the player's messages, balance updates the balance and dispatches a window
// event, logout forces a re-authentication, a simple message does nothing. The socket is an injected callback actor that
// runs while a player is logged in; its teardown closes the connection.
import { assign, emit, fromCallback, setup } from 'xstate';
import { notificationEffect, type InAppNotification, type NotificationEffect } from '@casino/core';
import type { NotificationsConnectionInput, NotificationsContext, NotificationsEmitted, NotificationsEvent } from './notifications.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

const notificationOf = (event: NotificationsEvent): InAppNotification | null => (event.type === 'notifications.message' ? event.notification : null);

/** What the event's notification does (core's rule); nothing for any other event. */
const effectOf = (event: NotificationsEvent): NotificationEffect => {
  const notification = notificationOf(event);
  return notification === null ? { kind: 'none' } : notificationEffect(notification);
};

const effectOfKind = <K extends NotificationEffect['kind']>(event: NotificationsEvent, kind: K): Extract<NotificationEffect, { kind: K }> => {
  const effect = effectOf(event);
  if (effect.kind !== kind) throw new Error(`notifications: expected a ${kind} notification, got ${effect.kind}`);
  return effect as Extract<NotificationEffect, { kind: K }>;
};

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    emitted: {} as NotificationsEmitted,
  },
  actors: {
    connection: fromCallback<NotificationsEvent, NotificationsConnectionInput>(notProvidedActor('notifications', 'connection')),
  },
  actions: {
    /** window.dispatchEvent(new CustomEvent(BALANCE_UPDATED_EVENT, { detail: balance })) in the portal. */
    dispatchBalanceEvent: notProvidedAction<{ balance: NonNullable<InAppNotification['balance']> }>('notifications', 'dispatchBalanceEvent'),
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
      type: 'notifications.messages-changed' as const,
      messageType: effectOfKind(event, 'refreshMessages').messageType,
    })),
    updateBalance: emit(({ event }) => ({ type: 'notifications.balance-changed' as const, balance: effectOfKind(event, 'updateBalance').balance })),
    reauthenticate: emit({ type: 'notifications.reauthenticate' as const }),
    // Every handled notification, for whoever lists or shows them (the notification hub, the in-app notification).
    announce: emit(({ event }) => ({ type: 'notifications.received' as const, notification: notificationOf(event) ?? { type: 'SIMPLE_MESSAGE' as const } })),
  },
  guards: {
    isBonus: ({ event }) => effectOf(event).kind === 'refreshMessages',
    isBalance: ({ event }) => effectOf(event).kind === 'updateBalance',
    isLogout: ({ event }) => effectOf(event).kind === 'reauthenticate',
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
        'notifications.invalid-payload': { actions: 'countInvalid' },
        'notifications.message': [
          { guard: 'isBonus', actions: ['count', 'announce', 'refreshMessages'] },
          {
            guard: 'isBalance',
            actions: [
              'count',
              'announce',
              'updateBalance',
              { type: 'dispatchBalanceEvent', params: ({ event }) => ({ balance: effectOfKind(event, 'updateBalance').balance }) },
            ],
          },
          { guard: 'isLogout', actions: ['count', 'announce', 'reauthenticate'] },
          // SIMPLE_MESSAGE (and a balance without a balance) does nothing but count (and is announced).
          { actions: ['count', 'announce'] },
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
