// The chrome's reused markup is keyed by everything its HTML reads besides its data: two pages share
// a part's bytes only when every term is the same, so no page is ever sent another's chrome.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Lobby, SUPPORTED_LOCALES, ThemeOption } from '@casino/core';
import { chromeMarkupVariant, type ChromeMarkupTerms } from './chrome-markup.tsx';

const terms: fc.Arbitrary<ChromeMarkupTerms> = fc.record({
  part: fc.constantFrom<ChromeMarkupTerms['part']>('top', 'bottom'),
  locale: fc.constantFrom(...SUPPORTED_LOCALES),
  theme: fc.constantFrom(...Object.values(ThemeOption)),
  // Any text, spaces included: the path is what a visitor chooses.
  pathname: fc.oneof(fc.constantFrom('/', '/en', '/kasino-zive', '/hra/book-of-dead', '/a b'), fc.string()),
  lobby: fc.constantFrom(...Object.values(Lobby)),
  mayHaveSession: fc.boolean(),
});

describe("the chrome's markup variant", () => {
  it('is the same for the same terms and differs when any term differs', () => {
    fc.assert(
      fc.property(terms, terms, (one, other) => {
        const same = (Object.keys(one) as (keyof ChromeMarkupTerms)[]).every((key) => one[key] === other[key]);
        expect(chromeMarkupVariant(one) === chromeMarkupVariant(other)).toBe(same);
      }),
    );
  });

  it('differs for each single term changed', () => {
    fc.assert(
      fc.property(terms, fc.constantFrom<keyof ChromeMarkupTerms>('part', 'locale', 'theme', 'pathname', 'lobby', 'mayHaveSession'), (one, key) => {
        const changed: Record<keyof ChromeMarkupTerms, ChromeMarkupTerms[keyof ChromeMarkupTerms]> = {
          part: one.part === 'top' ? 'bottom' : 'top',
          locale: one.locale === 'cs' ? 'en' : 'cs',
          theme: one.theme === 'dark' ? 'light' : 'dark',
          pathname: `${one.pathname}/x`,
          lobby: one.lobby === 'casino' ? 'live' : 'casino',
          mayHaveSession: !one.mayHaveSession,
        };
        expect(chromeMarkupVariant({ ...one, [key]: changed[key] })).not.toBe(chromeMarkupVariant(one));
      }),
    );
  });
});
