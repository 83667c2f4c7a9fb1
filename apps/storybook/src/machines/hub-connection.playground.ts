// The live-feed hub connection: the SignalR client's states; the socket is a listener that answers
// connect/disconnect (or fails them, or hangs so its reports are sent by hand).
import type { LiveTable } from '@casino/core';
import * as hubConnection from '@casino/machines/hub-connection';
import { forMachine } from '../playground/machine-description.ts';

const firstTable = (tables: readonly LiveTable[]): string => tables[0]?.ImsGameCode ?? '';

export const hubConnectionPlayground = forMachine(hubConnection.hubConnectionMachine).describe({
  id: 'hub-connection',
  title: 'Hub connection',
  summary:
    'It connects on setup. Drop the connection (retry policy on) and reconnect, forward feed messages, stop it; pick Fail on the connection to see the connect error with Try again.',
  input: () => ({ retryPolicy: true, autoStart: true }),
  actors: {
    connection: {
      kind: 'callback',
      reply: {
        answers: {
          'connects / disconnects': (command) =>
            command.type === 'hub-connection.connect' ? { type: 'hub-connection.connected' } : { type: 'hub-connection.disconnected' },
        },
        fail: (error, command) =>
          command.type === 'hub-connection.connect' ? { type: 'hub-connection.connect-failed', error } : { type: 'hub-connection.disconnect-failed', error },
        errors: ['WebSocket failed to connect', 'Negotiation failed: HTTP 503: Service Unavailable'],
      },
    },
  },
  events: [
    { event: { type: 'hub-connection.start' } },
    { event: { type: 'hub-connection.stop' } },
    { event: { type: 'hub-connection.connected' } },
    { event: { type: 'hub-connection.connect-failed', error: 'WebSocket failed to connect' } },
    { event: { type: 'hub-connection.dropped', error: 'WebSocket closed with status code: 1006' } },
    { event: { type: 'hub-connection.reconnected' } },
    { event: { type: 'hub-connection.closed', error: 'Out of reconnect attempts' } },
    { event: { type: 'hub-connection.disconnected' } },
    { event: { type: 'hub-connection.disconnect-failed', error: 'Stop failed' } },
    { label: 'init', event: ({ world }) => ({ type: 'hub-connection.message', message: { type: 'init', tables: world.liveTables } }) },
    {
      label: 'updateTable',
      event: ({ world }) => ({
        type: 'hub-connection.message',
        message: { type: 'updateTable', update: { ImsGameCode: firstTable(world.liveTables), Status: 'offline' } },
      }),
    },
    { event: { type: 'hub-connection.invalid-payload', error: 'Expected an array of tables' } },
  ],
  view: hubConnection.connect,
});
