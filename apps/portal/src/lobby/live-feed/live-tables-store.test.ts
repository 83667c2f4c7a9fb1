// The live page's store: a tile's object changes only when its own table does, so a seat change
// re-renders one tile; a game without a table has none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTableUpdate, liveFlagUrls, type LiveTable } from '@casino/core';
import { createLiveTablesStore } from './live-tables-store.ts';

const BASE = 'https://assets.example/content';
const table = (code: string, seats: Record<string, boolean>): LiveTable => ({
  ImsGameCode: code,
  Language: 'en',
  Status: 'online',
  SeatsAvailability: seats,
  DynamicImageUrl: null,
  Dealer: { DealerName: 'Tereza' },
});

describe('live tables store', () => {
  it('keeps the tile of every table an update did not touch, and remakes the one it did', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.boolean(), (count, pick, taken) => {
        const store = createLiveTablesStore(liveFlagUrls(BASE));
        let notified = 0;
        store.subscribe(() => (notified += 1));
        const tables = Array.from({ length: count }, (_, index) => table(`t${index}`, { '1': true, '2': false }));
        store.set(tables, BASE);
        const before = tables.map((live) => store.tileOf(live.ImsGameCode));
        const changed = `t${pick % count}`;
        store.set(applyTableUpdate(tables, { ImsGameCode: changed, SeatsAvailability: { '1': taken, '2': true } }), BASE);
        expect(notified).toBe(2);
        tables.forEach((live, index) => {
          const after = store.tileOf(live.ImsGameCode);
          if (live.ImsGameCode === changed) {
            expect(after).not.toBe(before[index]);
            expect(after?.seats).toEqual({ free: taken ? 0 : 1, total: 2 });
          } else expect(after).toBe(before[index]);
        });
      }),
    );
  });

  it('has nothing for a game without a table, and says nothing when the same list comes again', () => {
    const store = createLiveTablesStore(liveFlagUrls(BASE));
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const tables = [table('a', {})];
    store.set(tables, BASE);
    store.set(tables, BASE);
    expect(notified).toBe(1);
    expect(store.tileOf('b')).toBeUndefined();
    expect(store.tileOf('a')).toMatchObject({ open: true, seats: null, dealer: 'Tereza', language: 'en', flagUrl: liveFlagUrls(BASE).en });
  });

  it('gives the filters the tables the feed last gave (none before its first), one array until the next change', () => {
    const store = createLiveTablesStore(liveFlagUrls(BASE));
    expect(store.tables()).toBeNull();
    const tables = [table('a', {})];
    store.set(tables, BASE);
    expect(store.tables()).toBe(tables);
    const next = applyTableUpdate(tables, { ImsGameCode: 'a', Status: 'offline' });
    store.set(next, BASE);
    expect(store.tables()).toBe(next);
  });
});
