// A count shown to people (bonuses, free spins, golden chips) in the page's language's way of writing
// whole numbers: '12 345' in Czech (a no-break space between groups of three), '12,345' in English.
// Written out instead of asked of Intl, as the crown amounts are (money/czech-koruna.ts): a page's
// first Intl.NumberFormat loads its locale's number data, some 70 ms of main thread on Lighthouse's
// simulated phone, which the player's account panel paid on every logged-in lobby for one small
// count. The output is Intl's, character for character (format-count.test.ts compares them).
import { groupDigits } from './digit-groups.ts';
import type { Locale } from './locales.ts';

const GROUP_SEPARATORS: Record<Locale, string> = { cs: '\u00a0', en: ',' };

/** Whole numbers whose decimal form has no exponent: beyond them, Intl answers. */
const LARGEST_WRITTEN = Number.MAX_SAFE_INTEGER;

export const formatCount = (count: number, locale: Locale): string => {
  if (!Number.isInteger(count) || Math.abs(count) > LARGEST_WRITTEN) return new Intl.NumberFormat(locale).format(count);
  return `${count < 0 || Object.is(count, -0) ? '-' : ''}${groupDigits(String(Math.abs(count)), GROUP_SEPARATORS[locale])}`;
};
