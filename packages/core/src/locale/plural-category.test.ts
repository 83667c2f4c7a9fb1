// The plural form written out is Intl.PluralRules', for every count in both languages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural-category.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const count = fc.oneof(
  fc.integer({ min: -10, max: 200 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, -0, 1, 2, 4, 5, 11, 21, 22, 101, 1_000_001),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);

describe('pluralCategory', () => {
  it('is the category Intl.PluralRules selects for the locale', () => {
    fc.assert(
      fc.property(count, fc.constantFrom(...SUPPORTED_LOCALES), (value, locale) => {
        expect(pluralCategory(value, locale)).toBe(new Intl.PluralRules(locale).select(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('names the Czech forms of a few counts', () => {
    expect([1, 2, 4, 5, 0, 22].map((value) => pluralCategory(value, 'cs'))).toEqual(['one', 'few', 'few', 'other', 'other', 'other']);
    expect(pluralCategory(2, 'en')).toBe('other');
  });
});
