// The live-feed connection's life: Disconnected, Connecting, Connected, Disconnecting, Reconnecting.
// The socket is not here: an injected callback actor (the portal's SignalR client) takes `connect` /
// `disconnect` commands and reports back. It lives as long as the machine, so stopping the machine
// (clean-up) tears the socket down.
import { assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { ErrorKey } from '@casino/core';
import type { HubCommand, HubConnectionContext, HubConnectionEmitted, HubConnectionEvent, HubConnectionInput } from './hub-connection.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

export const hubConnectionMachine = setup({
  types: {
    context: {} as HubConnectionContext,
    events: {} as HubConnectionEvent,
    input: {} as HubConnectionInput,
    emitted: {} as HubConnectionEmitted,
  },
  actors: {
    connection: fromCallback<HubCommand>(notProvidedActor('hubConnection', 'connection')),
  },
  guards: {
    autoStart: ({ context }) => context.autoStart,
    hasRetryPolicy: ({ context }) => context.retryPolicy,
  },
  actions: {
    connect: sendTo('connection', { type: 'hub-connection.connect' } satisfies HubCommand),
    disconnect: sendTo('connection', { type: 'hub-connection.disconnect' } satisfies HubCommand),
    clearError: assign({ error: null }),
    rememberError: assign({
      error: ({ event }) => ('error' in event && typeof event.error === 'string' ? event.error : null),
    }),
    countReconnect: assign({ reconnects: ({ context }) => context.reconnects + 1 }),
    countInvalid: assign({ invalidPayloads: ({ context }) => context.invalidPayloads + 1 }),
    forwardMessage: emit(({ event }) => ({
      type: 'hub-connection.message' as const,
      message: (event as Extract<HubConnectionEvent, { type: 'hub-connection.message' }>).message,
    })),
    showConnectError: emit(({ self }) => showAlert(ErrorKey.failedToConnectToLiveFeed, { retry: () => self.send({ type: 'hub-connection.start' }) })),
    showDisconnectError: emit(showAlert(ErrorKey.failedToDisconnectFromLiveFeed)),
  },
}).createMachine({
  id: 'hubConnection',
  context: ({ input }) => ({
    retryPolicy: input?.retryPolicy ?? true,
    autoStart: input?.autoStart ?? true,
    error: null,
    reconnects: 0,
    invalidPayloads: 0,
  }),
  invoke: { id: 'connection', src: 'connection' },
  initial: 'Disconnected',
  on: {
    'hub-connection.message': { actions: 'forwardMessage' },
    'hub-connection.invalid-payload': { actions: 'countInvalid' },
  },
  states: {
    Disconnected: {
      always: { guard: 'autoStart', target: 'Connecting', actions: assign({ autoStart: false }) },
      on: { 'hub-connection.start': 'Connecting' },
    },
    Connecting: {
      entry: ['clearError', 'connect'],
      on: {
        'hub-connection.connected': 'Connected',
        'hub-connection.connect-failed': { target: 'Disconnected', actions: ['rememberError', 'showConnectError'] },
        // Stopping while connecting is allowed (the spec calls it a warning).
        'hub-connection.stop': 'Disconnecting',
      },
    },
    Connected: {
      on: {
        'hub-connection.dropped': [
          { guard: 'hasRetryPolicy', target: 'Reconnecting', actions: 'rememberError' },
          { target: 'Disconnected', actions: 'rememberError' },
        ],
        'hub-connection.closed': { target: 'Disconnected', actions: 'rememberError' },
        'hub-connection.stop': 'Disconnecting',
      },
    },
    Reconnecting: {
      on: {
        'hub-connection.reconnected': { target: 'Connected', actions: ['clearError', 'countReconnect'] },
        'hub-connection.closed': { target: 'Disconnected', actions: ['rememberError', 'showConnectError'] },
        'hub-connection.stop': 'Disconnecting',
      },
    },
    Disconnecting: {
      entry: 'disconnect',
      on: {
        'hub-connection.disconnected': 'Disconnected',
        // A connect that was still under way may still report in: ignored, the stop wins.
        'hub-connection.disconnect-failed': { target: 'Disconnected', actions: ['rememberError', 'showDisconnectError'] },
      },
    },
  },
});
