import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency.ts';

// cs-CZ groups digits and separates the symbol with a no-break space.
const nb = '\u00a0';

describe('formatCurrency (D5)', () => {
  it.each([
    { amount: 0, code: 'CZK', options: undefined, expected: `0,00${nb}Kč` },
    { amount: 0.1, code: 'CZK', options: undefined, expected: `0,10${nb}Kč` },
    { amount: 999.99, code: 'CZK', options: undefined, expected: `999,99${nb}Kč` },
    { amount: 999.999, code: 'CZK', options: undefined, expected: `1${nb}000,00${nb}Kč` },
    { amount: 1000, code: 'CZK', options: undefined, expected: `1${nb}000${nb}Kč` },
    { amount: 1234.56, code: 'CZK', options: undefined, expected: `1${nb}235${nb}Kč` },
    { amount: 1_250_000, code: 'CZK', options: undefined, expected: `1${nb}250${nb}000${nb}Kč` },
    { amount: -999.5, code: 'CZK', options: undefined, expected: `-999,50${nb}Kč` },
    { amount: -1500, code: 'CZK', options: undefined, expected: `-1${nb}500${nb}Kč` },
    { amount: 12.5, code: 'EUR', options: { locale: 'en' }, expected: '€12.50' },
    { amount: 12.5, code: 'CZK', options: { decimals: 0 }, expected: `13${nb}Kč` },
    { amount: 12.5, code: 'CZK', options: { decimals: 3 }, expected: `12,500${nb}Kč` },
    { amount: 50, code: 'CZK', options: { threshold: 10 }, expected: `50${nb}Kč` },
    { amount: 5000, code: 'CZK', options: { threshold: 10_000 }, expected: `5${nb}000,00${nb}Kč` },
    { amount: 12.5, code: 'CZK', options: { decimals: -1 }, expected: `12,50${nb}Kč` },
    { amount: 12.5, code: 'CZK', options: { locale: 'not a locale' }, expected: `12,50${nb}Kč` },
    { amount: 12.5, code: 'XX', options: undefined, expected: `12,50${nb}XX` },
    { amount: 1500, code: 'XX', options: { locale: 'en' }, expected: `1,500${nb}XX` },
  ])('$amount $code $options → $expected', ({ amount, code, options, expected }) => {
    expect(formatCurrency(amount, code, options)).toBe(expected);
  });

  it('uses exactly the given decimals below the threshold and none from it on', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 100_000 }),
        (amount, decimals, threshold) => {
          const text = formatCurrency(amount, 'EUR', { locale: 'en-US', decimals, threshold });
          const fraction = /\.(\d+)$/.exec(text)?.[1] ?? '';
          expect(fraction.length).toBe(Math.abs(amount) < threshold ? decimals : 0);
        },
      ),
    );
  });

  it('gives the same text as a fresh Intl formatter (the cache changes nothing)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.constantFrom('CZK', 'EUR', 'USD'),
        fc.constantFrom('cs-CZ', 'en'),
        (amount, code, locale) => {
          const digits = Math.abs(amount) < 1000 ? 2 : 0;
          const fresh = new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
          expect(formatCurrency(amount, code, { locale })).toBe(fresh.format(amount));
        },
      ),
    );
  });
});
