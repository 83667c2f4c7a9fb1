import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryTitleCacheKey } from './category-title-cache-key.ts';

describe('categoryTitleCacheKey (part 2 §5)', () => {
  it.each([
    { title: 'Top hry', expected: 'Top hry' },
    { title: 'Sloty/Automaty', expected: 'Sloty_Automaty' },
    { title: '/a//b/', expected: '_a__b_' },
    { title: '', expected: '' },
  ])('"$title" → "$expected"', ({ title, expected }) => {
    expect(categoryTitleCacheKey(title)).toBe(expected);
  });

  it('leaves no slash and keeps the length', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const key = categoryTitleCacheKey(title);
        expect(key).not.toContain('/');
        expect(key).toHaveLength(title.length);
      }),
    );
  });
});
