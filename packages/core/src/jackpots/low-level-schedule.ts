// Which low levels move on each low step of one block (D6: 3 to 5 of them per step, all of them when
// there are fewer than 3).
import { mulberry32, type RandomSource } from '../random/mulberry32.ts';

export const MIN_LOW_LEVELS_PER_STEP = 3;
export const MAX_LOW_LEVELS_PER_STEP = 5;

/** How many low levels move on one step. */
const handSize = (lowLevelCount: number, random: RandomSource): number => {
  if (lowLevelCount < MIN_LOW_LEVELS_PER_STEP) return lowLevelCount;
  const largest = Math.min(MAX_LOW_LEVELS_PER_STEP, lowLevelCount);
  return MIN_LOW_LEVELS_PER_STEP + Math.floor(random() * (largest - MIN_LOW_LEVELS_PER_STEP + 1));
};

/** Moves `count` random items of `pool[from..]` to the front of that range (partial Fisher–Yates). */
const pickInto = (pool: number[], from: number, count: number, random: RandomSource): void => {
  for (let slot = from; slot < from + count; slot += 1) {
    const other = slot + Math.floor(random() * (pool.length - slot));
    const held = pool[slot] as number;
    pool[slot] = pool[other] as number;
    pool[other] = held;
  }
};

/**
 * The moving low levels (0-based among the low levels) of each of the block's `steps` steps.
 *
 * Levels that have not moved yet in the block are dealt first, so that every level moves at least
 * once per block whenever the block has room for it (steps × 3 ≥ levels). That guarantee is what lets
 * the ticker put every level back on its straight line at each block boundary.
 */
export const lowLevelSchedule = (lowLevelCount: number, steps: number, blockSeed: number): number[][] => {
  const random = mulberry32(blockSeed);
  const notMovedYet = Array.from({ length: lowLevelCount }, (_, level) => level);
  pickInto(notMovedYet, 0, notMovedYet.length, random);
  const hands: number[][] = [];
  for (let step = 0; step < steps; step += 1) {
    const size = handSize(lowLevelCount, random);
    const hand = notMovedYet.splice(Math.max(0, notMovedYet.length - size));
    if (hand.length < size) {
      const others = [];
      for (let level = 0; level < lowLevelCount; level += 1) if (!hand.includes(level)) others.push(level);
      const missing = size - hand.length;
      pickInto(others, 0, missing, random);
      hand.push(...others.slice(0, missing));
    }
    hands.push(hand);
  }
  return hands;
};

/** Per level: its moves among the first `stepsDone` steps, and its moves in the whole block. */
export interface LowLevelMoves {
  readonly done: readonly number[];
  readonly total: readonly number[];
}

export const countLowLevelMoves = (hands: readonly (readonly number[])[], lowLevelCount: number, stepsDone: number): LowLevelMoves => {
  const done = new Array<number>(lowLevelCount).fill(0);
  const total = new Array<number>(lowLevelCount).fill(0);
  hands.forEach((hand, step) => {
    for (const level of hand) {
      total[level] = (total[level] ?? 0) + 1;
      if (step < stepsDone) done[level] = (done[level] ?? 0) + 1;
    }
  });
  return { done, total };
};
