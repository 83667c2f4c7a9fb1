// Formatting money, each side with fresh amounts per iteration: the site's Czech crowns written out
// against a cached Intl formatter (what one would write without czech-koruna.ts), and another
// currency through the cached Intl formatter against building a formatter per call.
import { describe, test } from 'vitest';
import { formatCurrency } from './format-currency.ts';

describe('formatCurrency', () => {
  test('Czech crowns written out vs a cached Intl.NumberFormat', async ({ bench }) => {
    const cachedIntl = [0, 2].map(
      (digits) => new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    let written = 0;
    let intl = 0;
    await bench.compare(
      bench('core: Czech crowns written out', () => {
        written = (written + 13.37) % 5_000;
        formatCurrency(written, 'CZK');
      }),
      bench('baseline: cached Intl.NumberFormat', () => {
        intl = (intl + 13.37) % 5_000;
        cachedIntl[intl < 1000 ? 1 : 0]!.format(intl);
      }),
      { time: 500 },
    );
  });

  test('another currency: cached formatter vs a new formatter per call', async ({ bench }) => {
    let cached = 0;
    let fresh = 0;
    await bench.compare(
      bench('core: cached formatter', () => {
        cached = (cached + 13.37) % 5_000;
        formatCurrency(cached, 'EUR', { locale: 'en' });
      }),
      bench('baseline: new Intl.NumberFormat per call', () => {
        fresh = (fresh + 13.37) % 5_000;
        const digits = fresh < 1000 ? 2 : 0;
        new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fresh);
      }),
      { time: 500 },
    );
  });
});
