// The live pages' tables as their tiles read them: one store per page, filled from the live-table
// machine's snapshots. Each tile subscribes for its own game code (useSyncExternalStore), and a
// table the feed did not change keeps its tile object, so one seat change re-renders one tile.
import { liveTile, type LiveTable, type LiveTile, type LiveTileAssets } from '@casino/core';

export interface LiveTablesStore {
  readonly subscribe: (changed: () => void) => () => void;
  /** The tile of a game's table; undefined before the feed's first `init` or for a game without a table. */
  readonly tileOf: (gameCode: string) => LiveTile | undefined;
  /** The machine's tables now (applyTableUpdate keeps every table it did not change as it was), read against the asset host. */
  readonly set: (tables: readonly LiveTable[], assetBase: string) => void;
  /** The flags of the tables' languages (core's liveFlagUrls, from the page's loader). */
  readonly flagUrls: LiveTileAssets['flagUrls'];
  /** The tables the feed last gave (one array until the next change); null before its first `init`. */
  readonly tables: () => readonly LiveTable[] | null;
}

/** The store of a page whose loader gave the flags' URLs (core's liveFlagUrls). */
export const createLiveTablesStore = (flagUrls: LiveTileAssets['flagUrls']): LiveTablesStore => {
  const listeners = new Set<() => void>();
  let last: readonly LiveTable[] | null = null;
  let tiles = new Map<string, { readonly table: LiveTable; readonly tile: LiveTile }>();
  return {
    subscribe: (changed) => {
      listeners.add(changed);
      return () => void listeners.delete(changed);
    },
    tileOf: (gameCode) => tiles.get(gameCode)?.tile,
    tables: () => last,
    flagUrls,
    set: (tables, assetBase) => {
      if (tables === last) return;
      last = tables;
      const next = new Map<string, { readonly table: LiveTable; readonly tile: LiveTile }>();
      for (const table of tables) {
        const before = tiles.get(table.ImsGameCode);
        next.set(table.ImsGameCode, before?.table === table ? before : { table, tile: liveTile(table, { assetBase, flagUrls }) });
      }
      tiles = next;
      for (const changed of listeners) changed();
    },
  };
};
