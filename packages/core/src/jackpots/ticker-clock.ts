// The ticker's time grid (D6, part 1 §9). Everything is counted in whole steps so that values change
// only on step boundaries, whatever the caller's frame rate.
import { JACKPOT_PERIOD_MS, JACKPOT_UPDATE_INTERVAL_MS } from '../constants.ts';

/** The top level steps every sixth of the update interval. */
export const TOP_STEPS_PER_INTERVAL = 6;
/** Low levels step every tenth of the update interval. */
export const LOW_STEPS_PER_INTERVAL = 10;
export const JACKPOT_TOP_STEP_MS = JACKPOT_UPDATE_INTERVAL_MS / TOP_STEPS_PER_INTERVAL;
export const JACKPOT_LOW_STEP_MS = JACKPOT_UPDATE_INTERVAL_MS / LOW_STEPS_PER_INTERVAL;

/**
 * The climb is cut into blocks of six update intervals (one minute). At every block boundary each
 * level sits exactly on the straight line from its start to its amount; inside a block the increments
 * are jittered. Blocks keep the work per call bounded: only the current block is ever simulated.
 */
export const INTERVALS_PER_BLOCK = 6;
export const TOP_STEPS_PER_BLOCK = INTERVALS_PER_BLOCK * TOP_STEPS_PER_INTERVAL;
export const LOW_STEPS_PER_BLOCK = INTERVALS_PER_BLOCK * LOW_STEPS_PER_INTERVAL;
export const BLOCKS_PER_PERIOD = JACKPOT_PERIOD_MS / (INTERVALS_PER_BLOCK * JACKPOT_UPDATE_INTERVAL_MS);

/** Where a level's clock stands: the current block and how many of its steps have happened. */
export interface BlockPosition {
  readonly block: number;
  readonly stepsIntoBlock: number;
}

/** Elapsed time clamped to the period; negative or non-numeric time counts as the fetch moment. */
export const clampElapsed = (elapsedMs: number): number => {
  if (Number.isNaN(elapsedMs) || elapsedMs <= 0) return 0;
  return Math.min(elapsedMs, JACKPOT_PERIOD_MS);
};

const positionOf = (elapsedMs: number, stepsPerInterval: number, stepsPerBlock: number): BlockPosition => {
  const steps = Math.floor((clampElapsed(elapsedMs) * stepsPerInterval) / JACKPOT_UPDATE_INTERVAL_MS);
  const block = Math.floor(steps / stepsPerBlock);
  return { block, stepsIntoBlock: steps - block * stepsPerBlock };
};

export const topLevelPosition = (elapsedMs: number): BlockPosition => positionOf(elapsedMs, TOP_STEPS_PER_INTERVAL, TOP_STEPS_PER_BLOCK);

export const lowLevelPosition = (elapsedMs: number): BlockPosition => positionOf(elapsedMs, LOW_STEPS_PER_INTERVAL, LOW_STEPS_PER_BLOCK);

/**
 * Which steps have happened `elapsedMs` after a fetch: jackpotValuesAt gives the same values for any
 * two elapsed times with the same key, so an animation clock recomputes them only when it changes.
 */
export const jackpotStepKey = (elapsedMs: number): string => {
  const elapsed = clampElapsed(elapsedMs);
  return `${Math.floor((elapsed * TOP_STEPS_PER_INTERVAL) / JACKPOT_UPDATE_INTERVAL_MS)}:${Math.floor((elapsed * LOW_STEPS_PER_INTERVAL) / JACKPOT_UPDATE_INTERVAL_MS)}`;
};
