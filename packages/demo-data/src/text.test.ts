import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './text.ts';

describe('slugify', () => {
  it.each([
    ['Král Vikingů', 'kral-vikingu'],
    ['Zlatá Čarodějnice', 'zlata-carodejnice'],
    ['Štěstí & Hold & Win', 'stesti-and-hold-and-win'],
    ["Casino Hold'em", 'casino-hold-em'],
    ['  Book of Dead  ', 'book-of-dead'],
    ['Šťastný Diamant XXL 2', 'stastny-diamant-xxl-2'],
    ['Ďábelské Ůdolí Ňoumů', 'dabelske-udoli-noumu'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('agrees with NFD folding on any text', () => {
    const reference = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    const letters = fc.constantFrom(..."aáčďéěíňóřšťúůýžAÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ &-'.0123xyzäöüñ".split(''));
    fc.assert(
      fc.property(
        fc.array(letters, { maxLength: 30 }).map((chars) => chars.join('')),
        (text) => {
          expect(slugify(text)).toBe(reference(text));
        },
      ),
    );
  });

  it('always gives ascii kebab case (or nothing)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
