export { jackpotValuesAt } from './jackpot-ticker.ts';
export { shouldRefetchJackpots } from './jackpot-refetch.ts';
export { jackpotSeed } from './seeded-random.ts';
export { JACKPOT_LOW_STEP_MS, JACKPOT_TOP_STEP_MS, jackpotStepKey } from './ticker-clock.ts';
export { jackpotElapsedMs } from './jackpot-elapsed.ts';
