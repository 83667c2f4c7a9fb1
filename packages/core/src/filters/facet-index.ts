// The facet engine behind facetCounts / liveFacetCounts and the list filters.
//
// Per catalogue array, every option of every group gets a bitset of the items that have it
// (32 items per word). D4 then becomes word-wide set algebra:
//   P(G)      items passing group G        = OR of the bitsets of G's enabled options (all, if none)
//   E(G)      items passing every group but G = AND of P(H) for H ≠ G
//   count(o ∈ G) = |bitset(o) ∧ E(G) ∧ R|   (D4: a group's counts ignore that group's selection)
//   list         = ∧ P(G) ∧ R
// where R holds the items passing the non-group filters (ranges, flags, search). R is evaluated
// item by item, but only for items that fail at most one group: the others count nowhere.
import type { OptionMap } from '../types/filters.ts';
import { enabledOptions } from './option-maps.ts';

/** One group's options over a catalogue array. */
export interface GroupIndex {
  /** Option id → key, in order of first appearance. */
  readonly keys: readonly string[];
  readonly ids: ReadonlyMap<string, number>;
  /** Words per bitset: ceil(items / 32). */
  readonly words: number;
  /** Option o's bitset is bits[o·words … (o + 1)·words). */
  readonly bits: Uint32Array;
}

const wordsFor = (itemCount: number): number => Math.ceil(itemCount / 32);

export const buildGroupIndex = <T>(items: readonly T[], optionsOf: (item: T) => readonly string[]): GroupIndex => {
  const keys: string[] = [];
  const ids = new Map<string, number>();
  const pairs: number[] = [];
  items.forEach((item, at) => {
    for (const key of optionsOf(item)) {
      let id = ids.get(key);
      if (id === undefined) {
        id = keys.length;
        ids.set(key, id);
        keys.push(key);
      }
      pairs.push(id, at);
    }
  });
  const words = wordsFor(items.length);
  const bits = new Uint32Array(keys.length * words);
  // Setting a bit twice is harmless: an item listing an option twice still counts once for it.
  for (let p = 0; p < pairs.length; p += 2) bits[pairs[p]! * words + (pairs[p + 1]! >>> 5)]! |= 1 << (pairs[p + 1]! & 31);
  return { keys, ids, words, bits };
};

/** Option ids of a group's enabled options, or null when the group is inactive (nothing enabled). */
export const enabledIds = (index: GroupIndex, map: OptionMap): readonly number[] | null => {
  const enabled = enabledOptions(map);
  if (enabled.length === 0) return null;
  // An enabled option that no item has keeps the group active: it just matches nothing.
  return enabled.flatMap((key) => {
    const id = index.ids.get(key);
    return id === undefined ? [] : [id];
  });
};

export interface FacetPassInput {
  readonly itemCount: number;
  readonly groups: readonly GroupIndex[];
  /** Per group, as enabledIds gives it. */
  readonly enabled: readonly (readonly number[] | null)[];
  /** The non-group filters; null when none is active. */
  readonly passesRest: ((item: number) => boolean) | null;
}

export interface FacetPassResult {
  /** Per group, count per option id. */
  readonly counts: readonly Int32Array[];
  /** Bitset of the items that pass every filter. */
  readonly passing: Uint32Array;
  /** True when no filter is active: every item passes. */
  readonly unfiltered: boolean;
}

const popcount = (word: number): number => {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** A bitset with the first itemCount bits set. */
const allItems = (itemCount: number): Uint32Array => {
  const words = wordsFor(itemCount);
  const bits = new Uint32Array(words).fill(0xffffffff);
  if (itemCount % 32 !== 0) bits[words - 1] = (1 << (itemCount % 32)) - 1;
  return bits;
};

/** P(G): the OR of the enabled options' bitsets. */
const groupPass = (group: GroupIndex, ids: readonly number[]): Uint32Array => {
  const { words, bits } = group;
  const pass = new Uint32Array(words);
  for (const id of ids) for (let w = 0, o = id * words; w < words; w++, o++) pass[w]! |= bits[o]!;
  return pass;
};

const and = (target: Uint32Array, other: Uint32Array): void => {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
};

export const runFacetPass = (input: FacetPassInput): FacetPassResult => {
  const { itemCount, groups, enabled, passesRest } = input;
  const all = allItems(itemCount);
  const words = all.length;
  const passes = groups.map((group, g) => {
    const ids = enabled[g];
    return ids == null ? null : groupPass(group, ids);
  });

  // E(G) for every group, and the list (every group passed).
  const others = groups.map((_, g) => {
    const e = all.slice();
    passes.forEach((pass, h) => {
      if (h !== g && pass !== null) and(e, pass);
    });
    return e;
  });
  const passing = all.slice();
  for (const pass of passes) if (pass !== null) and(passing, pass);

  if (passesRest !== null) {
    // Items failing two or more groups are in no E(G): R need not be known for them.
    const rest = new Uint32Array(words);
    for (let w = 0; w < words; w++) {
      let candidates = 0;
      for (const e of others) candidates |= e[w]!;
      for (let word = candidates; word !== 0; word &= word - 1) {
        const bit = 31 - Math.clz32(word & -word);
        if (passesRest(w * 32 + bit)) rest[w]! |= 1 << bit;
      }
    }
    for (const e of others) and(e, rest);
    and(passing, rest);
  }

  const counts = groups.map(({ keys, bits }, g) => {
    const e = others[g]!;
    const groupCounts = new Int32Array(keys.length);
    for (let id = 0; id < keys.length; id++) {
      let total = 0;
      for (let w = 0, o = id * words; w < words; w++, o++) total += popcount(bits[o]! & e[w]!);
      groupCounts[id] = total;
    }
    return groupCounts;
  });
  const unfiltered = passesRest === null && passes.every((pass) => pass === null);
  return { counts, passing, unfiltered };
};

/** The items whose bit is set, in order. */
export const itemsIn = <T>(bits: Uint32Array, items: readonly T[]): T[] => {
  const found: T[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let word = bits[w]!; word !== 0; word &= word - 1) found.push(items[w * 32 + 31 - Math.clz32(word & -word)]!);
  }
  return found;
};

/**
 * A group's counts as option → count: every option some item has (0 when no item passes), plus
 * every enabled option no item has (0), so the panel can show a count beside each option it lists.
 */
export const countsRecord = (index: GroupIndex, counts: Int32Array, map: OptionMap): Record<string, number> => {
  const entries: [string, number][] = index.keys.map((key, id) => [key, counts[id]!]);
  for (const key of enabledOptions(map)) if (!index.ids.has(key)) entries.push([key, 0]);
  // fromEntries defines own properties, so an id such as "__proto__" stays an ordinary key.
  return Object.fromEntries(entries);
};
