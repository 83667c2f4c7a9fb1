// Live table rules of part 2 §5 and D4.
import type { LiveTable } from '../types/catalogue.ts';
import type { GameType } from '../types/enums.ts';

/** What the table rules read; a live game (catalogue game with table fields) qualifies too. */
export type TableState = Partial<Pick<LiveTable, 'Status' | 'SeatsAvailability'>>;

/** A table is open when its Status is 'online'. */
export const isTableOpen = (table: TableState): boolean => table.Status === 'online';

/** Open, and at least one seat of SeatsAvailability (seat → taken) is not taken. */
export const hasAvailableSeat = (table: TableState): boolean => {
  if (!isTableOpen(table) || table.SeatsAvailability == null) return false;
  for (const seat in table.SeatsAvailability) {
    if (Object.hasOwn(table.SeatsAvailability, seat) && table.SeatsAvailability[seat] !== true) return true;
  }
  return false;
};

/** Live and Table games count as live games. */
export const isLiveGameType = (type: GameType | (string & {})): boolean => type === 'Live' || type === 'Table';
