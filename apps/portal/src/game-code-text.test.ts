// Codes written against their games' names (the compact lists' and the filters catalogue's form)
// read back as they were, for any name and code: one that starts with the name's slug or not, or
// with one of the form's own markers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCodeAgainstName, encodeCodeAgainstName, nameSlug } from './game-code-text.ts';

const name = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom(...'aáčďéěíňóřšťúůýžAÁČŘŽ İıßæ0-9 .,:!?-_/\'"'.split('')) }),
  fc.constantFrom('Book of Dead', 'Král Vikingů', '  --Gates of Olympus 1000-- ', '', '---', 'Ærø', 'İstanbul'),
);

describe('a code written against its name', () => {
  it('reads back as it was, for any name and code (property)', () => {
    fc.assert(
      fc.property(
        name,
        fc.oneof(
          fc.string(),
          fc.constantFrom('~x', '`y', '~', '`'),
          name.map((value) => `${nameSlug(value)}-${value.length}`),
        ),
        (value, code) => {
          expect(decodeCodeAgainstName(encodeCodeAgainstName(code, value), value)).toBe(code);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
