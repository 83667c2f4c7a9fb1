// Core's seeded PRNG (mulberry32) with the helpers the generators need. Every generator gets its
// own stream derived from the world seed and a label, so that adding data to one part of the world
// does not reshuffle every other part.
import { mulberry32 } from '@casino/core';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A new shuffled array (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream for a named part of the world. */
  fork(label: string): Random;
}

/** FNV-1a over the label, mixed with the seed: a stable 32-bit seed per (seed, label). */
export const deriveSeed = (seed: number, label: string): number => {
  let hash = (0x811c9dc5 ^ (seed >>> 0)) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
};

// Weight tables are usually module constants: their running sums are computed once per table.
const cumulativeCache = new WeakMap<object, Float64Array>();
const cumulativeWeights = (entries: readonly (readonly [unknown, number])[]): Float64Array => {
  let sums = cumulativeCache.get(entries);
  if (!sums) {
    sums = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], index) => {
      total += weight;
      (sums as Float64Array)[index] = total;
    });
    cumulativeCache.set(entries, sums);
  }
  return sums;
};

export const createRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const held = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = held;
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max, decimals) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (p) => next() < p,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const cumulative = cumulativeWeights(entries);
      const roll = next() * (cumulative[cumulative.length - 1] ?? 0);
      // Binary search for the first cumulative weight above the roll.
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((cumulative[mid] as number) > roll) high = mid;
        else low = mid + 1;
      }
      const entry = entries[low];
      if (!entry) throw new Error('weighted pick from an empty list');
      return entry[0];
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => {
      if (count <= 0) return [];
      if (count >= items.length) return shuffle(items);
      // Partial Fisher–Yates: only `count` swaps, so sampling from large lists stays cheap.
      const copy = items.slice();
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const held = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = held;
      }
      return copy.slice(0, count);
    },
    fork: (label) => createRandom(deriveSeed(seed, label)),
  };
};
