import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TAGS_PER_GROUP } from '../constants.ts';
import { DETAILS_TAG_GROUPS, detailsTags, type DetailsTagGroup } from './details-tags.ts';

const tag = fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { nil: null });
const candidates = fc.record(
  Object.fromEntries(DETAILS_TAG_GROUPS.map((group) => [group, fc.array(tag, { maxLength: 8 })])) as Record<DetailsTagGroup, fc.Arbitrary<(string | null)[]>>,
);
const visibility = fc.subarray([...DETAILS_TAG_GROUPS, 'rtp', 'volatility']);

describe('detailsTags', () => {
  it('shows only listed groups, at most three distinct known tags each, in the game order', () => {
    fc.assert(
      fc.property(visibility, candidates, (visible, given) => {
        const groups = detailsTags(visible, given, (each) => each);
        for (const { group, tags } of groups) {
          expect(visible).toContain(group);
          expect(tags.length).toBeGreaterThan(0);
          expect(tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_GROUP);
          expect(new Set(tags).size).toBe(tags.length);
          const known = [...new Set(given[group].filter((each) => each !== null))];
          expect(tags).toEqual(known.slice(0, MAX_TAGS_PER_GROUP));
        }
        // A listed group with a known tag is never left out, and the order is the groups' own.
        const shown = groups.map(({ group }) => group);
        expect(shown).toEqual(DETAILS_TAG_GROUPS.filter((group) => visible.includes(group) && given[group].some((each) => each !== null)));
      }),
    );
  });

  it('keeps the fourth tag out', () => {
    const given = { collections: ['a', 'b', 'c', 'd'], categories: [], labels: [], specialFeatures: [] };
    expect(detailsTags(['collections'], given, (each) => each)).toEqual([{ group: 'collections', tags: ['a', 'b', 'c'] }]);
  });
});
