// Which live winners each winners page lists (part 2 §1–§3: winners, top wins, jackpot wins, hall
// of fame). The feed gives the latest wins of known games (core's knownGameWinners); these pure
// rules pick and order them. Wins of zero or less are never shown (as for recent wins, D9).
import type { Jackpot, LiveWinner } from '@casino/core';

/** How many wins each list shows at most. */
const WINNERS_LIMITS = { latest: 12, top: 30, jackpot: 30, hallOfFame: 10 } as const;

const positive = <W extends Pick<LiveWinner, 'amount'>>(winners: readonly W[]): W[] =>
  winners.filter((winner) => Number.isFinite(winner.amount) && winner.amount > 0);

const byAmountDescending = <W extends Pick<LiveWinner, 'amount' | 'wonAt'>>(a: W, b: W): number =>
  b.amount - a.amount || (a.wonAt < b.wonAt ? 1 : a.wonAt > b.wonAt ? -1 : 0);

/** The newest wins first (the hub's live list). */
export const latestWins = <W extends Pick<LiveWinner, 'amount' | 'wonAt'>>(winners: readonly W[], limit: number = WINNERS_LIMITS.latest): W[] =>
  positive(winners)
    .sort((a, b) => (a.wonAt < b.wonAt ? 1 : a.wonAt > b.wonAt ? -1 : 0))
    .slice(0, limit);

/** The highest wins, highest first (ties: the newer first). */
export const topWins = <W extends Pick<LiveWinner, 'amount' | 'wonAt'>>(winners: readonly W[], limit: number = WINNERS_LIMITS.top): W[] =>
  positive(winners).sort(byAmountDescending).slice(0, limit);

/** Wins in jackpot games (a game flagged jackpot, or one a jackpot names), highest first. */
export const jackpotWins = <W extends Pick<LiveWinner, 'amount' | 'wonAt' | 'gameCode'> & { readonly game: Pick<LiveWinner['game'], 'jackpot'> }>(
  winners: readonly W[],
  jackpots: readonly Pick<Jackpot, 'gameCodes'>[],
  limit: number = WINNERS_LIMITS.jackpot,
): W[] => {
  const jackpotGames = new Set(jackpots.flatMap((jackpot) => jackpot.gameCodes));
  return topWins(
    winners.filter((winner) => winner.game.jackpot || jackpotGames.has(winner.gameCode)),
    limit,
  );
};

/** Each player once, with their highest win, highest first. */
export const hallOfFame = <W extends Pick<LiveWinner, 'amount' | 'wonAt' | 'nickname'>>(
  winners: readonly W[],
  limit: number = WINNERS_LIMITS.hallOfFame,
): W[] => {
  const best = new Map<string, W>();
  for (const winner of positive(winners)) {
    const known = best.get(winner.nickname);
    if (known === undefined || byAmountDescending(winner, known) < 0) best.set(winner.nickname, winner);
  }
  return [...best.values()].sort(byAmountDescending).slice(0, limit);
};
