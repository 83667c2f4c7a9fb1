import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizeTexts, translateTitle } from './localize.ts';

const english = { 'Novinky': 'New games', 'Ruleta': 'Roulette', 'Kasino Demo': 'Casino Demo', '<p>Hrajte.</p>': '<p>Play.</p>' };

describe('localize', () => {
  it.each([
    ['Novinky', 'cs', 'Novinky'],
    ['Novinky', 'en', 'New games'],
    ['Novinky | Kasino Demo', 'en', 'New games | Casino Demo'],
    ['Megaways', 'en', 'Megaways'],
  ] as const)('%s in %s → %s', (title, locale, expected) => {
    expect(translateTitle(english, title, locale)).toBe(expected);
  });

  it('translates titles and visitor texts, deeply; names and unknown texts stay', () => {
    const value = {
      title: 'Novinky',
      name: 'Novinky',
      widgets: [{ title: 'Ruleta', html: '<p>Hrajte.</p>', text: 'Neznámé' }],
      seo: { ogTitle: 'Ruleta', description: 'Ruleta' },
    };
    expect(localizeTexts(english, value, 'en')).toEqual({
      title: 'New games',
      name: 'Novinky',
      widgets: [{ title: 'Roulette', html: '<p>Play.</p>', text: 'Neznámé' }],
      seo: { ogTitle: 'Roulette', description: 'Roulette' },
    });
    expect(localizeTexts(english, value, 'cs')).toBe(value);
  });

  it("translates a game's special features item by item and a jackpot's level names; other names stay", () => {
    const value = {
      specialFeatures: ['Ruleta', 'Neznámé'],
      jackpots: [
        {
          name: 'Novinky',
          jackpotLevels: [
            { name: 'Ruleta', amount: 1 },
            { name: 'Neznámé', amount: 2 },
          ],
        },
      ],
    };
    expect(localizeTexts(english, value, 'en')).toEqual({
      specialFeatures: ['Roulette', 'Neznámé'],
      jackpots: [
        {
          name: 'Novinky',
          jackpotLevels: [
            { name: 'Roulette', amount: 1 },
            { name: 'Neznámé', amount: 2 },
          ],
        },
      ],
    });
  });

  it('keeps the shape of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const localized = localizeTexts(english, value, 'en');
        expect(JSON.stringify(localized).length > 0).toBe(true);
        expect(Array.isArray(localized)).toBe(Array.isArray(value));
        expect(typeof localized).toBe(typeof value);
      }),
    );
  });
});
