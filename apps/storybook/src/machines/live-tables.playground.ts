// The live-table store: init replaces the tables, updateTable merges one; after a reconnect updates
// are dropped until the next init.
import * as liveTables from '@casino/machines/live-tables';
import { forMachine } from '../playground/machine-description.ts';
import { liveGames } from './demo-scope.ts';

export const liveTablesPlayground = forMachine(liveTables.liveTablesMachine).describe({
  id: 'live-tables',
  title: 'Live tables',
  summary:
    'An update before init is counted as stale; init goes live; take a table offline or fill its seats and watch the open and free-seat counts; stale drops updates until the next init.',
  input: ({ world }) => ({ games: liveGames(world) }),
  events: [
    { event: ({ world }) => ({ type: 'live-tables.init', tables: world.liveTables }) },
    {
      label: 'table offline',
      event: ({ world }) => ({ type: 'live-tables.update', update: { ImsGameCode: world.liveTables[0]?.ImsGameCode ?? '', Status: 'offline' } }),
    },
    {
      label: 'seats taken',
      event: ({ world }) => {
        const table = world.liveTables.find((candidate) => Object.keys(candidate.SeatsAvailability).length > 0) ?? world.liveTables[0];
        const seats = Object.fromEntries(Object.keys(table?.SeatsAvailability ?? {}).map((seat) => [seat, false]));
        return { type: 'live-tables.update', update: { ImsGameCode: table?.ImsGameCode ?? '', SeatsAvailability: seats } };
      },
    },
    { event: { type: 'live-tables.stale' } },
    { label: 'first 10 games', event: ({ world }) => ({ type: 'live-tables.games-changed', games: liveGames(world).slice(0, 10) }) },
  ],
  view: liveTables.connect,
});
