import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters, type CasinoFilters } from '../types/filters.ts';
import { CASINO_FACET_GROUPS, casinoFiltersEqual, casinoOptionsOf, hasEnabledCasinoOption, matchesCasinoFilters } from './casino-filters.ts';
import { casinoFiltersArbitrary, gameArbitrary, makeGame } from './test/catalogue-arbitraries.ts';

const filters = (overrides: Partial<CasinoFilters>): CasinoFilters => ({ ...emptyCasinoFilters(), ...overrides });

const game = makeGame({
  name: 'Král Koruny',
  provider: 'pragmatic',
  categories: ['c1', 'c2'],
  collections: ['k1'],
  numberOfReels: 5,
  jackpot: true,
  gamble: false,
  bonusGameFeature: true,
  minBet: 1,
  maxBet: 50,
  maxWin: 5000,
});

describe('matchesCasinoFilters (D4)', () => {
  it.each<[string, Partial<CasinoFilters>, boolean]>([
    ['no filter', {}, true],
    ['category enabled', { category: { c2: true } }, true],
    ['category of another game', { category: { c3: true } }, false],
    ['options OR within a group', { category: { c3: true, c1: true } }, true],
    ['an option set to false is not enabled', { category: { c1: false } }, true],
    ['only false options: group inactive', { category: { c3: false } }, true],
    ['collection', { collection: { k1: true } }, true],
    ['collection miss', { collection: { k2: true } }, false],
    ['provider', { provider: { pragmatic: true } }, true],
    ['provider miss', { provider: { netent: true } }, false],
    ['reel is String(numberOfReels)', { reel: { '5': true } }, true],
    ['reel miss', { reel: { '3': true } }, false],
    ['groups AND across', { category: { c1: true }, provider: { netent: true } }, false],
    ['groups AND across, all met', { category: { c1: true }, provider: { pragmatic: true }, reel: { '5': true } }, true],
    ['jackpot flag met', { jackpot: true }, true],
    ['gamble flag not met', { gamble: true }, false],
    ['bonus flag matches bonusGameFeature', { bonus: true }, true],
    ['bet range covered', { betAmount: [5, 10] }, true],
    ['bet range above', { betAmount: [60, 100] }, false],
    ['max win in range', { maxWin: [1000, 5000] }, true],
    ['max win below range', { maxWin: [6000, 0] }, false],
    ['search folds case and accents', { search: 'kral' }, true],
    ['search is trimmed', { search: '  KORUNY ' }, true],
    ['search in the middle', { search: 'l k' }, true],
    ['search miss', { search: 'book' }, false],
    ['blank search is inactive', { search: '   ' }, true],
  ])('%s', (_, overrides, expected) => {
    expect(matchesCasinoFilters(game, filters(overrides))).toBe(expected);
  });

  it('a game with a missing bet or max win fails an active range', () => {
    expect(matchesCasinoFilters(makeGame({ minBet: null }), filters({ betAmount: [1, 5] }))).toBe(false);
    expect(matchesCasinoFilters(makeGame({ maxWin: null }), filters({ maxWin: [1, 0] }))).toBe(false);
    expect(matchesCasinoFilters(makeGame({ minBet: null, maxWin: null }), filters({}))).toBe(true);
  });

  it('empty filters let every game through', () => {
    fc.assert(fc.property(gameArbitrary, (g) => matchesCasinoFilters(g, emptyCasinoFilters())));
  });

  it('enabling one more option in a group never removes a game', () => {
    fc.assert(
      fc.property(gameArbitrary, casinoFiltersArbitrary, fc.constantFrom('c1', 'c2', 'c3'), (g, f, extra) => {
        const wider = { ...f, category: { ...f.category, [extra]: true } };
        const narrowedBefore = Object.values(f.category).some(Boolean);
        if (narrowedBefore && matchesCasinoFilters(g, f)) expect(matchesCasinoFilters(g, wider)).toBe(true);
      }),
    );
  });
});

describe('casinoFiltersEqual', () => {
  it.each<[string, Partial<CasinoFilters>, Partial<CasinoFilters>, boolean]>([
    ['both empty', {}, {}, true],
    ['false option equals absent', { provider: { a: false } }, {}, true],
    ['different option', { provider: { a: true } }, { provider: { b: true } }, false],
    ['same options in another order', { provider: { a: true, b: true } }, { provider: { b: true, a: true } }, true],
    ['range differs', { betAmount: [1, 2] }, { betAmount: [1, 3] }, false],
    ['flag differs', { gamble: true }, {}, false],
    ['search compared trimmed', { search: 'book ' }, { search: 'book' }, true],
    ['search differs', { search: 'book' }, { search: 'dead' }, false],
  ])('%s', (_, a, b, equal) => {
    expect(casinoFiltersEqual(filters(a), filters(b))).toBe(equal);
    expect(casinoFiltersEqual(filters(b), filters(a))).toBe(equal);
  });

  it('is reflexive, and equal sets filter every game alike', () => {
    fc.assert(
      fc.property(casinoFiltersArbitrary, casinoFiltersArbitrary, gameArbitrary, (a, b, g) => {
        expect(casinoFiltersEqual(a, a)).toBe(true);
        if (casinoFiltersEqual(a, b)) expect(matchesCasinoFilters(g, a)).toBe(matchesCasinoFilters(g, b));
      }),
    );
  });
});

describe('hasEnabledCasinoOption', () => {
  it("answers as a search of the game's options would (casinoOptionsOf)", () => {
    fc.assert(
      fc.property(
        gameArbitrary,
        fc.constantFrom(...CASINO_FACET_GROUPS),
        fc.uniqueArray(fc.constantFrom<string>('c1', 'c2', 'k1', 'p1', 'p2', '3', '5', '7')),
        (game, group, keys) => {
          const enabled = new Set(keys);
          expect(hasEnabledCasinoOption[group](game, enabled)).toBe(casinoOptionsOf[group](game).some((option) => enabled.has(option)));
        },
      ),
    );
  });
});
