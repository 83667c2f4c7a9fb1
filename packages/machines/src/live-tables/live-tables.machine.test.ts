import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTableUpdate, hasAvailableSeat, isTableOpen, type Game, type LiveTable, type LiveTableUpdate } from '@casino/core';
import { FakeActors, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { sampleGame } from '../game-session/game-session.fixtures.ts';
import { liveTablesMachine } from './live-tables.machine.ts';
import type { LiveTablesEvent } from './live-tables.types.ts';
import { connect } from './live-tables.connect.ts';

const table = (code: string, seats: Record<string, boolean> = { '1': true, '2': false }): LiveTable => ({
  ImsGameCode: code,
  Language: 'cs',
  Status: 'online',
  SeatsAvailability: seats,
  DynamicImageUrl: null,
  Dealer: { DealerName: 'Tereza' },
});
const game = (code: string): Game => sampleGame(code, { type: 'Live', provider: 'evo', numberOfReels: 0, demoEnabled: false });

const harness = (): Harness<typeof liveTablesMachine> => {
  const clock = new TestClock();
  return { actor: createActor(liveTablesMachine, { clock, input: { games: [game('bj-1'), game('bj-2')] } }).start(), clock, fakes: new FakeActors() };
};

describe('liveTables model', () => {
  const events: LiveTablesEvent[] = [
    { type: 'live-tables.init', tables: [table('bj-1'), table('bj-2', {})] },
    { type: 'live-tables.update', update: { ImsGameCode: 'bj-1', Status: 'offline' } },
    { type: 'live-tables.stale' },
    { type: 'live-tables.games-changed', games: [game('bj-1')] },
  ];
  // Counters and merged lists are context; offering each event once per state keeps the model finite.
  const model = modelOf(liveTablesMachine, {
    events: (snapshot) => events.filter((e) => !(e.type === 'live-tables.update' && (snapshot.context.updates > 0 || snapshot.context.staleUpdates > 0))),
    input: { games: [game('bj-1'), game('bj-2')] },
  });

  testModel(model, harness);
});

describe('liveTables behaviour', () => {
  it('init replaces the whole list; updateTable merges fields into one table by game code', () => {
    const actor = createActor(liveTablesMachine, { input: { games: [game('bj-1'), game('bj-2')] } }).start();
    actor.send({ type: 'live-tables.init', tables: [table('bj-1'), table('old')] });
    actor.send({ type: 'live-tables.init', tables: [table('bj-1'), table('bj-2')] });
    actor.send({ type: 'live-tables.update', update: { ImsGameCode: 'bj-2', Dealer: { DealerName: 'Jakub' } } });
    const view = connect(actor.getSnapshot());
    expect(actor.getSnapshot().context.tables.map((t) => t.ImsGameCode)).toEqual(['bj-1', 'bj-2']);
    expect(view.games.find((g) => g.gameCode === 'bj-2')).toMatchObject({ Dealer: { DealerName: 'Jakub' }, Language: 'cs', open: true, seatAvailable: true });
  });

  it('drops updates between a reconnect and the fresh init, so no stale table survives', () => {
    const actor = createActor(liveTablesMachine, { input: {} }).start();
    actor.send({ type: 'live-tables.init', tables: [table('bj-1')] });
    actor.send({ type: 'live-tables.stale' });
    actor.send({ type: 'live-tables.update', update: { ImsGameCode: 'bj-1', Status: 'offline' } });
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'stale', openTables: 1 });
    actor.send({ type: 'live-tables.init', tables: [table('bj-3')] });
    expect(actor.getSnapshot().context.tables.map((t) => t.ImsGameCode)).toEqual(['bj-3']);
    expect(actor.getSnapshot().context.staleUpdates).toBe(1);
  });

  it('for any init and update sequence, equals folding the updates with core and derives flags with core', () => {
    const code = fc.constantFrom('bj-1', 'bj-2', 'bj-3');
    const update: fc.Arbitrary<LiveTableUpdate> = fc.record(
      { ImsGameCode: code, Status: fc.constantFrom('online', 'offline'), SeatsAvailability: fc.dictionary(fc.constantFrom('1', '2', '3'), fc.boolean()) },
      { requiredKeys: ['ImsGameCode'] },
    );
    fc.assert(
      fc.property(fc.array(update, { maxLength: 60 }), (updates) => {
        const initial = [table('bj-1'), table('bj-2', {})];
        const actor = createActor(liveTablesMachine, { input: { games: [game('bj-1'), game('bj-2'), game('bj-3')] } }).start();
        actor.send({ type: 'live-tables.init', tables: initial });
        updates.forEach((u) => actor.send({ type: 'live-tables.update', update: u }));
        const expected = updates.reduce(applyTableUpdate, initial);
        expect(actor.getSnapshot().context.tables).toEqual(expected);
        const view = connect(actor.getSnapshot());
        expect(view.openTables).toBe(expected.filter(isTableOpen).length);
        expect(view.tablesWithSeats).toBe(expected.filter(hasAvailableSeat).length);
        // bj-3 has no table: shown without table fields, closed.
        expect(view.games.find((g) => g.gameCode === 'bj-3')).toMatchObject({ open: false, seatAvailable: false });
      }),
    );
  });
});
