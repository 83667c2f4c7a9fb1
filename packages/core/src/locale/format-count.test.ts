// A count written out is Intl's, character for character, in both languages and at every size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

const count = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, -0, 999, 1000, 9999, 10_000, 999_999, 1_000_000),
  fc.double({ noNaN: false }),
);

describe('formatCount', () => {
  it('writes what Intl.NumberFormat writes for the locale', () => {
    fc.assert(
      fc.property(count, fc.constantFrom(...SUPPORTED_LOCALES), (value, locale) => {
        expect(formatCount(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('groups thousands as each language does', () => {
    expect(formatCount(12_345, 'cs')).toBe('12\u00a0345');
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(7, 'cs')).toBe('7');
  });
});
