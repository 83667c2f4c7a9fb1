// The player's recent wins category (D9, part 2 §9).
import { RECENT_WINS_MAX } from '../constants.ts';
import type { GameResult } from '../types/index.ts';

/**
 * Wins above 0, the highest per game (gameType is the game code; on a tie the earlier result stays),
 * highest first, at most 30.
 */
export const recentWins = <R extends Pick<GameResult, 'gameType' | 'win'>>(results: readonly R[]): R[] => {
  const bestPerGame = new Map<string, R>();
  for (const result of results) {
    if (!(typeof result.win === 'number' && Number.isFinite(result.win) && result.win > 0)) continue;
    const best = bestPerGame.get(result.gameType);
    if (best === undefined || result.win > best.win) bestPerGame.set(result.gameType, result);
  }
  return [...bestPerGame.values()].sort((a, b) => b.win - a.win).slice(0, RECENT_WINS_MAX);
};
