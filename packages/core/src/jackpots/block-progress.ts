// How many cents of its block share a level has gained after some of its moves in the block.
import type { RandomSource } from '../random/mulberry32.ts';

/** The share of a whole gap (in cents) that is reached at the end of `block` (straight line). */
export const centsAtBlockStart = (gapCents: number, block: number, blocks: number): number =>
  block >= blocks ? gapCents : Math.floor((gapCents * block) / blocks);

/**
 * Cents gained after `movesDone` of the level's `movesInBlock` moves, when the block adds `shareCents`.
 *
 * When the share allows it, every move gains at least one cent (so a move is always visible) and the
 * rest of the share is spread with random weights between 0.5 and 1.5, so the ticker does not look
 * mechanical. When the share is smaller than the number of moves, one-cent changes are spread evenly
 * over the block instead: a change is never smaller than 0.01. The result reaches exactly
 * `shareCents` after the last move and never decreases.
 */
export const centsWithinBlock = (shareCents: number, movesInBlock: number, movesDone: number, random: RandomSource): number => {
  if (movesDone <= 0 || shareCents <= 0) return 0;
  if (movesDone >= movesInBlock) return shareCents;
  if (shareCents < movesInBlock) return Math.floor((shareCents * movesDone) / movesInBlock);
  let weightDone = 0;
  let weightTotal = 0;
  for (let move = 0; move < movesInBlock; move += 1) {
    const weight = 0.5 + random();
    weightTotal += weight;
    if (move < movesDone) weightDone += weight;
  }
  const spread = shareCents - movesInBlock;
  return movesDone + Math.floor((spread * weightDone) / weightTotal);
};
