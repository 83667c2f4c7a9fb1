export { isTableOpen, hasAvailableSeat, isLiveGameType } from './live-table.ts';
export type { TableState } from './live-table.ts';
export { mergeLiveTables, applyTableUpdate } from './merge-live-tables.ts';
