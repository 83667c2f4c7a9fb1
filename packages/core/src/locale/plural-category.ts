// Which plural form a count takes in the page's language (CLDR's categories), written out for whole
// numbers instead of asked of Intl.PluralRules: as with a first Intl.NumberFormat (format-count.ts),
// a page's first PluralRules loads its locale's data, and Lingui's plural() builds both, about 100 ms
// of main thread on Lighthouse's simulated phone, paid by the first tile that showed a player's free
// spins. Texts choose their form with Lingui's select() on this category and show the count written
// by formatCount. Czech: 1 one, 2–4 few, other whole numbers other (many is for fractions); English:
// 1 one, the rest other. Fractions are left to Intl (plural-category.test.ts compares all with it).
import type { Locale } from './locales.ts';

export type PluralCategory = 'one' | 'few' | 'many' | 'other';

const fractionRules = new Map<Locale, Intl.PluralRules>();

const intlCategory = (count: number, locale: Locale): PluralCategory => {
  let rules = fractionRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    fractionRules.set(locale, rules);
  }
  return rules.select(count) as PluralCategory;
};

export const pluralCategory = (count: number, locale: Locale): PluralCategory => {
  if (!Number.isSafeInteger(count)) return intlCategory(count, locale);
  const whole = Math.abs(count);
  if (whole === 1) return 'one';
  return locale === 'cs' && whole >= 2 && whole <= 4 ? 'few' : 'other';
};
