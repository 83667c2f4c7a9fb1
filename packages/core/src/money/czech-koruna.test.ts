// The written-out Czech crown format is Intl's, character for character: amounts of every size and
// shape (whole, two decimals, any double, halves that round, negative zero), 0 to 6 fraction digits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCzechKoruna } from './czech-koruna.ts';
import { formatCurrency } from './format-currency.ts';

const intl = (amount: number, digits: number) =>
  new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);

const digits = fc.integer({ min: 0, max: 6 });
const amount = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e6, max: 1e6 }).map((value) => value / 1000 + 0.0005),
  fc.integer({ min: -1e6, max: 1e6 }).map((halves) => halves / 2),
  fc.double({ min: -1e20, max: 1e20, noNaN: true }),
  fc.double({ min: -1, max: 1, noNaN: true }),
  fc.constantFrom(0, -0, 0.005, 0.015, 1.005, 2.675, 999.995, 999_999.5, 1e-6, -1e-6, 9.5e20),
);

describe('formatCzechKoruna', () => {
  it('writes what Intl.NumberFormat cs-CZ CZK writes, or leaves the amount to it', () => {
    fc.assert(
      fc.property(amount, digits, (value, fractionDigits) => {
        const written = formatCzechKoruna(value, fractionDigits);
        if (written !== null) expect(written).toBe(intl(value, fractionDigits));
        else expect(String(Math.abs(value))).toContain('e');
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves what it cannot write to Intl: not finite, an exponent, too many digits', () => {
    for (const [value, fractionDigits] of [
      [Number.NaN, 2],
      [Number.POSITIVE_INFINITY, 2],
      [1e21, 0],
      [1e-7, 2],
      [1, 7],
      [1, -1],
      [1, 1.5],
    ] as const) {
      expect(formatCzechKoruna(value, fractionDigits)).toBeNull();
    }
  });

  it('formatCurrency answers the same with and without it, for the site format and any other', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(undefined, 'cs-CZ', 'en', 'cs'), fc.constantFrom('CZK', 'EUR'), (value, locale, code) => {
        const options = locale === undefined ? {} : { locale };
        const threshold = 1000;
        const fractionDigits = Math.abs(value) < threshold ? 2 : 0;
        const expected = new Intl.NumberFormat(locale ?? 'cs-CZ', {
          style: 'currency',
          currency: code,
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        }).format(value);
        expect(formatCurrency(value, code, options)).toBe(expected);
      }),
    );
  });
});
