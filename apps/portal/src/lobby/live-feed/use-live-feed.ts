// A live page's feed: once the browser runtime runs (it starts as for any page: at once for a
// remembered player, otherwise at the visitor's first interaction or after 10 s left alone, so the
// page's load and its Lighthouse figures stay those of a page without it), the live lobby's hub and
// tables are opened on demand (PortalSystem.open: the SignalR client comes in the live lobby's own
// chunk) and every table snapshot goes to the page's store. Leaving the page closes them, and the
// last close stops the connection.
import { useEffect } from 'react';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { PageMachineId } from '../../runtime/root/on-demand-table.ts';
import type { LiveTablesStore } from './live-tables-store.ts';

export const useLiveFeed = (store: LiveTablesStore): void => {
  const started = useBrowserRuntime();
  useEffect(() => {
    if (started === null) return;
    const { runtime, system } = started;
    let left = false;
    let close = () => {};
    system.open(PageMachineId.liveLobby, { games: [] }).then(
      (opened) => {
        if (left) return opened.close();
        const assetBase = runtime.config.urls.contentApi;
        const subscription = opened.actor.tables.subscribe((snapshot) => store.set(snapshot.context.tables, assetBase));
        store.set(opened.actor.tables.getSnapshot().context.tables, assetBase);
        close = () => {
          subscription.unsubscribe();
          opened.close();
        };
      },
      // The chunk failed to load: the page stays as the catalogue drew it.
      (error: unknown) => console.warn('live feed: the live lobby could not be opened', error),
    );
    return () => {
      left = true;
      close();
    };
  }, [started, store]);
};
