import { describe, expect, it } from 'vitest';
import { formatBetRange } from './format-bet-range.ts';

const nb = '\u00a0';

describe('formatBetRange', () => {
  it.each([
    { min: 0.1, max: 5000, code: 'CZK', expected: `0,10${nb}Kč – 5${nb}000${nb}Kč` },
    { min: 1, max: 100, code: 'CZK', expected: `1,00${nb}Kč – 100,00${nb}Kč` },
    { min: 0.2, max: 20, code: 'EUR', expected: `0,20${nb}€ – 20,00${nb}€` },
    { min: null, max: 100, code: 'CZK', expected: `100,00${nb}Kč` },
    { min: 2, max: null, code: 'CZK', expected: `2,00${nb}Kč` },
    { min: null, max: undefined, code: 'CZK', expected: '' },
    { min: Number.NaN, max: 10, code: 'CZK', expected: `10,00${nb}Kč` },
  ])('$min to $max $code → $expected', ({ min, max, code, expected }) => {
    expect(formatBetRange(min, max, code)).toBe(expected);
  });
});
