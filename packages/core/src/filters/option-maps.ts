// D4 option groups: a map of option → enabled; an option mapped to false is the same as an absent one.
import type { OptionMap } from '../types/filters.ts';

/** The enabled options of a group, in the map's key order. */
export const enabledOptions = (map: OptionMap): string[] => Object.keys(map).filter((key) => map[key] === true);

/** The enabled options as a set, or null when the group is inactive (nothing enabled). */
export const enabledSet = (map: OptionMap): ReadonlySet<string> | null => {
  const enabled = enabledOptions(map);
  return enabled.length === 0 ? null : new Set(enabled);
};

/** Options are OR-ed within a group: one of the item's options must be enabled. */
export const anyEnabled = (options: readonly string[], enabled: ReadonlySet<string>): boolean => options.some((option) => enabled.has(option));

/** Two groups are equal when they enable the same options. */
export const optionMapsEqual = (a: OptionMap, b: OptionMap): boolean => {
  const left = enabledOptions(a);
  const right = enabledSet(b);
  return left.length === (right?.size ?? 0) && left.every((option) => right?.has(option) === true);
};
