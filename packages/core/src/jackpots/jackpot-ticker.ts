// The jackpot ticker of D6: what the levels of a jackpot show `elapsedMs` after a fetch.
import { JACKPOT_START_RATIO } from '../constants.ts';
import { centsAtBlockStart, centsWithinBlock } from './block-progress.ts';
import { countLowLevelMoves, lowLevelSchedule } from './low-level-schedule.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { deriveSeed } from './seeded-random.ts';
import { BLOCKS_PER_PERIOD, LOW_STEPS_PER_BLOCK, TOP_STEPS_PER_BLOCK, lowLevelPosition, topLevelPosition } from './ticker-clock.ts';

/** Stream labels, so that the schedule and each level's jitter never share random numbers. */
const SCHEDULE_STREAM = 0;
const levelStream = (level: number): number => level + 1;

/** A level's climb in whole cents: it shows startCents at the fetch and targetCents after the period. */
interface LevelRange {
  readonly startCents: number;
  readonly targetCents: number;
}

/**
 * The target is the largest whole-cent value not above the amount (the ticker never overshoots); the
 * start is 99% of the amount rounded to cents, but never above the target (amounts below a few cents,
 * or negative ones, then simply stand still). A non-finite amount shows 0.
 */
const levelRange = (amount: number): LevelRange => {
  if (!Number.isFinite(amount)) return { startCents: 0, targetCents: 0 };
  let targetCents = Math.round(amount * 100);
  if (targetCents / 100 > amount) targetCents -= 1;
  const startCents = Math.min(Math.round(amount * (JACKPOT_START_RATIO * 100)), targetCents);
  return { startCents, targetCents };
};

const gapOf = (range: LevelRange): number => range.targetCents - range.startCents;

const blockShare = (gapCents: number, block: number): number =>
  centsAtBlockStart(gapCents, block + 1, BLOCKS_PER_PERIOD) - centsAtBlockStart(gapCents, block, BLOCKS_PER_PERIOD);

const topLevelCents = (range: LevelRange, elapsedMs: number, seed: number): number => {
  const { block, stepsIntoBlock } = topLevelPosition(elapsedMs);
  const gap = gapOf(range);
  const jitter = mulberry32(deriveSeed(seed, block, levelStream(0)));
  return (
    range.startCents + centsAtBlockStart(gap, block, BLOCKS_PER_PERIOD) + centsWithinBlock(blockShare(gap, block), TOP_STEPS_PER_BLOCK, stepsIntoBlock, jitter)
  );
};

const lowLevelsCents = (ranges: readonly LevelRange[], elapsedMs: number, seed: number): number[] => {
  const { block, stepsIntoBlock } = lowLevelPosition(elapsedMs);
  const atBlockStart = ranges.map((range) => range.startCents + centsAtBlockStart(gapOf(range), block, BLOCKS_PER_PERIOD));
  // On a block boundary every level is on its straight line: no need to simulate the block.
  if (stepsIntoBlock === 0) return atBlockStart;
  const hands = lowLevelSchedule(ranges.length, LOW_STEPS_PER_BLOCK, deriveSeed(seed, block, SCHEDULE_STREAM));
  const moves = countLowLevelMoves(hands, ranges.length, stepsIntoBlock);
  return ranges.map((range, index) => {
    const jitter = mulberry32(deriveSeed(seed, block, levelStream(index + 1)));
    const share = blockShare(gapOf(range), block);
    const total = moves.total[index] ?? 0;
    // A level that got no move in this block (only possible with more than 180 low levels) catches
    // up at the block boundary instead.
    const gained = total === 0 ? 0 : centsWithinBlock(share, total, moves.done[index] ?? 0, jitter);
    return (atBlockStart[index] ?? range.startCents) + gained;
  });
};

/**
 * The values (2 decimals) the levels show `elapsedMs` after a fetch that returned `amounts` (index 0
 * is the top level). Pure and deterministic for a seed; the work per call is bounded by one block
 * (one minute of steps), so an animation clock may call it every frame.
 *
 * Each level starts at 99% of its amount and reaches it after the 2 h period, never above; values
 * only grow and change in whole cents. The top level changes only every interval/6; low levels only
 * every interval/10, with 3 to 5 of them moving per low step (all when fewer than 3).
 */
export const jackpotValuesAt = (amounts: readonly number[], elapsedMs: number, seed: number): number[] => {
  if (amounts.length === 0) return [];
  const ranges = amounts.map(levelRange);
  const [top, ...low] = ranges as [LevelRange, ...LevelRange[]];
  const cents = [topLevelCents(top, elapsedMs, seed), ...(low.length > 0 ? lowLevelsCents(low, elapsedMs, seed) : [])];
  return cents.map((value) => value / 100);
};
