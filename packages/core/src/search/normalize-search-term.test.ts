import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm } from './normalize-search-term.ts';

describe('normalizeSearchTerm (D2 tracking term)', () => {
  it.each([
    ['Král!', 'kral'],
    ['  Book   of  Dead ', 'book of dead'],
    ['Sweet-Bonanza 1000', 'sweetbonanza 1000'],
    ['snake_case', 'snake_case'],
    ['Žluťoučký kůň', 'zlutoucky kun'],
    ['a - b', 'a b'],
    ['tab\tseparated', 'tab separated'],
    ['?!', ''],
  ])('%j → %j', (term, normalized) => {
    expect(normalizeSearchTerm(term)).toBe(normalized);
  });

  it('gives lower-case words of letters, digits and underscores joined by single spaces, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 16 }), (term) => {
        const normalized = normalizeSearchTerm(term);
        expect(normalized).toMatch(/^([\p{L}\p{Nd}_]+( [\p{L}\p{Nd}_]+)*)?$/u);
        expect(normalizeSearchTerm(normalized)).toBe(normalized);
      }),
    );
  });
});
