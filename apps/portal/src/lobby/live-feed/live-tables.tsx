// Around a live page's tiles: its table store, filled by the page's feed while the page is open.
// The flags' URLs come from the page's loader (core's liveFlagUrls), like every other URL of its art.
import { useState, type ReactNode } from 'react';
import type { LiveTileAssets } from '@casino/core';
import { LiveTablesContext } from './live-tables-context.ts';
import { createLiveTablesStore } from './live-tables-store.ts';
import { useLiveFeed } from './use-live-feed.ts';

export function LiveTables({ flagUrls, children }: { readonly flagUrls: LiveTileAssets['flagUrls']; readonly children: ReactNode }) {
  const [store] = useState(() => createLiveTablesStore(flagUrls));
  useLiveFeed(store);
  return <LiveTablesContext.Provider value={store}>{children}</LiveTablesContext.Provider>;
}
