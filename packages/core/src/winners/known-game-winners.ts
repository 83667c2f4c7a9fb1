// Live winners (part 2 §5): only winners whose game is known are kept, each with its catalogue game.
import type { Game } from '../types/catalogue.ts';
import type { LiveWinner } from '../types/session.ts';
import type { LiveWinnerWire } from '../contract.ts';

/** Winners whose game is in the catalogue, each with its game, in the feed's order. */
export const knownGameWinners = (winners: readonly LiveWinnerWire[], games: readonly Game[]): LiveWinner[] => {
  const byCode = new Map(games.map((game) => [game.gameCode, game]));
  return winners.flatMap((winner) => {
    const game = byCode.get(winner.gameCode);
    return game ? [{ ...winner, game }] : [];
  });
};
