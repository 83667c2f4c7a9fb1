// The live lobby's feed: a hub connection and the live-table store, wired as the spec describes
// (part 2 §4): `init` replaces every table, `updateTable` merges one, and a dropped connection makes
// the list stale until the next init. Both live while the live lobby's page holds them (an
// on-demand entry, on-demand-machines.ts, which imports this module as a chunk of its own: the
// SignalR client comes with it and with nothing else); the hub's snackbars reach the root's host
// through the snackbar relay.
import { createActor, type Subscription } from 'xstate';
import type { Game } from '@casino/core';
import { liveTables } from '@casino/machines';
import { provideHubConnection } from '../hub-connection.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { Started } from './on-demand.ts';

export interface LiveLobby {
  readonly hub: ReturnType<typeof createActor<ReturnType<typeof provideHubConnection>>>;
  readonly tables: ReturnType<typeof createActor<typeof liveTables.liveTablesMachine>>;
  readonly stop: () => void;
}

export const startLiveLobby = (runtime: PortalRuntime, games: readonly Game[]): LiveLobby => {
  const tables = createActor(liveTables.liveTablesMachine, { input: { games } });
  const hub = createActor(provideHubConnection(runtime), { input: {} });
  const subscriptions: Subscription[] = [
    hub.on('hub-connection.message', ({ message }) =>
      tables.send(message.type === 'init' ? { type: 'live-tables.init', tables: message.tables } : { type: 'live-tables.update', update: message.update }),
    ),
    hub.subscribe((snapshot) => {
      if (snapshot.matches('Reconnecting')) tables.send({ type: 'live-tables.stale' });
    }),
  ];
  tables.start();
  hub.start();
  return {
    hub,
    tables,
    stop: () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      hub.stop();
      tables.stop();
    },
  };
};

/** The on-demand starter of the live lobby (PageMachineId.liveLobby). */
export const liveLobbyStarter =
  (runtime: PortalRuntime) =>
  ({ games }: { readonly games: readonly Game[] }): Started<LiveLobby> => {
    const lobby = startLiveLobby(runtime, games);
    return { actor: lobby, stop: lobby.stop };
  };
