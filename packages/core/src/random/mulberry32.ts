// Mulberry32: a tiny seeded 32-bit generator with a full period. Core's rules take randomness as an
// argument; this is the one seeded source the project uses wherever it must be repeatable (the
// jackpot ticker's jitter, the demo world, the demo live feed).

/** A source of numbers in [0, 1). */
export type RandomSource = () => number;

export const mulberry32 = (seed: number): RandomSource => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
