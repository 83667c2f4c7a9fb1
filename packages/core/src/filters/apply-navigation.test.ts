import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters, emptyLiveFilters, type CasinoFilters } from '../types/filters.ts';
import { applyStaysOnPage } from './apply-navigation.ts';
import type { FilterPage } from './filter-page.ts';
import { casinoFiltersArbitrary, liveFiltersArbitrary } from './test/catalogue-arbitraries.ts';

const pages = {
  lobby: { routeName: 'preview', params: {}, fixed: null },
  allGames: { routeName: 'preview-all-games', params: {}, fixed: null },
  liveAllGames: { routeName: 'preview-live-casino-all-games', params: {}, fixed: null },
  liveLobby: { routeName: 'preview-live-casino', params: {}, fixed: null },
  provider: { routeName: 'preview-providers-slug', params: { slug: 'netent' }, fixed: { group: 'provider', option: 'p1' } },
  category: { routeName: 'preview-categories-slug', params: { slug: 'top-10' }, fixed: { group: 'category', option: 'c1' } },
  collection: { routeName: 'preview-collections-slug', params: { slug: 'egypt' }, fixed: { group: 'collection', option: 'k1' } },
  jackpots: { routeName: 'preview-jackpots', params: {}, fixed: null },
} satisfies Record<string, FilterPage>;

const casino = (overrides: Partial<CasinoFilters> = {}): CasinoFilters => ({ ...emptyCasinoFilters(), ...overrides });

describe('applyStaysOnPage (part 2 §4)', () => {
  it.each([
    { name: 'the page is not known yet', page: null, draft: casino({ jackpot: true }), stays: true },
    { name: 'the all-games view', page: pages.allGames, draft: casino({ provider: { p2: true } }), stays: true },
    { name: 'the live all-games view', page: pages.liveAllGames, draft: casino({ jackpot: true }), stays: true },
    { name: 'the lobby', page: pages.lobby, draft: casino({ jackpot: true }), stays: false },
    { name: 'the jackpots page', page: pages.jackpots, draft: casino({ jackpot: true }), stays: false },
    { name: 'a provider page, other groups only', page: pages.provider, draft: casino({ gamble: true, reel: { '5': true } }), stays: true },
    { name: 'a provider page, its own provider chosen', page: pages.provider, draft: casino({ provider: { p1: true } }), stays: true },
    { name: 'a provider page, another provider added', page: pages.provider, draft: casino({ provider: { p2: true } }), stays: false },
    { name: 'a provider page, another provider switched off', page: pages.provider, draft: casino({ provider: { p2: false } }), stays: true },
    { name: 'a category page, another category added', page: pages.category, draft: casino({ category: { c1: true, c2: true } }), stays: false },
    { name: 'a category page, a provider added', page: pages.category, draft: casino({ provider: { p2: true } }), stays: true },
    { name: 'a collection page, nothing else chosen', page: pages.collection, draft: casino(), stays: true },
  ])('$name → $stays', ({ page, draft, stays }) => {
    expect(applyStaysOnPage(page, draft)).toBe(stays);
  });

  it('the live lobby page navigates; a fixed group the live set lacks never counts as alone', () => {
    expect(applyStaysOnPage(pages.liveLobby, { ...emptyLiveFilters(), openTable: true })).toBe(false);
    expect(applyStaysOnPage(pages.collection, emptyLiveFilters())).toBe(false);
    expect(applyStaysOnPage(pages.provider, emptyLiveFilters())).toBe(true);
  });

  const draft = fc.oneof(casinoFiltersArbitrary, liveFiltersArbitrary);

  it('all-games views always stay; pages without a fixed selection outside them always navigate', () => {
    fc.assert(
      fc.property(draft, fc.constantFrom(pages.allGames, pages.liveAllGames, pages.lobby, pages.liveLobby, pages.jackpots), (filters, page) => {
        expect(applyStaysOnPage(page, filters)).toBe(page === pages.allGames || page === pages.liveAllGames);
      }),
    );
  });

  it('a fixed page stays exactly when no other option of its group is switched on', () => {
    fc.assert(
      fc.property(casinoFiltersArbitrary, fc.constantFrom(pages.provider, pages.category, pages.collection), (filters, page) => {
        const { group, option } = page.fixed;
        const others = Object.entries(filters[group]).filter(([key, enabled]) => enabled && key !== option);
        expect(applyStaysOnPage(page, filters)).toBe(others.length === 0);
      }),
    );
  });
});
