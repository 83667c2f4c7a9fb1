import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters, emptyLiveFilters, type CasinoFilters, type LiveFilters } from '../types/filters.ts';
import { countActiveFilters } from '../filters/index.ts';
import { filtersClickEvent } from './filters-click.ts';

describe('filtersClickEvent', () => {
  it('casino_filters_click with the applied casino set', () => {
    const filters: CasinoFilters = {
      ...emptyCasinoFilters(),
      category: { novinky: true, top: false },
      provider: { netent: true, playngo: true },
      reel: { '5': true },
      betAmount: [1, 0],
      jackpot: true,
      search: ' book ',
    };
    expect(filtersClickEvent('casino', filters)).toEqual({
      event: 'casino_filters_click',
      origin: 'casino',
      active_filters: 7,
      category: ['novinky'],
      collection: [],
      provider: ['netent', 'playngo'],
      reel: ['5'],
      bet_amount: [1, 0],
      max_win: null,
      jackpot: true,
      gamble: false,
      bonus: false,
      search: 'book',
    });
  });

  it('live_casino_filters_click with the applied live set', () => {
    const filters: LiveFilters = { ...emptyLiveFilters(), language: { cs: true }, openTable: true };
    expect(filtersClickEvent('live', filters)).toEqual({
      event: 'live_casino_filters_click',
      origin: 'live_casino',
      active_filters: 2,
      category: [],
      provider: [],
      language: ['cs'],
      bet_amount: null,
      open_table: true,
      available_seat: false,
    });
  });

  it('the count of active filters is core’s countActiveFilters', () => {
    const map = fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.boolean(), { maxKeys: 4 });
    const amount = fc.tuple(fc.nat(100), fc.nat(100));
    fc.assert(
      fc.property(map, map, amount, fc.boolean(), (category, provider, betAmount, openTable) => {
        const filters: LiveFilters = { ...emptyLiveFilters(), category, provider, betAmount, openTable };
        const event = filtersClickEvent('live', filters);
        expect(event['active_filters']).toBe(countActiveFilters(filters));
        expect(event['category']).toEqual(Object.keys(category).filter((key) => category[key]));
      }),
    );
  });
});
