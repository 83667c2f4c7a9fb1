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

  it.each([
    { rtp: 94.51, expected: '94,51\u00a0%' },
    { rtp: 96, expected: '96,00\u00a0%' },
    { rtp: null, expected: '' },
  ])('in Czech: $rtp → "$expected"', ({ rtp, expected }) => {
    expect(formatRtp(rtp, 'cs')).toBe(expected);
  });

  it('always shows 2 decimals and a percent sign, the way each language writes them', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (rtp) => {
        expect(formatRtp(rtp, 'en')).toMatch(/^\d{1,3}\.\d{2}%$/);
        expect(formatRtp(rtp, 'cs')).toMatch(/^\d{1,3},\d{2}\u00a0%$/);
        expect(formatRtp(rtp, 'cs').replace(',', '.').replace('\u00a0', '')).toBe(formatRtp(rtp, 'en'));
      }),
    );
  });
});
