import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerOverview } from '../types/player.ts';
import { isSelfExcluded } from './self-exclusion.ts';
import { hasSelfExclusionReasonCode } from './self-exclusion-reason.ts';

describe('hasSelfExclusionReasonCode (part 2 §4 panic button)', () => {
  it.each([
    { code: 'PANIC', expected: true },
    { code: 'SE-12', expected: true },
    { code: '0', expected: true },
    { code: '', expected: false },
    { code: null, expected: false },
    { code: undefined, expected: false },
  ])('$code → $expected', ({ code, expected }) => {
    expect(hasSelfExclusionReasonCode({ selfExclusionReasonCode: code })).toBe(expected);
  });

  it('no user: no redirect', () => {
    expect(hasSelfExclusionReasonCode(null)).toBe(false);
    expect(hasSelfExclusionReasonCode(undefined)).toBe(false);
  });

  it('reads the reason code only, not the product settings that isSelfExcluded reads', () => {
    const overview = (code: string | null, products: string[]): PlayerOverview => ({
      username: 'hrac',
      balances: [],
      firstLoginTimestampZoned: null,
      selfExclusionReasonCode: code,
      selfExclusion: { productSettings: products.map((product) => ({ product, firstLoginTimestampZoned: null, selfExclusionReasonCode: null })) },
    });
    expect(hasSelfExclusionReasonCode(overview(null, ['Casino']))).toBe(false);
    expect(isSelfExcluded(overview(null, ['Casino']))).toBe(true);
    expect(hasSelfExclusionReasonCode(overview('PANIC', ['Sport']))).toBe(true);
    expect(isSelfExcluded(overview('PANIC', ['Sport']))).toBe(false);
  });

  it('any non-empty code redirects', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (code) => {
        expect(hasSelfExclusionReasonCode({ selfExclusionReasonCode: code })).toBe(code !== null && code.length > 0);
      }),
    );
  });
});
