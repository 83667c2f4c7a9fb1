// Keeps the live tables: `init` replaces the whole list, `updateTable` merges fields into one table by
// game code (core's applyTableUpdate). After a reconnect the list is stale: updates are dropped until
// the fresh init arrives, so no table of the old connection survives.
import { assign, setup } from 'xstate';
import { applyTableUpdate } from '@casino/core';
import type { LiveTablesContext, LiveTablesEvent, LiveTablesInput } from './live-tables.types.ts';

export const liveTablesMachine = setup({
  types: {
    context: {} as LiveTablesContext,
    events: {} as LiveTablesEvent,
    input: {} as LiveTablesInput,
  },
  actions: {
    replaceTables: assign(({ event }) => (event.type === 'live-tables.init' ? { tables: event.tables, updates: 0 } : {})),
    applyUpdate: assign(({ context, event }) =>
      event.type === 'live-tables.update' ? { tables: applyTableUpdate(context.tables, event.update), updates: context.updates + 1 } : {},
    ),
    countStale: assign({ staleUpdates: ({ context }) => context.staleUpdates + 1 }),
    setGames: assign({ games: ({ context, event }) => (event.type === 'live-tables.games-changed' ? event.games : context.games) }),
  },
}).createMachine({
  id: 'liveTables',
  context: ({ input }) => ({ games: input?.games ?? [], tables: [], updates: 0, staleUpdates: 0 }),
  initial: 'waiting',
  on: {
    'live-tables.init': { target: '.live', actions: 'replaceTables' },
    'live-tables.games-changed': { actions: 'setGames' },
  },
  states: {
    waiting: {
      on: { 'live-tables.update': { actions: 'countStale' } },
    },
    live: {
      on: {
        'live-tables.update': { actions: 'applyUpdate' },
        'live-tables.stale': 'stale',
      },
    },
    stale: {
      on: { 'live-tables.update': { actions: 'countStale' } },
    },
  },
});
