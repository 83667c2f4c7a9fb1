// Live winners (part 2 §5): only winners whose game is known are kept, each with its catalogue game.
import type { Game } from '../types/catalogue.ts';
import type { LiveWinner } from '../types/session.ts';
import type { LiveWinnerWire } from '../contract.ts';

// The catalogue by code, made once per catalogue answer: a server asks with the same shared answer on
// every lobby request, and a 2,000-game map per request was a visible share of a render. Weak keys:
// an old catalogue leaves with its answer.
const byCodeOf = new WeakMap<readonly Game[], ReadonlyMap<string, Game>>();

const gamesByCode = (games: readonly Game[]): ReadonlyMap<string, Game> => {
  let byCode = byCodeOf.get(games);
  if (byCode === undefined) {
    byCode = new Map(games.map((game) => [game.gameCode, game]));
    byCodeOf.set(games, byCode);
  }
  return byCode;
};

/** Winners whose game is in the catalogue, each with its game, in the feed's order (the catalogue is read as given: never changed in place). */
export const knownGameWinners = (winners: readonly LiveWinnerWire[], games: readonly Game[]): LiveWinner[] => {
  const byCode = gamesByCode(games);
  return winners.flatMap((winner) => {
    const game = byCode.get(winner.gameCode);
    return game ? [{ ...winner, game }] : [];
  });
};
