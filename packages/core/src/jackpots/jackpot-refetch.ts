// The jackpot refetch cache (part 1 §4 and §9, D6).
import { JACKPOT_CACHE_MS } from '../constants.ts';

/**
 * Whether jackpots should be fetched now: always when forced or never fetched; otherwise only once
 * the last fetch is at least 30 s old. A last fetch "in the future" (the clock was set back) counts as
 * stale, so that a clock change cannot freeze the amounts.
 */
export const shouldRefetchJackpots = (lastFetchedAt: number | null, now: number, force = false): boolean => {
  if (force || lastFetchedAt === null || !Number.isFinite(lastFetchedAt)) return true;
  const age = now - lastFetchedAt;
  return age < 0 || age >= JACKPOT_CACHE_MS;
};
