import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withDefaults } from './with-defaults.ts';

describe('withDefaults', () => {
  it('keeps a default where the option is undefined, and takes every given option', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: undefined }), fc.option(fc.nat(), { nil: undefined }), (a, b) => {
        const merged = withDefaults({ a: 15_000, b: 10_000 }, { a, b });
        expect(merged.a).toBe(a ?? 15_000);
        expect(merged.b).toBe(b ?? 10_000);
      }),
    );
  });
});
