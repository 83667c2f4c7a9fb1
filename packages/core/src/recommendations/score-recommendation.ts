// D3 recommendation scoring: how close a candidate game is to the seed game of a list.
import type { Game } from '../types/catalogue.ts';

/** because-you-like: casino lobby lists; because-you-played: played lists; live: the live lobby. */
export type RecommendationList = 'because-you-like' | 'because-you-played' | 'live';

/** Score by candidate commercial tier 0–10. */
export const TIER_SCORES: readonly number[] = [1, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25];
/** Score by candidate promotion level 0–5. */
export const PROMOTION_SCORES: readonly number[] = [1, 2, 3, 5, 7.5, 10];
/** Points taken per unit of difference in RTP, volatility or min bet. */
export const DIFFERENCE_PENALTY = 2.5;

export const DEFAULT_RTP = 95;
export const DEFAULT_VOLATILITY = 3;
export const DEFAULT_MIN_BET = 3;

interface ListWeights {
  readonly sharedCollection: number;
  readonly sameProvider: number;
  readonly sameType: number;
  /** Each of jackpot, gamble and bonusGameFeature when both games have it. */
  readonly sharedFeature: number;
  /** Whether the RTP and volatility penalties apply (the min-bet penalty always does). */
  readonly comparesRtpAndVolatility: boolean;
}

/** The D3 table, one column per list. */
export const RECOMMENDATION_WEIGHTS: Readonly<Record<RecommendationList, ListWeights>> = {
  'because-you-like': { sharedCollection: 20, sameProvider: 10, sameType: 10, sharedFeature: 3, comparesRtpAndVolatility: true },
  'because-you-played': { sharedCollection: 25, sameProvider: 10, sameType: 15, sharedFeature: 5, comparesRtpAndVolatility: true },
  live: { sharedCollection: 0, sameProvider: 25, sameType: 10, sharedFeature: 0, comparesRtpAndVolatility: false },
};

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A table entry for a level: missing counts as 0, then clamped to the table and rounded. */
const tableScore = (table: readonly number[], level: unknown): number => {
  const clamped = Math.min(Math.max(numberOr(level, 0), 0), table.length - 1);
  return table[Math.round(clamped)]!;
};

const shareCollection = (seed: Game, candidate: Game): boolean => candidate.collections.some((collection) => seed.collections.includes(collection));

/** The D3 score of `candidate` for a list seeded by `seed`: the sum of the table's terms. */
export const scoreRecommendation = (seed: Game, candidate: Game, list: RecommendationList): number => {
  const weights = RECOMMENDATION_WEIGHTS[list];
  let score = 0;
  if (weights.sharedCollection !== 0 && shareCollection(seed, candidate)) score += weights.sharedCollection;
  if (seed.provider === candidate.provider) score += weights.sameProvider;
  if (seed.type === candidate.type) score += weights.sameType;
  if (seed.jackpot && candidate.jackpot) score += weights.sharedFeature;
  if (seed.gamble && candidate.gamble) score += weights.sharedFeature;
  if (seed.bonusGameFeature && candidate.bonusGameFeature) score += weights.sharedFeature;
  score += tableScore(TIER_SCORES, candidate.commercialTier);
  score += tableScore(PROMOTION_SCORES, candidate.promotionLevel);
  if (weights.comparesRtpAndVolatility) {
    score -= DIFFERENCE_PENALTY * Math.abs(numberOr(seed.rtp, DEFAULT_RTP) - numberOr(candidate.rtp, DEFAULT_RTP));
    score -= DIFFERENCE_PENALTY * Math.abs(numberOr(seed.volatility, DEFAULT_VOLATILITY) - numberOr(candidate.volatility, DEFAULT_VOLATILITY));
  }
  score -= DIFFERENCE_PENALTY * Math.abs(numberOr(seed.minBet, DEFAULT_MIN_BET) - numberOr(candidate.minBet, DEFAULT_MIN_BET));
  return score;
};
