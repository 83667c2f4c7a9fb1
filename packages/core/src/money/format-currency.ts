// Currency formatting of D5 (part 2 §5): decimals below a threshold, whole units at or above it.
import { formatCzechKoruna } from './czech-koruna.ts';

export interface CurrencyFormatOptions {
  /** BCP 47 locale; default cs-CZ (the site's currency locale). */
  readonly locale?: string;
  /** Fraction digits below the threshold; default 2. */
  readonly decimals?: number;
  /** From this absolute amount on, no fraction digits; default 1000. */
  readonly threshold?: number;
}

export const DEFAULT_CURRENCY_LOCALE = 'cs-CZ';
export const DEFAULT_CURRENCY_DECIMALS = 2;
export const DEFAULT_CURRENCY_THRESHOLD = 1000;

// Building an Intl.NumberFormat costs far more than using one, and balances, jackpot tickers and
// bet ranges format every frame or every tile: keep one formatter per option set.
const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string, currency: string, fractionDigits: number): Intl.NumberFormat => {
  const key = `${locale}\u0000${currency}\u0000${fractionDigits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A malformed locale tag falls back to the default instead of throwing from a render. */
const validLocale = (locale: string | undefined): string => {
  if (locale === undefined) return DEFAULT_CURRENCY_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_CURRENCY_LOCALE;
  } catch {
    return DEFAULT_CURRENCY_LOCALE;
  }
};

/** Fraction digits the rule asks for; invalid option values fall back to the defaults. */
const fractionDigitsFor = (amount: number, decimals: number, threshold: number): number => {
  const digits = Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : DEFAULT_CURRENCY_DECIMALS;
  return Math.abs(amount) < threshold ? digits : 0;
};

/**
 * Formats an amount of money: exactly `decimals` fraction digits when abs(amount) < threshold,
 * none otherwise. An unknown currency code (bad settings) must not break a page: the amount is then
 * formatted as a plain number followed by the code.
 */
export const formatCurrency = (amount: number, currencyCode: string, options: CurrencyFormatOptions = {}): string => {
  const threshold = options.threshold ?? DEFAULT_CURRENCY_THRESHOLD;
  const fractionDigits = fractionDigitsFor(amount, options.decimals ?? DEFAULT_CURRENCY_DECIMALS, threshold);
  // The site's own format needs no Intl (czech-koruna.ts: its first use is a long task on a phone).
  if (currencyCode === 'CZK' && (options.locale ?? DEFAULT_CURRENCY_LOCALE) === DEFAULT_CURRENCY_LOCALE) {
    const written = formatCzechKoruna(amount, fractionDigits);
    if (written !== null) return written;
  }
  const locale = validLocale(options.locale);
  try {
    return formatterFor(locale, currencyCode, fractionDigits).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    return currencyCode === '' ? number.format(amount) : `${number.format(amount)}\u00a0${currencyCode}`;
  }
};
