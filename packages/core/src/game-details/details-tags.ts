// The tags of game details (part 2 §5 and §9): a group shows only when the configuration's
// visibility list names it, and each group shows at most MAX_TAGS_PER_GROUP tags, in the game's
// own order, without repeats and without tags whose item is unknown.
import { MAX_TAGS_PER_GROUP } from '../constants.ts';
import type { GameDetailsVisibilityKey } from '../types/enums.ts';

/** The groups of tags in the order details show them. */
export const DETAILS_TAG_GROUPS = ['collections', 'categories', 'labels', 'specialFeatures'] as const satisfies readonly GameDetailsVisibilityKey[];
export type DetailsTagGroup = (typeof DETAILS_TAG_GROUPS)[number];

export interface DetailsTagGroupOf<T> {
  readonly group: DetailsTagGroup;
  readonly tags: readonly T[];
}

/**
 * `candidates` are each group's tags in the game's order, `null` where the item is unknown (a
 * collection id the catalogue lacks); `key` tells two tags apart. Empty groups are left out.
 */
export const detailsTags = <T>(
  visibility: readonly string[],
  candidates: Readonly<Record<DetailsTagGroup, readonly (T | null)[]>>,
  key: (tag: T) => string,
): DetailsTagGroupOf<T>[] => {
  const visible = new Set(visibility);
  return DETAILS_TAG_GROUPS.flatMap((group) => {
    if (!visible.has(group)) return [];
    const seen = new Set<string>();
    const tags: T[] = [];
    for (const tag of candidates[group]) {
      if (tags.length === MAX_TAGS_PER_GROUP) break;
      if (tag === null || seen.has(key(tag))) continue;
      seen.add(key(tag));
      tags.push(tag);
    }
    return tags.length === 0 ? [] : [{ group, tags }];
  });
};
