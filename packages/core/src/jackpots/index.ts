export { jackpotValuesAt } from './jackpot-ticker.ts';
export { shouldRefetchJackpots } from './jackpot-refetch.ts';
export { jackpotSeed } from './seeded-random.ts';
export { JACKPOT_LOW_STEP_MS, JACKPOT_TOP_STEP_MS, jackpotStepKey } from './ticker-clock.ts';
export { jackpotElapsedMs } from './jackpot-elapsed.ts';
export {
  JACKPOT_ROLL_FRAMES,
  JACKPOT_ROLL_MS,
  advanceJackpotDisplay,
  jackpotDisplayValues,
  jackpotRollValueAt,
  nextJackpotWakeAt,
  startJackpotDisplay,
  type JackpotDisplay,
  type JackpotRoll,
  type JackpotTickerSource,
} from './ticker-display.ts';
