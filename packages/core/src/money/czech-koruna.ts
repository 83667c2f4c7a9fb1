// The site's own currency format, cs-CZ with CZK (docs/design.md: 1 234,50 Kč), written out instead of
// asked of Intl. A page's first Intl.NumberFormat of a locale loads that locale's data: 13 ms on
// this machine and some 57 ms on Lighthouse's simulated phone, a long task of its own on every
// lobby, whose jackpot tickers format amounts as it starts. The output is Intl's, character for
// character (czech-koruna.test.ts compares them over random amounts): the shortest decimal form of
// the number, rounded half away from zero, groups of three split by a no-break space, a decimal
// comma, a hyphen-minus for any negative amount (-0 too), and " Kč" after a no-break space.
// Amounts whose shortest form has an exponent (1e21 and up, under 1e-6) are left to Intl.
import { groupDigits } from '../locale/digit-groups.ts';

const NO_BREAK_SPACE = '\u00a0';
const SUFFIX = `${NO_BREAK_SPACE}Kč`;
/** Fraction digits the written-out format is checked for (the site uses 0 and 2). */
const MAX_FRACTION_DIGITS = 6;

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
const incremented = (digits: string): string => {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
};

/**
 * The amount in Czech crowns with exactly `fractionDigits` fraction digits, or null where Intl has to
 * answer (not finite, an exponent in the number's shortest form, more than six fraction digits).
 */
export const formatCzechKoruna = (amount: number, fractionDigits: number): string | null => {
  if (!Number.isFinite(amount) || !Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > MAX_FRACTION_DIGITS) return null;
  const shortest = String(Math.abs(amount));
  if (shortest.includes('e')) return null;
  const [integer = '0', fraction = ''] = shortest.split('.');
  let digits = integer + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (fraction.length > fractionDigits && fraction.charCodeAt(fractionDigits) >= '5'.charCodeAt(0)) digits = incremented(digits);
  const integerDigits = digits.slice(0, digits.length - fractionDigits).replace(/^0+(?=\d)/, '') || '0';
  const fractionText = fractionDigits === 0 ? '' : `,${digits.slice(digits.length - fractionDigits)}`;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${groupDigits(integerDigits, NO_BREAK_SPACE)}${fractionText}${SUFFIX}`;
};
