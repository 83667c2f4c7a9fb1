// The one-pass facet engine behind facetCounts / liveFacetCounts and the list filters.
//
// Per catalogue array, each group's option keys are interned to small integers and every item's
// options are stored flat in typed arrays, so the hot loop touches only integers. One pass then
// decides, per item, which active groups it fails: failing none, it counts for every option it has
// in every group (and is in the filtered list); failing exactly group G, it counts only for G's
// options (D4: a group's counts ignore that group's own selection); failing two or more, it counts
// nowhere.
import type { OptionMap } from '../types/filters.ts';
import { enabledOptions } from './option-maps.ts';

/** One group's options over a catalogue array. */
export interface GroupIndex {
  /** Option id → key, in order of first appearance. */
  readonly keys: readonly string[];
  readonly ids: ReadonlyMap<string, number>;
  /** Item i's option ids are options[start[i] .. start[i + 1]). */
  readonly start: Int32Array;
  readonly options: Int32Array;
}

export const buildGroupIndex = <T>(items: readonly T[], optionsOf: (item: T) => readonly string[]): GroupIndex => {
  const keys: string[] = [];
  const ids = new Map<string, number>();
  const start = new Int32Array(items.length + 1);
  const options: number[] = [];
  for (let i = 0; i < items.length; i++) {
    start[i] = options.length;
    for (const key of optionsOf(items[i]!)) {
      let id = ids.get(key);
      if (id === undefined) {
        id = keys.length;
        ids.set(key, id);
        keys.push(key);
      }
      // An item listing an option twice still counts once for it.
      if (!options.includes(id, start[i]!)) options.push(id);
    }
  }
  start[items.length] = options.length;
  return { keys, ids, start, options: Int32Array.from(options) };
};

/** A cache of group indexes per catalogue array, for one fixed list of groups. */
export const groupIndexCache = <T, G extends string>(
  groups: readonly G[],
  optionsOf: Readonly<Record<G, (item: T) => readonly string[]>>,
): ((items: readonly T[]) => readonly GroupIndex[]) => {
  const cache = new WeakMap<readonly T[], { readonly length: number; readonly indexes: readonly GroupIndex[] }>();
  return (items) => {
    const cached = cache.get(items);
    if (cached !== undefined && cached.length === items.length) return cached.indexes;
    const indexes = groups.map((group) => buildGroupIndex(items, optionsOf[group]));
    cache.set(items, { length: items.length, indexes });
    return indexes;
  };
};

/** Enabled option ids of a group as a byte mask, or null when the group is inactive. */
export const enabledMask = (index: GroupIndex, map: OptionMap): Uint8Array | null => {
  const enabled = enabledOptions(map);
  if (enabled.length === 0) return null;
  // An enabled option that no item has keeps the group active: it just matches nothing.
  const mask = new Uint8Array(index.keys.length);
  for (const key of enabled) {
    const id = index.ids.get(key);
    if (id !== undefined) mask[id] = 1;
  }
  return mask;
};

export interface FacetPassInput {
  readonly itemCount: number;
  readonly groups: readonly GroupIndex[];
  /** Per group, as enabledMask gives it. */
  readonly masks: readonly (Uint8Array | null)[];
  /** The non-group filters; null when none is active. */
  readonly passesRest: ((item: number) => boolean) | null;
  readonly count: boolean;
  readonly collect: boolean;
}

export interface FacetPassResult {
  /** Per group, count per option id (empty arrays when not counting). */
  readonly counts: readonly Int32Array[];
  /** Indexes of the items that pass every filter (empty when not collecting). */
  readonly matched: readonly number[];
}

export const runFacetPass = (input: FacetPassInput): FacetPassResult => {
  const { itemCount, groups, masks, passesRest, count, collect } = input;
  const groupCount = groups.length;
  const counts = groups.map((group) => new Int32Array(count ? group.keys.length : 0));
  const matched: number[] = [];
  for (let item = 0; item < itemCount; item++) {
    if (passesRest !== null && !passesRest(item)) continue;
    let failures = 0;
    let failedGroup = -1;
    for (let g = 0; g < groupCount; g++) {
      const mask = masks[g];
      if (mask == null) continue;
      const { start, options } = groups[g]!;
      let hit = false;
      for (let k = start[item]!, end = start[item + 1]!; k < end; k++) {
        if (mask[options[k]!] === 1) {
          hit = true;
          break;
        }
      }
      if (!hit) {
        failures++;
        failedGroup = g;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 0 && collect) matched.push(item);
    if (!count) continue;
    for (let g = failures === 0 ? 0 : failedGroup, last = failures === 0 ? groupCount - 1 : failedGroup; g <= last; g++) {
      const { start, options } = groups[g]!;
      const groupCounts = counts[g]!;
      for (let k = start[item]!, end = start[item + 1]!; k < end; k++) groupCounts[options[k]!]!++;
    }
  }
  return { counts, matched };
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
