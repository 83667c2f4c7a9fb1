import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBonusActive } from './bonus-activity.ts';

describe('isBonusActive (D8)', () => {
  it.each([
    { status: 'accepted', playType: 'bonus', expected: true },
    { status: 'ACTIVE', playType: 'freespins', expected: true },
    { status: 'Accepted', playType: 'goldenchips', expected: true },
    { status: 'active', playType: 'cash', expected: false },
    { status: 'accepted', playType: 'CASH', expected: false },
    { status: 'pending', playType: 'bonus', expected: false },
    { status: 'offered', playType: 'freespins', expected: false },
    { status: 'expired', playType: 'bonus', expected: false },
    { status: '', playType: '', expected: false },
    { status: 'active ', playType: 'bonus', expected: false },
  ])('status "$status", play type "$playType" → $expected', ({ status, playType, expected }) => {
    expect(isBonusActive({ status, playType })).toBe(expected);
  });

  it('depends on the status and play type case-insensitively', () => {
    const word = fc.constantFrom('accepted', 'active', 'pending', 'cash', 'bonus', 'freespins');
    const recase = (text: string, mask: boolean[]) => [...text].map((ch, i) => (mask[i % mask.length] ? ch.toUpperCase() : ch)).join('');
    fc.assert(
      fc.property(word, word, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (status, playType, mask) => {
        expect(isBonusActive({ status: recase(status, mask), playType: recase(playType, mask) })).toBe(
          (status === 'accepted' || status === 'active') && playType !== 'cash',
        );
      }),
    );
  });
});
