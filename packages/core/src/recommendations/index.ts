export { scoreRecommendation, TIER_SCORES, PROMOTION_SCORES, RECOMMENDATION_WEIGHTS } from './score-recommendation.ts';
export type { RecommendationList } from './score-recommendation.ts';
export { buildRecommendations } from './build-recommendations.ts';
export { capCategoryGames } from './cap-category-games.ts';
export { pickRefreshSeed, isRefreshDisabled } from './refresh-seed.ts';
export { capDynamicGames } from './cap-dynamic-games.ts';
export { RECOMMENDATION_LIST_OF_SOURCE, recommendationListOf, recommendationSeeds, type SeededCategory } from './recommendation-sources.ts';
export { firstRecommendationSeed, type SeedSources } from './first-seed.ts';
