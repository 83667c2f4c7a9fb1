import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGame, makeTable } from '../filters/test/catalogue-arbitraries.ts';
import { applyTableUpdate, mergeLiveTables } from './merge-live-tables.ts';

const games = [makeGame({ gameCode: 'a', type: 'Live' }), makeGame({ gameCode: 'b', type: 'Live' }), makeGame({ gameCode: 'c' })];
const tables = [
  makeTable({ ImsGameCode: 'b', Language: 'cs', Dealer: { DealerName: 'Eva' } }),
  makeTable({ ImsGameCode: 'a', Status: 'offline' }),
  makeTable({ ImsGameCode: 'orphan' }),
];

describe('mergeLiveTables (D0)', () => {
  it('merges each table onto the game of its code, keeping the games order', () => {
    const merged = mergeLiveTables(games, tables);
    expect(merged.map((g) => [g.gameCode, g.Status, g.Language])).toEqual([
      ['a', 'offline', 'en'],
      ['b', 'online', 'cs'],
      ['c', undefined, undefined],
    ]);
    expect(merged[1]?.Dealer?.DealerName).toBe('Eva');
    expect(merged[1]?.name).toBe(games[1]?.name);
  });

  it('returns a game without a table unchanged', () => {
    expect(mergeLiveTables(games, tables)[2]).toBe(games[2]);
  });

  it('keeps one entry per game whatever the tables', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'x')), (codes) => {
        const merged = mergeLiveTables(
          games,
          codes.map((code) => makeTable({ ImsGameCode: code })),
        );
        expect(merged.map((g) => g.gameCode)).toEqual(['a', 'b', 'c']);
        for (const game of merged) expect(game.ImsGameCode === undefined || game.ImsGameCode === game.gameCode).toBe(true);
      }),
    );
  });
});

describe('applyTableUpdate (part 2 §4)', () => {
  it('merges the changed fields into the table of that code only', () => {
    const next = applyTableUpdate(tables, { ImsGameCode: 'a', Status: 'online', SeatsAvailability: { '1': false } });
    expect(next[1]).toEqual({ ...tables[1], Status: 'online', SeatsAvailability: { '1': false } });
    expect(next[0]).toBe(tables[0]);
    expect(next[2]).toBe(tables[2]);
    expect(tables[1]?.Status).toBe('offline');
  });

  it('ignores fields left undefined', () => {
    const next = applyTableUpdate(tables, { ImsGameCode: 'b', Language: undefined, Status: 'offline' });
    expect(next[0]).toEqual({ ...tables[0], Status: 'offline' });
  });

  it('leaves the list alone for an unknown table', () => {
    expect(applyTableUpdate(tables, { ImsGameCode: 'nope', Status: 'online' })).toEqual(tables);
  });
});
