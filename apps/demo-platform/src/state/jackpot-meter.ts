// Jackpot amounts that grow between calls, as a real progressive jackpot does: each level grows
// with the time since the server started and by one step on every read, so that two reads in the
// same millisecond still differ. Growth is proportional to the level, so level order never changes.
import type { Jackpot } from '@casino/core';

/** Fraction of a level's amount added per second and per read. */
const GROWTH_PER_SECOND = 1e-6;
const GROWTH_PER_READ = 1e-6;
const MIN_STEP = 0.01;

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface JackpotMeter {
  /** The jackpots as they stand now; every call counts as one read. */
  read(): Jackpot[];
}

export const grownAmount = (base: number, elapsedMs: number, reads: number): number => {
  const perRead = Math.max(MIN_STEP, base * GROWTH_PER_READ);
  const perSecond = Math.max(MIN_STEP, base * GROWTH_PER_SECOND);
  return round2(base + perRead * reads + perSecond * (Math.max(0, elapsedMs) / 1000));
};

export const createJackpotMeter = (jackpots: readonly Jackpot[], clock: () => number): JackpotMeter => {
  const startedAt = clock();
  let reads = 0;
  return {
    read() {
      reads += 1;
      const elapsedMs = clock() - startedAt;
      return jackpots.map((jackpot) => ({
        ...jackpot,
        jackpotLevels: jackpot.jackpotLevels.map((level) => ({ ...level, amount: grownAmount(level.amount, elapsedMs, reads) })),
      }));
    },
  };
};
