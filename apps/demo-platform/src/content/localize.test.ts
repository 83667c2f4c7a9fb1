import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizeTitles, translateTitle } from './localize.ts';

describe('localize', () => {
  it.each([
    ['Novinky', 'cs', 'Novinky'],
    ['Novinky', 'en', 'New games'],
    ['Novinky | Kasino Demo', 'en', 'New games | Casino Demo'],
    ['Megaways', 'en', 'Megaways'],
  ] as const)('%s in %s → %s', (title, locale, expected) => {
    expect(translateTitle(title, locale)).toBe(expected);
  });

  it('translates only title fields, deeply, and leaves Czech content untouched', () => {
    const value = { title: 'Novinky', name: 'Novinky', widgets: [{ title: 'Ruleta', html: 'Ruleta' }], seo: { ogTitle: 'Ruleta' } };
    expect(localizeTitles(value, 'en')).toEqual({
      title: 'New games',
      name: 'Novinky',
      widgets: [{ title: 'Roulette', html: 'Ruleta' }],
      seo: { ogTitle: 'Roulette' },
    });
    expect(localizeTitles(value, 'cs')).toBe(value);
  });

  it('keeps the shape of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const localized = localizeTitles(value, 'en');
        expect(JSON.stringify(localized).length > 0).toBe(true);
        expect(Array.isArray(localized)).toBe(Array.isArray(value));
        expect(typeof localized).toBe(typeof value);
      }),
    );
  });
});
