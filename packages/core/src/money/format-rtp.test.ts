import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRtp } from './format-rtp.ts';

describe('formatRtp', () => {
  it.each([
    { rtp: 96.5, expected: '96.50%' },
    { rtp: 96, expected: '96.00%' },
    { rtp: 95.999, expected: '96.00%' },
    { rtp: 97.123, expected: '97.12%' },
    { rtp: 0, expected: '0.00%' },
    { rtp: null, expected: '' },
    { rtp: undefined, expected: '' },
    { rtp: Number.NaN, expected: '' },
  ])('$rtp → "$expected"', ({ rtp, expected }) => {
    expect(formatRtp(rtp)).toBe(expected);
  });

  it('always shows 2 decimals and a percent sign', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (rtp) => {
        expect(formatRtp(rtp)).toMatch(/^\d{1,3}\.\d{2}%$/);
      }),
    );
  });
});
