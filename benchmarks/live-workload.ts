// A live lobby for the live-table benchmarks: the demo world's live games and tables, grown to the
// wanted table count, and a deterministic stream of single-table updates like the hub's.
import type { Game, LiveTable, LiveTableUpdate } from '@casino/core';
import { generateWorld } from '@casino/demo-data';

export const liveWorkload = (tableCount: number, updateCount: number) => {
  const world = generateWorld({ seed: 3, size: 6000 });
  const byCode = new Map(world.games.map((game) => [game.gameCode, game] as const));
  const tables: LiveTable[] = world.liveTables.slice(0, tableCount);
  const games: Game[] = tables.map((table) => byCode.get(table.ImsGameCode)).filter((game): game is Game => game !== undefined);
  let state = 17;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const updates: LiveTableUpdate[] = Array.from({ length: updateCount }, () => {
    const table = tables[Math.floor(next() * tables.length)]!;
    const seats = Object.keys(table.SeatsAvailability);
    if (seats.length > 0 && next() < 0.6) {
      const seat = seats[Math.floor(next() * seats.length)]!;
      return { ImsGameCode: table.ImsGameCode, SeatsAvailability: { ...table.SeatsAvailability, [seat]: next() < 0.5 } };
    }
    return next() < 0.5
      ? { ImsGameCode: table.ImsGameCode, Status: next() < 0.8 ? 'online' : 'offline' }
      : { ImsGameCode: table.ImsGameCode, Dealer: { DealerName: `Dealer ${Math.floor(next() * 40)}` } };
  });
  return { games, tables, updates };
};
