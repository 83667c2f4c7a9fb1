// The live feed (part 2 §4): `init` replaces the table list, `updateTable` merges fields into one
// table; the lobby shows catalogue games with their table's fields merged on (D0).
import type { Game, LiveGame, LiveTable, LiveTableUpdate } from '../types/catalogue.ts';

/**
 * Every given game, in the given order, with the fields of the table of the same game code merged
 * onto it. A game without a table is returned as is; a table without a catalogue game is dropped
 * (there is nothing to show it with).
 */
export const mergeLiveTables = (games: readonly Game[], tables: readonly LiveTable[]): LiveGame[] => {
  const byCode = new Map<string, LiveTable>();
  for (const table of tables) byCode.set(table.ImsGameCode, table);
  return games.map((game) => {
    const table = byCode.get(game.gameCode);
    return table === undefined ? game : { ...game, ...table };
  });
};

/**
 * The table list after one `updateTable` message: the fields the update carries replace those of
 * the table with its game code (fields left undefined keep their value). An update for a table the
 * list does not hold changes nothing: a partial update cannot make a whole table.
 */
export const applyTableUpdate = (tables: readonly LiveTable[], update: LiveTableUpdate): LiveTable[] => {
  const at = tables.findIndex((table) => table.ImsGameCode === update.ImsGameCode);
  if (at < 0) return [...tables];
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const next = [...tables];
  next[at] = { ...tables[at]!, ...changes } as LiveTable;
  return next;
};
