import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameArbitrary, makeGame } from '../filters/test/catalogue-arbitraries.ts';
import type { Game } from '../types/catalogue.ts';
import { scoreRecommendation, type RecommendationList } from './score-recommendation.ts';

const LISTS: RecommendationList[] = ['because-you-like', 'because-you-played', 'live'];

// A seed and a candidate that agree on nothing scored and carry every default-free number equal,
// so that each case below changes exactly one term of the D3 table.
const base = makeGame({
  gameCode: 'seed',
  provider: 'p-seed',
  type: 'Slot',
  collections: ['k-seed'],
  rtp: 96,
  volatility: 3,
  minBet: 1,
  commercialTier: 0,
  promotionLevel: 0,
});
const other = (overrides: Partial<Game>): Game =>
  makeGame({ ...base, gameCode: 'cand', provider: 'p-cand', type: 'Crash', collections: ['k-cand'], ...overrides });
// Tier 0 and promotion level 0 each score 1.
const FLOOR = 2;

describe('scoreRecommendation (D3 table)', () => {
  it.each<[string, Partial<Game>, Partial<Game>, [number, number, number]]>([
    ['nothing shared', {}, {}, [0, 0, 0]],
    ['a shared collection', { collections: ['x', 'k'] }, { collections: ['k'] }, [20, 25, 0]],
    ['same provider', { provider: 'p' }, { provider: 'p' }, [10, 10, 25]],
    ['same type', { type: 'Live' }, { type: 'Live' }, [10, 15, 10]],
    ['both jackpot', { jackpot: true }, { jackpot: true }, [3, 5, 0]],
    ['jackpot on one side only', { jackpot: true }, { jackpot: false }, [0, 0, 0]],
    ['both gamble', { gamble: true }, { gamble: true }, [3, 5, 0]],
    ['both bonus feature', { bonusGameFeature: true }, { bonusGameFeature: true }, [3, 5, 0]],
    ['candidate tier 4', {}, { commercialTier: 4 }, [9, 9, 9]],
    ['candidate tier 10', {}, { commercialTier: 10 }, [24, 24, 24]],
    ['tier above 10 is clamped', {}, { commercialTier: 14 }, [24, 24, 24]],
    ['tier below 0 is clamped', {}, { commercialTier: -3 }, [0, 0, 0]],
    ['tier 2.5 rounds to 3', {}, { commercialTier: 2.5 }, [6.5, 6.5, 6.5]],
    ['missing tier counts as 0', {}, { commercialTier: null }, [0, 0, 0]],
    ['promotion level 3', {}, { promotionLevel: 3 }, [4, 4, 4]],
    ['promotion level 9 is clamped to 5', {}, { promotionLevel: 9 }, [9, 9, 9]],
    ['seed tier does not count', { commercialTier: 10, promotionLevel: 5 }, {}, [0, 0, 0]],
    ['RTP differs by 2', { rtp: 97 }, { rtp: 95 }, [-5, -5, 0]],
    ['missing RTP counts as 95', { rtp: null }, { rtp: 96 }, [-2.5, -2.5, 0]],
    ['non-numeric RTP counts as 95', { rtp: Number.NaN }, { rtp: 95 }, [0, 0, 0]],
    ['volatility differs by 2', { volatility: 5 }, { volatility: 3 }, [-5, -5, 0]],
    ['missing volatility counts as 3', { volatility: null }, { volatility: 4 }, [-2.5, -2.5, 0]],
    ['min bet differs by 0.4', { minBet: 1 }, { minBet: 0.6 }, [-1, -1, -1]],
    ['missing min bet counts as 3', { minBet: null }, { minBet: 1 }, [-5, -5, -5]],
  ])('%s', (_, seedChanges, candidateChanges, [like, played, live]) => {
    const seed = { ...base, ...seedChanges };
    const candidate = other(candidateChanges);
    expect(scoreRecommendation(seed, candidate, 'because-you-like')).toBeCloseTo(FLOOR + like, 10);
    expect(scoreRecommendation(seed, candidate, 'because-you-played')).toBeCloseTo(FLOOR + played, 10);
    expect(scoreRecommendation(seed, candidate, 'live')).toBeCloseTo(FLOOR + live, 10);
  });

  // The table of D3 written out as rows, and the score rebuilt from it term by term.
  const TABLE = {
    collection: { 'because-you-like': 20, 'because-you-played': 25, live: 0 },
    provider: { 'because-you-like': 10, 'because-you-played': 10, live: 25 },
    type: { 'because-you-like': 10, 'because-you-played': 15, live: 10 },
    feature: { 'because-you-like': 3, 'because-you-played': 5, live: 0 },
    rtpAndVolatility: { 'because-you-like': 2.5, 'because-you-played': 2.5, live: 0 },
  } as const;
  const TIER = [1, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25];
  const PROMO = [1, 2, 3, 5, 7.5, 10];
  const num = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && !Number.isNaN(value) ? value : fallback);
  const level = (value: number | null | undefined, max: number) => Math.round(Math.min(max, Math.max(0, num(value, 0))));

  const expectedScore = (s: Game, c: Game, list: RecommendationList): number =>
    (s.collections.some((k) => c.collections.includes(k)) ? TABLE.collection[list] : 0) +
    (s.provider === c.provider ? TABLE.provider[list] : 0) +
    (s.type === c.type ? TABLE.type[list] : 0) +
    (s.jackpot && c.jackpot ? TABLE.feature[list] : 0) +
    (s.gamble && c.gamble ? TABLE.feature[list] : 0) +
    (s.bonusGameFeature && c.bonusGameFeature ? TABLE.feature[list] : 0) +
    TIER[level(c.commercialTier, 10)]! +
    PROMO[level(c.promotionLevel, 5)]! -
    TABLE.rtpAndVolatility[list] * Math.abs(num(s.rtp, 95) - num(c.rtp, 95)) -
    TABLE.rtpAndVolatility[list] * Math.abs(num(s.volatility, 3) - num(c.volatility, 3)) -
    2.5 * Math.abs(num(s.minBet, 3) - num(c.minBet, 3));

  it('follows the table term by term for any pair of games', () => {
    fc.assert(
      fc.property(gameArbitrary, gameArbitrary, fc.constantFrom(...LISTS), (seed, candidate, list) => {
        expect(scoreRecommendation(seed, candidate, list)).toBeCloseTo(expectedScore(seed, candidate, list), 9);
      }),
      { numRuns: 500 },
    );
  });

  it('the live list ignores collections, features, RTP and volatility', () => {
    fc.assert(
      fc.property(gameArbitrary, gameArbitrary, gameArbitrary, (seed, candidate, noise) => {
        const changed: Game = {
          ...candidate,
          collections: noise.collections,
          jackpot: noise.jackpot,
          gamble: noise.gamble,
          bonusGameFeature: noise.bonusGameFeature,
          rtp: noise.rtp,
          volatility: noise.volatility,
        };
        expect(scoreRecommendation(seed, changed, 'live')).toBe(scoreRecommendation(seed, candidate, 'live'));
      }),
    );
  });
});
