import { describe, expect, it } from 'vitest';
import type { PlayerOverview } from '../types/index.ts';
import { isSelfExcluded } from './self-exclusion.ts';

const overview = (products: string[] | null): Pick<PlayerOverview, 'selfExclusion'> => ({
  selfExclusion:
    products === null ? null : { productSettings: products.map((product) => ({ product, firstLoginTimestampZoned: null, selfExclusionReasonCode: null })) },
});

describe('isSelfExcluded (part 1 §5)', () => {
  it.each([
    { products: ['CrossProduct'], expected: true },
    { products: ['Casino'], expected: true },
    { products: ['Sport', 'Casino'], expected: true },
    { products: ['casino'], expected: true },
    { products: ['Sport'], expected: false },
    { products: ['Poker', 'Lotto'], expected: false },
    { products: [], expected: false },
    { products: null, expected: false },
  ])('$products → $expected', ({ products, expected }) => {
    expect(isSelfExcluded(overview(products))).toBe(expected);
  });

  it('no overview: not excluded', () => {
    expect(isSelfExcluded(null)).toBe(false);
  });
});
