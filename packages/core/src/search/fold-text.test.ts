import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';

describe('foldText (D2)', () => {
  it.each([
    ['Král', 'kral'],
    ['ŘEŘICHA', 'rericha'],
    ['Žluťoučký kůň', 'zlutoucky kun'],
    ['Book of Dead', 'book of dead'],
    ['e\u0301', 'e'],
    ['', ''],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('is idempotent and leaves no upper case or combining mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(/\p{M}/u.test(folded)).toBe(false);
      }),
    );
  });
});
