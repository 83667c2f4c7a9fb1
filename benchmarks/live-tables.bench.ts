// npm run bench: the live-table store with 500 tables. How many `updateTable` events a second the
// store applies (through the machine, beside applying core's rule to a bare array), and what
// re-deriving the lobby's open / available-seat flags costs (the memoised connect() after each
// update, beside a reference that rebuilds every game's flags from a map of the tables: what a
// competent engineer writes without keeping anything from the last update).
import { applyTableUpdate, hasAvailableSeat, isTableOpen, type Game, type LiveTable, type LiveTableUpdate } from '@casino/core';
import { liveTables } from '@casino/machines';
import { createActor } from 'xstate';
import { describe, test } from 'vitest';
import { liveWorkload } from './live-workload.ts';

const { games, tables, updates } = liveWorkload(500, 10_000);
const options = { time: 1000, warmupTime: 200 };

const rebuiltFlags = (catalogue: readonly Game[], list: readonly LiveTable[]) => {
  const byCode = new Map(list.map((table) => [table.ImsGameCode, table]));
  return catalogue.map((game) => {
    const table = byCode.get(game.gameCode);
    return { ...game, ...table, open: table ? isTableOpen(table) : false, seatAvailable: table ? hasAvailableSeat(table) : false };
  });
};

describe(`live tables: ${tables.length} tables`, () => {
  test('updateTable events applied', async ({ bench }) => {
    const actor = createActor(liveTables.liveTablesMachine, { input: { games } }).start();
    actor.send({ type: 'live-tables.init', tables });
    let bare: readonly LiveTable[] = tables;
    let i = 0;
    let j = 0;
    await bench.compare(
      bench('store: liveTables machine, one update', () => {
        actor.send({ type: 'live-tables.update', update: updates[i++ % updates.length]! });
      }),
      bench('baseline: core applyTableUpdate on a bare array', () => {
        bare = applyTableUpdate(bare, updates[j++ % updates.length] as LiveTableUpdate);
      }),
      options,
    );
  });

  test('re-deriving open / available-seat flags after an update', async ({ bench }) => {
    const actor = createActor(liveTables.liveTablesMachine, { input: { games } }).start();
    actor.send({ type: 'live-tables.init', tables });
    let current: readonly LiveTable[] = tables;
    let i = 0;
    let j = 0;
    await bench.compare(
      bench('store: update + connect() (merge and flags, once per change)', () => {
        actor.send({ type: 'live-tables.update', update: updates[i++ % updates.length]! });
        liveTables.connect(actor.getSnapshot());
      }),
      bench('reference: update + every game rebuilt from a map of the tables', () => {
        current = applyTableUpdate(current, updates[j++ % updates.length]!);
        rebuiltFlags(games, current);
      }),
      options,
    );
  });
});
