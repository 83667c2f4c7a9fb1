import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_FLAG_LANGUAGES } from '../constants.ts';
import type { LiveTable } from '../types/catalogue.ts';
import { hasAvailableSeat } from './live-table.ts';
import { liveFlagLanguage, liveFlagUrls } from './live-flags.ts';
import { liveTile, tableSeats } from './live-tile.ts';

const BASE = 'https://assets.example/content';
const ASSETS = { assetBase: BASE, flagUrls: liveFlagUrls(BASE) };

const table = fc.record({
  ImsGameCode: fc.string({ minLength: 1, maxLength: 8 }),
  Language: fc.oneof(fc.constantFrom(...LIVE_FLAG_LANGUAGES, 'cs', 'de', 'PT-BR', ''), fc.string({ maxLength: 5 })),
  Status: fc.constantFrom('online', 'offline', 'closed'),
  SeatsAvailability: fc.dictionary(fc.string({ minLength: 1, maxLength: 2 }), fc.boolean(), { maxKeys: 9 }),
  DynamicImageUrl: fc.constantFrom(null, '', '/content/assets/live-table-x', 'https://cdn.example/still.jpg'),
  Dealer: fc.option(fc.record({ DealerName: fc.constantFrom('Tereza', ' ', '') }), { nil: null }),
}) satisfies fc.Arbitrary<LiveTable>;

describe('a live tile (part 2 §3, §5)', () => {
  it('counts free seats of all seats, and has a free seat shown exactly when the table has an available seat', () => {
    fc.assert(
      fc.property(table, (live) => {
        const tile = liveTile(live, ASSETS);
        const seats = Object.values(live.SeatsAvailability);
        if (seats.length === 0) expect(tile.seats).toBeNull();
        else expect(tile.seats).toEqual({ free: seats.filter((taken) => !taken).length, total: seats.length });
        expect(tile.open && (tile.seats?.free ?? 0) > 0).toBe(hasAvailableSeat(live));
        expect(tile.open).toBe(live.Status === 'online');
      }),
    );
  });

  it('has a flag for the seven languages of the spec only, in any letter case', () => {
    fc.assert(
      fc.property(table, (live) => {
        const tile = liveTile(live, ASSETS);
        const flagged = (LIVE_FLAG_LANGUAGES as readonly string[]).includes(live.Language.toLowerCase());
        expect(tile.flagUrl !== null).toBe(flagged);
        if (flagged) expect(tile.flagUrl).toContain(`/assets/flag-${live.Language.toLowerCase()}?`);
      }),
    );
    expect(liveFlagLanguage('pt-br')).toBe('pt-br');
    expect(liveFlagLanguage('cs')).toBeNull();
  });

  it('resolves the dynamic image against the asset host, keeps an absolute one and drops an empty one', () => {
    const base = { ImsGameCode: 'x', Language: 'en', Status: 'online', SeatsAvailability: {}, Dealer: null };
    expect(liveTile({ ...base, DynamicImageUrl: '/content/assets/live-table-x' }, ASSETS).imageUrl).toBe('https://assets.example/content/assets/live-table-x');
    expect(liveTile({ ...base, DynamicImageUrl: 'https://cdn.example/a.jpg' }, ASSETS).imageUrl).toBe('https://cdn.example/a.jpg');
    expect(liveTile({ ...base, DynamicImageUrl: '' }, ASSETS).imageUrl).toBeNull();
    expect(liveTile({ ...base, DynamicImageUrl: null }, ASSETS).imageUrl).toBeNull();
  });

  it('shows no dealer for a blank name and no seats for a table without any', () => {
    expect(
      liveTile({ ImsGameCode: 'x', Language: '', Status: 'online', SeatsAvailability: {}, DynamicImageUrl: null, Dealer: { DealerName: ' ' } }, ASSETS),
    ).toMatchObject({ dealer: null, seats: null, language: null });
    expect(tableSeats({ SeatsAvailability: { '1': true, '2': false, '3': false } })).toEqual({ free: 2, total: 3 });
  });
});
