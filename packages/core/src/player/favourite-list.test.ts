import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFavourite, withoutFavourite } from './favourite-list.ts';

describe('favourite list (part 2 §4)', () => {
  it.each([
    { before: [], code: 'a', added: ['a'], removed: [] },
    { before: ['b', 'c'], code: 'a', added: ['a', 'b', 'c'], removed: ['b', 'c'] },
    { before: ['b', 'a', 'c'], code: 'a', added: ['a', 'b', 'c'], removed: ['b', 'c'] },
    { before: ['a'], code: 'a', added: ['a'], removed: [] },
  ])('$before ± $code', ({ before, code, added, removed }) => {
    expect(withFavourite(before, code)).toEqual(added);
    expect(withoutFavourite(before, code)).toEqual(removed);
  });

  it('does not change the given list', () => {
    const before = ['a', 'b'];
    withFavourite(before, 'c');
    withoutFavourite(before, 'a');
    expect(before).toEqual(['a', 'b']);
  });

  it('added goes first without duplicates; removal keeps the others in order; add then remove is the list without it', () => {
    const codes = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(fc.uniqueArray(codes), codes, (list, code) => {
        const added = withFavourite(list, code);
        expect(added[0]).toBe(code);
        expect(new Set(added).size).toBe(added.length);
        expect(new Set(added)).toEqual(new Set([...list, code]));
        expect(withFavourite(added, code)).toEqual(added);
        const removed = withoutFavourite(list, code);
        expect(removed).toEqual(list.filter((c) => c !== code));
        expect(withoutFavourite(added, code)).toEqual(removed);
      }),
    );
  });
});
