// A live game's table as the live feed tells it (part 2 §2–§5: the details show the dealer instead
// of the max win, and the table's still instead of the landscape art). Details opened over a live
// page read that page's feed (lobby/live-feed/use-live-feed.ts) while they are open and never
// connect on their own: over any other page, and before the feed has started, they stay as the
// catalogue made them. A live game's own page (/hra/{game} opened directly) is a live screen of its
// own: it opens the feed as a live page does, once the browser runtime runs.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { liveTile, type LiveTable, type LiveTile } from '@casino/core';
import { useBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import { PageMachineId } from '../runtime/root/on-demand-table.ts';

const noSubscription = () => () => {};
const noTable = () => undefined;

/** Whether the details read a feed their page holds, or hold one of their own (the game's own page). */
export type LiveFeedUse = 'page-feed' | 'own-feed';

export const useLiveTable = (gameCode: string, live: boolean, feed: LiveFeedUse): LiveTile | null => {
  const started = useBrowserRuntime();
  const connected = live && (feed === 'own-feed' || (started !== null && started.system.runningOnDemand().includes(PageMachineId.liveLobby)));
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
