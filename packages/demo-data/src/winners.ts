// The live-winners feed: recent wins on known games, plus two unknown codes the client must drop.
import { TimeMs, type Game, type LiveWinnerWire } from '@casino/core';
import { nicknameStems } from './people.ts';
import type { Random } from './random.ts';

export const UNKNOWN_WINNER_GAME_CODES = ['retired-slot-1', 'unknown-game-9999'] as const;

const bands: readonly (readonly [readonly [number, number], number])[] = [
  [[50, 1_000], 5],
  [[1_000, 20_000], 3],
  [[20_000, 500_000], 1],
];

export const generateWinners = (random: Random, games: readonly Game[], nowMs: number): LiveWinnerWire[] => {
  const winners: LiveWinnerWire[] = [];
  let at = nowMs - random.int(1, 5) * TimeMs.MINUTE;
  const count = games.length > 0 ? 30 : 0;
  for (let i = 0; i < count; i++) {
    const game = random.pick(games);
    const [low, high] = random.weighted(bands);
    const stem = random.pick(nicknameStems);
    winners.push({
      gameCode: game.gameCode,
      nickname: `${stem.slice(0, 3)}***${random.int(1, 99)}`,
      amount: random.float(low, high, 2),
      currencyCode: 'CZK',
      wonAt: new Date(at).toISOString(),
    });
    at -= random.int(1, 40) * TimeMs.MINUTE;
  }
  // Unknown games sit among the known ones, not only at the end.
  UNKNOWN_WINNER_GAME_CODES.forEach((gameCode, index) => {
    const position = Math.min(winners.length, 3 + index * 7);
    winners.splice(position, 0, {
      gameCode,
      nickname: `Neznámý***${index + 1}`,
      amount: 777,
      currencyCode: 'CZK',
      wonAt: winners[position]?.wonAt ?? new Date(nowMs).toISOString(),
    });
  });
  return winners;
};
