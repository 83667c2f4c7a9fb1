// Player notifications over STOMP: the socket runs while a player is logged in; bonus notifications
// refresh the messages, a balance updates it, logout forces a re-authentication.
import * as notifications from '@casino/machines/notifications';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

export const notificationsPlayground = forMachine(notifications.notificationsMachine).describe({
  id: 'notifications',
  title: 'Notifications',
  summary:
    'Start with the notification token: the socket connects (pick Hang to connect by hand, Fail to close it). Send each notification type and watch what is emitted.',
  actors: {
    connection: {
      kind: 'callback',
      reply: {
        onStart: true,
        answers: { connects: () => ({ type: 'notifications.connected' }) },
        fail: (error) => ({ type: 'notifications.closed', error }),
        errors: ['Whoops! Lost connection to the broker', 'STOMP error: Access refused'],
      },
    },
  },
  actions: ['dispatchBalanceEvent'],
  events: [
    { event: { type: 'notifications.start', token: 'nt-demo-100001' } },
    { event: { type: 'notifications.stop' } },
    { event: { type: 'notifications.connected' } },
    { event: { type: 'notifications.disconnected', error: 'Connection lost' } },
    { event: { type: 'notifications.closed', error: 'Out of reconnect attempts' } },
    { label: 'BONUS', event: { type: 'notifications.message', notification: { type: 'BONUS', bonusId: 'B-1003' } } },
    {
      label: 'BALANCE',
      event: ({ world }) => ({
        type: 'notifications.message',
        notification: {
          type: 'BALANCE',
          balance: { ...(player(world).balances[0] ?? { type: 'casino_gaming', currencyCode: 'CZK', amount: 0 }), amount: 4321 },
        },
      }),
    },
    { label: 'LOGOUT', event: { type: 'notifications.message', notification: { type: 'LOGOUT' } } },
    { label: 'SIMPLE_MESSAGE', event: { type: 'notifications.message', notification: { type: 'SIMPLE_MESSAGE', message: 'Dobrý den' } } },
    { event: { type: 'notifications.invalid-payload', error: 'Expected an object with a type' } },
  ],
  view: notifications.connect,
});
