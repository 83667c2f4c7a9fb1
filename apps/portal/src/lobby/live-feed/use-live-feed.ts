// A live page's feed: once the browser runtime runs (it starts as for any page: at once for a
// remembered player, otherwise at the visitor's first interaction or after 10 s left alone, so the
// page's load and its Lighthouse figures stay those of a page without it), the live lobby's hub and
// tables are opened on demand (PortalSystem.open: the SignalR client comes in the live lobby's own
// chunk) and every table snapshot goes to the page's store. Leaving the page closes them, and the
// last close stops the connection.
import { useOnDemandMachine } from '../../chrome/use-on-demand-machine.ts';
import { PageMachineId } from '../../runtime/root/on-demand-table.ts';
import type { LiveTablesStore } from './live-tables-store.ts';

export const useLiveFeed = (store: LiveTablesStore): void => {
  useOnDemandMachine(
    PageMachineId.liveLobby,
    {
      input: [{ games: [] }],
      start: 'when-running',
      onOpened: (lobby, { runtime }) => {
        const assetBase = runtime.config.urls.contentApi;
        const subscription = lobby.tables.subscribe((snapshot) => store.set(snapshot.context.tables, assetBase));
        store.set(lobby.tables.getSnapshot().context.tables, assetBase);
        return () => subscription.unsubscribe();
      },
    },
    [store],
  );
};
