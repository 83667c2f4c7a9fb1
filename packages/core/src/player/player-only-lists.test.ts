// Part 2 §6: the player-only categories, and every other list a visitor may see.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameListSource } from '../types/enums.ts';
import { isPlayerOnlyList } from './player-only-lists.ts';
import { PERSONAL_CATEGORY_SLUGS } from '../routes/personal-categories.ts';
import { RECOMMENDATION_LIST_OF_SOURCE } from '../recommendations/recommendation-sources.ts';

describe('isPlayerOnlyList', () => {
  it('holds every personal category and recommendation list, and no guest or service list (property)', () => {
    const personal = new Set<string>([...Object.values(PERSONAL_CATEGORY_SLUGS).map((entry) => entry.source), ...Object.keys(RECOMMENDATION_LIST_OF_SOURCE)]);
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(GameListSource)), (source) => {
        expect(isPlayerOnlyList(source)).toBe(personal.has(source));
      }),
    );
    expect(isPlayerOnlyList('Default')).toBe(false);
    expect(isPlayerOnlyList('PopularPggService')).toBe(false);
  });
});
