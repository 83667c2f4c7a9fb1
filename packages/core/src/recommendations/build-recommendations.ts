// D3 list building: the best-scoring games for a seed, at most 30.
import { MAX_DYNAMIC_GAMES } from '../constants.ts';
import type { Game } from '../types/catalogue.ts';
import { scoreRecommendation, type RecommendationList } from './score-recommendation.ts';

/**
 * The games most like `seed`, by score descending, ties in catalogue order; never the seed itself
 * (nor another copy of its game code), and at most `limit` games, itself at most 30.
 */
export const buildRecommendations = (seed: Game, games: readonly Game[], list: RecommendationList, limit = MAX_DYNAMIC_GAMES): Game[] => {
  const size = Math.max(0, Math.min(Math.floor(limit), MAX_DYNAMIC_GAMES));
  if (size === 0) return [];
  // A bounded top list kept sorted by insertion: n·log(30) instead of sorting the whole catalogue.
  const best: { readonly game: Game; readonly score: number }[] = [];
  for (const game of games) {
    if (game.gameCode === seed.gameCode) continue;
    const score = scoreRecommendation(seed, game, list);
    if (best.length === size && score <= best[size - 1]!.score) continue;
    // After every entry of equal or higher score, so that ties keep catalogue order.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (best[middle]!.score >= score) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, { game, score });
    if (best.length > size) best.pop();
  }
  return best.map((entry) => entry.game);
};
