// What the filters read of a live page's tables (the page's store, lobby/live-feed/live-tables-store.ts,
// handed down by the all-games view): the tables the feed last gave, told when they change, and the
// flags of their languages.
import type { LiveTable, LiveTileAssets } from '@casino/core';

export interface LiveTablesSource {
  readonly subscribe: (changed: () => void) => () => void;
  /** One array until the next change; null before the feed's first tables. */
  readonly tables: () => readonly LiveTable[] | null;
  readonly flagUrls: LiveTileAssets['flagUrls'];
}
