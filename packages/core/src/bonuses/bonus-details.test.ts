import { describe, expect, it } from 'vitest';
import type { BonusDetails } from '../types/index.ts';
import { hasBonusDetailsPopup } from './bonus-details.ts';

const details = (fields: { playType?: string; freeSpinsCount?: number | null; goldenChipsCount?: number | null }): BonusDetails => ({
  bonus: { playType: fields.playType ?? 'bonus', templateCode: 'T' },
  freeSpinsCount: fields.freeSpinsCount ?? null,
  goldenChips: fields.goldenChipsCount === undefined ? null : { goldenChipsCount: fields.goldenChipsCount },
  bonusTemplate: null,
});

describe('hasBonusDetailsPopup (part 2 §4)', () => {
  it.each([
    { name: 'free spins', fields: { freeSpinsCount: 10 }, expected: true },
    { name: 'golden chips', fields: { goldenChipsCount: 5 }, expected: true },
    { name: 'free-spin play type without counts', fields: { playType: 'FREE_SPINS' }, expected: true },
    { name: 'golden-chip play type', fields: { playType: 'goldenChips' }, expected: true },
    { name: 'cash bonus', fields: { playType: 'cash' }, expected: false },
    { name: 'plain bonus money', fields: { playType: 'bonus', freeSpinsCount: 0, goldenChipsCount: 0 }, expected: false },
    { name: 'nothing known', fields: {}, expected: false },
  ])('$name → $expected', ({ fields, expected }) => {
    expect(hasBonusDetailsPopup(details(fields))).toBe(expected);
  });
});
