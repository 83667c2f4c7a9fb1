// notifications: the player's STOMP connection while a player is logged in (the machine's connection
// actor lives exactly that long); the client's events come back as the machine's reports. A balance
// notification is also told to the page as a window event.
import { Effect } from 'effect';
import { fromCallback } from 'xstate';
import { Notifications, type NotificationsConnection, type NotificationsEvent as ClientEvent } from '@casino/api-clients';
import { BALANCE_UPDATED_EVENT } from '@casino/core';
import { notifications } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

/** The machine's report of a client event. */
const reportOf = (event: ClientEvent): notifications.NotificationsEvent => {
  switch (event.type) {
    case 'connected':
      return { type: 'notifications.connected' };
    case 'notification':
      return { type: 'notifications.message', notification: event.notification };
    case 'invalidPayload':
      return { type: 'notifications.invalid-payload', error: event.message };
    case 'disconnected':
      return { type: 'notifications.disconnected', error: event.error };
    case 'closed':
      return { type: 'notifications.closed', error: event.error };
  }
};

export const provideNotifications = (runtime: PortalRuntime) =>
  notifications.notificationsMachine.provide({
    actors: {
      connection: fromCallback<notifications.NotificationsEvent, notifications.NotificationsConnectionInput>(({ input, sendBack }) => {
        let stopped = false;
        let unsubscribe = () => {};
        const connection: Promise<NotificationsConnection> = runtime.api.run(
          Notifications.use((client) => client.connect(input.token)).pipe(
            Effect.tap((live) =>
              Effect.sync(() => {
                if (stopped) return;
                unsubscribe = live.subscribe((event) => sendBack(reportOf(event)));
              }),
            ),
            Effect.tap((live) => (stopped ? Effect.void : live.start)),
          ),
        );
        return () => {
          stopped = true;
          unsubscribe();
          void connection.then((live) => runtime.api.run(live.stop));
        };
      }),
    },
    actions: {
      dispatchBalanceEvent: (_, params) => runtime.env.events.dispatch(BALANCE_UPDATED_EVENT, params.balance),
    },
  });
