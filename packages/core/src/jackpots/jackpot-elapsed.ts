// The time a jackpot ticker has climbed since the amounts were fetched (D6): what jackpotValuesAt
// takes as elapsedMs.

/**
 * Milliseconds since the fetch: 0 before the first fetch and when the clock reads earlier than the
 * fetch (a clock set back restarts the climb at its start instead of going below it).
 */
export const jackpotElapsedMs = (fetchedAt: number | null, now: number): number =>
  fetchedAt === null || !Number.isFinite(fetchedAt) || !Number.isFinite(now) ? 0 : Math.max(0, now - fetchedAt);
