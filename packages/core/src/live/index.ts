export { isTableOpen, hasAvailableSeat, isLiveGameType } from './live-table.ts';
export type { TableState } from './live-table.ts';
export { mergeLiveTables, applyTableUpdate } from './merge-live-tables.ts';
export { liveTile, tableSeats } from './live-tile.ts';
export type { LiveTile, LiveTileAssets, TableSeats } from './live-tile.ts';
export { liveFlagLanguage, liveFlagUrls, flagAssetId } from './live-flags.ts';
export type { LiveFlagLanguage } from './live-flags.ts';
