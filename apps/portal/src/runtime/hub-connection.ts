// hub-connection: one live-feed connection to the configured SignalR hub per machine. The machine's
// connect and disconnect commands start and stop it; the client's events come back as the machine's
// reports (a drop with the retry policy is a reconnect, `closed` ends it). The teardown stops the
// connection, so leaving the live lobby closes the socket. The live feed's layer is provided here,
// not among the runtime's clients: its SignalR client comes only with the live lobby's chunk.
import { Effect, Exit } from 'effect';
import { fromCallback } from 'xstate';
import { LiveFeed, type LiveFeedConnection, type LiveFeedEvent } from '@casino/api-clients';
import { hubConnection } from '@casino/machines';
import type { PortalRuntime } from './portal-runtime.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The machine's report of a client event. */
const reportOf = (event: LiveFeedEvent): hubConnection.HubConnectionEvent => {
  switch (event.type) {
    case 'init':
      return { type: 'hub-connection.message', message: { type: 'init', tables: event.tables } };
    case 'updateTable':
      return { type: 'hub-connection.message', message: { type: 'updateTable', update: event.update } };
    case 'invalidPayload':
      return { type: 'hub-connection.invalid-payload', error: `${event.target}: ${event.message}` };
    case 'reconnecting':
      return { type: 'hub-connection.dropped', error: event.error };
    case 'reconnected':
      return { type: 'hub-connection.reconnected' };
    case 'closed':
      return { type: 'hub-connection.closed', error: event.error };
  }
};

export const provideHubConnection = (runtime: PortalRuntime) =>
  hubConnection.hubConnectionMachine.provide({
    actors: {
      connection: fromCallback<hubConnection.HubCommand>(({ sendBack, receive }) => {
        const report = (event: hubConnection.HubConnectionEvent) => sendBack(event);
        const connection: Promise<LiveFeedConnection> = runtime.api.run(LiveFeed.use((feed) => feed.connect()).pipe(Effect.provide(LiveFeed.layer)));
        let unsubscribe = () => {};
        void connection.then((live) => {
          unsubscribe = live.subscribe((event) => report(reportOf(event)));
        });
        const run = (step: (live: LiveFeedConnection) => Effect.Effect<void, unknown>, ok: () => void, failed: (error: string) => void) =>
          void connection
            .then((live) => runtime.api.run(Effect.exit(step(live))))
            .then(
              (exit) => (Exit.isSuccess(exit) ? ok() : failed(messageOf(exit.cause))),
              (error: unknown) => failed(messageOf(error)),
            );
        receive((command) => {
          if (command.type === 'hub-connection.connect') {
            run(
              (live) => live.start,
              () => report({ type: 'hub-connection.connected' }),
              (error) => report({ type: 'hub-connection.connect-failed', error }),
            );
          } else {
            run(
              (live) => live.stop,
              () => report({ type: 'hub-connection.disconnected' }),
              (error) => report({ type: 'hub-connection.disconnect-failed', error }),
            );
          }
        });
        return () => {
          unsubscribe();
          void connection.then((live) => runtime.api.run(Effect.ignore(live.stop)));
        };
      }),
    },
  });
