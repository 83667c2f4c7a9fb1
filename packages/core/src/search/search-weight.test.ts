import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';
import { searchWeight } from './search-weight.ts';

describe('searchWeight (D2)', () => {
  it.each([
    ['Book of Dead', 'book', 14],
    ['Book of Dead', 'dead', 7],
    ['Book of Dead', 'of', 0],
    ['Book of Dead', 'starburst', 0],
    ['Král Koruny', 'kral', 14],
    ['Zlatý král', 'KRÁL', 7],
    ['Book', 'book', 14],
    ['Book of Dead', '  book ', 14],
    ['Book of Dead', '', 0],
    ['Book of Dead', '   ', 0],
  ] as const)('%s / %j → %i', (text, term, weight) => {
    expect(searchWeight(text, term)).toBe(weight);
  });

  it('is 14 for a folded prefix, else 7 for a folded suffix, else 0', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ minLength: 1, maxLength: 4 }), (text, term) => {
        const t = foldText(text);
        const q = foldText(term.trim());
        fc.pre(q !== '');
        expect(searchWeight(text, term)).toBe(t.startsWith(q) ? 14 : t.endsWith(q) ? 7 : 0);
      }),
    );
  });
});
