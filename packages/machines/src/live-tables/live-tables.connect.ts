// The live lobby's games: catalogue games with their table merged on and the open/available-seat
// flags from core. The feed changes one table at a time and applyTableUpdate keeps every other
// table object as it was, so a game is re-derived only when its table object changed: after one
// update, one game of 500 is rebuilt, not all of them.
import { hasAvailableSeat, isTableOpen, mergeLiveTables, type Game, type LiveTable } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { liveTablesMachine } from './live-tables.machine.ts';
import type { LiveLobbyGame, LiveTablesViewModel } from './live-tables.types.ts';

interface Derived {
  readonly game: Game;
  readonly table: LiveTable | undefined;
  readonly lobbyGame: LiveLobbyGame;
}

/** The last derivation per catalogue array: each lobby (each actor's games) keeps its own. */
interface Derivation {
  readonly tables: readonly LiveTable[];
  readonly derived: readonly Derived[];
  readonly result: readonly LiveLobbyGame[];
}

const derivations = new WeakMap<readonly Game[], Derivation>();

const derive = (game: Game, table: LiveTable | undefined): LiveLobbyGame => {
  const [merged] = mergeLiveTables([game], table ? [table] : []);
  return { ...merged!, open: isTableOpen(merged!), seatAvailable: hasAvailableSeat(merged!) };
};

export const liveLobbyGames = (games: readonly Game[], tables: readonly LiveTable[]): readonly LiveLobbyGame[] => {
  const last = derivations.get(games);
  if (last?.tables === tables) return last.result;
  const byCode = new Map<string, LiveTable>();
  for (const table of tables) byCode.set(table.ImsGameCode, table);
  const previous = last?.derived ?? null;
  const derived = games.map((game, index): Derived => {
    const table = byCode.get(game.gameCode);
    const before = previous?.[index];
    return before && before.table === table ? before : { game, table, lobbyGame: derive(game, table) };
  });
  const result = derived.map((entry) => entry.lobbyGame);
  derivations.set(games, { tables, derived, result });
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
