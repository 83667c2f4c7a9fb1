// A live game's table as the live feed tells it (part 2 §2–§5: the details show the dealer instead
// of the max win, and the table's still instead of the landscape art), for details opened over a
// live page: that page holds the live lobby's feed (lobby/live-feed/use-live-feed.ts), and the
// details read the same machine while they are open. They never connect on their own: on any other
// page, and before the feed has started, the details stay as the catalogue made them.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { liveTile, type LiveTable, type LiveTile } from '@casino/core';
import { useBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import { PageMachineId } from '../runtime/root/on-demand-table.ts';

const noSubscription = () => () => {};
const noTable = () => undefined;

export const useLiveTable = (gameCode: string, live: boolean): LiveTile | null => {
  const started = useBrowserRuntime();
  const connected = live && started !== null && started.system.runningOnDemand().includes(PageMachineId.liveLobby);
  // A second hold on the page's running feed: no new connection, and the page's leaving does not cut it under the details.
  const lobby = useOnDemandMachine(PageMachineId.liveLobby, { input: connected ? [{ games: [] }] : null, start: 'when-running' }, []);
  const tables = lobby?.tables ?? null;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (tables === null) return noSubscription();
      const subscription = tables.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [tables],
  );
  const read = useCallback(
    (): LiveTable | undefined => tables?.getSnapshot().context.tables.find((table) => table.ImsGameCode === gameCode),
    [tables, gameCode],
  );
  const table = useSyncExternalStore(subscribe, read, noTable);
  const assetBase = started?.runtime.config.urls.contentApi ?? null;
  // The flags are the tiles'; the details show the dealer and the still.
  return useMemo(() => (table === undefined || assetBase === null ? null : liveTile(table, { assetBase, flagUrls: {} })), [table, assetBase]);
};
