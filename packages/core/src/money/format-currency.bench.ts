// Formatting with the cached Intl formatter against building a formatter per call.
import { describe, test } from 'vitest';
import { formatCurrency } from './format-currency.ts';

describe('formatCurrency', () => {
  test('cached formatter vs a new formatter per call', async ({ bench }) => {
    let cached = 0;
    let fresh = 0;
    await bench.compare(
      bench('core: cached formatter', () => {
        cached = (cached + 13.37) % 5_000;
        formatCurrency(cached, 'CZK');
      }),
      bench('baseline: new Intl.NumberFormat per call', () => {
        fresh = (fresh + 13.37) % 5_000;
        const digits = fresh < 1000 ? 2 : 0;
        new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fresh);
      }),
      { time: 500 },
    );
  });
});
