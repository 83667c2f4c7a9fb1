import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameListSource } from '../types/enums.ts';
import { RECOMMENDATION_LIST_OF_SOURCE, recommendationListOf, recommendationSeeds } from './recommendation-sources.ts';

describe('recommendationListOf (part 2 §3, D3)', () => {
  it.each([
    ['BecauseYouLikeInternal', 'because-you-like'],
    ['BecauseYouPlayedInternal', 'because-you-played'],
    ['BecauseYouLikeLiveInternal', 'live'],
    ['Default', null],
    ['Favourites', null],
    ['BecauseYouPlayedPggService', null],
    ['BloomreachPersonalized', null],
  ] as const)('%s → %s', (source, list) => {
    expect(recommendationListOf(source)).toBe(list);
  });

  it('every source maps to at most one list and exactly the three internal sources are lists', () => {
    const sources = Object.values(GameListSource);
    expect(sources.filter((source) => recommendationListOf(source) !== null)).toEqual(Object.keys(RECOMMENDATION_LIST_OF_SOURCE));
    expect(new Set(Object.values(RECOMMENDATION_LIST_OF_SOURCE))).toEqual(new Set(['because-you-like', 'because-you-played', 'live']));
  });
});

describe('recommendationSeeds (D3 refresh)', () => {
  const categories = [
    { id: 'like', seed: 'a' },
    { id: 'played', seed: 'b' },
    { id: 'live', seed: null },
    { id: 'like-2', seed: 'a' },
  ];

  it.each([
    { except: undefined, seeds: ['a', 'b'] },
    { except: 'played', seeds: ['a'] },
    { except: 'like', seeds: ['b', 'a'] },
    { except: 'live', seeds: ['a', 'b'] },
    { except: 'unknown', seeds: ['a', 'b'] },
  ])('without $except → $seeds', ({ except, seeds }) => {
    expect(recommendationSeeds(categories, except)).toEqual(new Set(seeds));
  });

  it('holds exactly the non-null seeds of the other categories', () => {
    const category = fc.record({ id: fc.constantFrom('c1', 'c2', 'c3', 'c4'), seed: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }) });
    fc.assert(
      fc.property(fc.array(category, { maxLength: 6 }), fc.option(fc.constantFrom('c1', 'c2'), { nil: undefined }), (list, except) => {
        const seeds = recommendationSeeds(list, except);
        const expected = list.filter((c) => c.id !== except && c.seed !== null).map((c) => c.seed);
        expect([...seeds].sort()).toEqual([...new Set(expected)].sort());
      }),
    );
  });
});
