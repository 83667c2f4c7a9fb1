import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_DIMENSIONS, MAX_ASSET_DIMENSION, snapAssetDimension } from './asset-sizes.ts';

describe('snapAssetDimension', () => {
  it('serves every request with the smallest ladder size that is at least as large, capped at the largest', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e9, noNaN: true }), (requested) => {
        const snapped = snapAssetDimension(requested);
        if (snapped === undefined) return false;
        if (!(ASSET_DIMENSIONS as readonly number[]).includes(snapped)) return false;
        if (requested > MAX_ASSET_DIMENSION) return snapped === MAX_ASSET_DIMENSION;
        return snapped >= requested && ASSET_DIMENSIONS.every((size) => size < requested || size >= snapped);
      }),
    );
  });

  it('keeps ladder sizes as they are and leaves nonsense to the natural size', () => {
    for (const size of ASSET_DIMENSIONS) expect(snapAssetDimension(size)).toBe(size);
    for (const nonsense of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(snapAssetDimension(nonsense)).toBeUndefined();
  });
});
