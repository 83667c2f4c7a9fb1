export {
  scoreRecommendation,
  TIER_SCORES,
  PROMOTION_SCORES,
  RECOMMENDATION_WEIGHTS,
} from './score-recommendation.ts';
export type { RecommendationList } from './score-recommendation.ts';
export { buildRecommendations } from './build-recommendations.ts';
export { capCategoryGames } from './cap-category-games.ts';
export { pickRefreshSeed, isRefreshDisabled } from './refresh-seed.ts';
