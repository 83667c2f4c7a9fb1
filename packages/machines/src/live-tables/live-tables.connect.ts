// The live lobby's games: catalogue games with their table merged on and the open/available-seat
// flags from core. Memoised per (games, tables) pair: a lobby re-renders far more often than the
// feed changes, and 500 tables are merged in one pass.
import { hasAvailableSeat, isTableOpen, mergeLiveTables, type Game, type LiveTable } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { liveTablesMachine } from './live-tables.machine.ts';
import type { LiveLobbyGame, LiveTablesViewModel } from './live-tables.types.ts';

let memo: { games: unknown; tables: unknown; result: readonly LiveLobbyGame[] } | null = null;

export const liveLobbyGames = (games: readonly Game[], tables: readonly LiveTable[]): readonly LiveLobbyGame[] => {
  if (memo && memo.games === games && memo.tables === tables) return memo.result;
  const result = mergeLiveTables(games, tables).map((game) => ({ ...game, open: isTableOpen(game), seatAvailable: hasAvailableSeat(game) }));
  memo = { games, tables, result };
  return result;
};

export const connect = (snapshot: SnapshotFrom<typeof liveTablesMachine>): LiveTablesViewModel => {
  const games = liveLobbyGames(snapshot.context.games, snapshot.context.tables);
  return {
    status: snapshot.value as LiveTablesViewModel['status'],
    games,
    openTables: snapshot.context.tables.filter(isTableOpen).length,
    tablesWithSeats: snapshot.context.tables.filter(hasAvailableSeat).length,
  };
};
