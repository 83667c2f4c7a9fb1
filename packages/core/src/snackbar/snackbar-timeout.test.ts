import { describe, expect, it } from 'vitest';
import { snackbarTimeout } from './snackbar-timeout.ts';

describe('snackbarTimeout (D7)', () => {
  it.each([
    { timeout: undefined, expected: 5000 },
    { timeout: 8000, expected: 8000 },
    { timeout: 0, expected: 0 },
    { timeout: null, expected: null },
    { timeout: -1, expected: null },
    { timeout: Number.POSITIVE_INFINITY, expected: null },
    { timeout: Number.NaN, expected: null },
  ])('timeout $timeout → $expected', ({ timeout, expected }) => {
    expect(snackbarTimeout(timeout === undefined ? {} : { timeout })).toBe(expected);
  });
});
