import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePersonalisedDataNeeds, NO_PERSONALISED_DATA_NEEDS } from './merge-data-needs.ts';
import { personalisedDataNeeds, type PersonalisedDataNeeds } from './personalised-data-needs.ts';

const needs = (favourites: boolean, playerGames: boolean, recentResults: boolean): PersonalisedDataNeeds => ({ favourites, playerGames, recentResults });

describe('mergePersonalisedDataNeeds (part 2 §4)', () => {
  it.each([
    { current: NO_PERSONALISED_DATA_NEEDS, added: needs(true, false, false), merged: needs(true, false, false) },
    { current: needs(true, false, false), added: needs(false, true, false), merged: needs(true, true, false) },
    { current: needs(true, true, true), added: NO_PERSONALISED_DATA_NEEDS, merged: needs(true, true, true) },
    { current: NO_PERSONALISED_DATA_NEEDS, added: NO_PERSONALISED_DATA_NEEDS, merged: NO_PERSONALISED_DATA_NEEDS },
  ])('$current + $added', ({ current, added, merged }) => {
    expect(mergePersonalisedDataNeeds(current, added)).toEqual(merged);
  });

  it('a layout with a favourites category after one with a recent-wins category needs both', () => {
    const first = personalisedDataNeeds([{ type: 'RecentWins' }]);
    const second = personalisedDataNeeds([{ type: 'Favourites' }]);
    expect(mergePersonalisedDataNeeds(first, second)).toEqual(needs(true, false, true));
  });

  it('only ever adds needs; commutative, idempotent, with nothing as its identity', () => {
    const anyNeeds = fc.record({ favourites: fc.boolean(), playerGames: fc.boolean(), recentResults: fc.boolean() });
    fc.assert(
      fc.property(anyNeeds, anyNeeds, (a, b) => {
        const merged = mergePersonalisedDataNeeds(a, b);
        for (const list of ['favourites', 'playerGames', 'recentResults'] as const) {
          expect(merged[list]).toBe(a[list] || b[list]);
        }
        expect(mergePersonalisedDataNeeds(b, a)).toEqual(merged);
        expect(mergePersonalisedDataNeeds(merged, b)).toEqual(merged);
        expect(mergePersonalisedDataNeeds(a, NO_PERSONALISED_DATA_NEEDS)).toEqual(a);
      }),
    );
  });
});
