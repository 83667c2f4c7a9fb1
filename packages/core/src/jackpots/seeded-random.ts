// Seeds of the jackpot ticker. The ticker must give the same values for the same
// seed on every call (it is pure), so it cannot use Math.random(); these small integer mixers are
// enough for a display effect and cost a few nanoseconds per draw.

/** Scrambles the bits of a 32-bit integer so that neighbouring inputs give unrelated outputs. */
const scramble32 = (value: number): number => {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
};

/** Folds any number into an unsigned 32-bit seed; non-finite numbers become 0. */
export const toSeed32 = (seed: number): number => (Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0);

/**
 * Combines a seed with integer coordinates (block number, level, purpose) into one 32-bit seed, so
 * that every block of the ticker draws from its own independent stream and can be computed alone.
 */
export const deriveSeed = (seed: number, ...coordinates: readonly number[]): number => {
  let h = scramble32(toSeed32(seed) ^ 0x9e3779b9);
  for (const coordinate of coordinates) h = scramble32((h + Math.imul(coordinate | 0, 0x27d4eb2d)) ^ 0x165667b1);
  return h;
};

/** A stable 32-bit seed from a text (FNV-1a), e.g. a jackpot id, for callers that have no number. */
export const jackpotSeed = (text: string): number => {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  return h >>> 0;
};
