import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters, emptyLiveFilters } from '../types/filters.ts';
import { withFixedSelection, type FixedSelection } from './filter-page.ts';
import { casinoFiltersArbitrary, liveFiltersArbitrary } from './test/catalogue-arbitraries.ts';

const fixedArbitrary: fc.Arbitrary<FixedSelection> = fc.record({
  group: fc.constantFrom('category' as const, 'collection' as const, 'provider' as const),
  option: fc.constantFrom('c1', 'k1', 'p1', 'p2'),
});

describe('withFixedSelection', () => {
  it.each([
    { name: 'no fixed selection', fixed: null, provider: { p2: true } },
    { name: 'the page provider joins the chosen ones', fixed: { group: 'provider', option: 'p1' }, provider: { p2: true, p1: true } },
    { name: 'the page provider switched off is switched on', fixed: { group: 'provider', option: 'p2' }, provider: { p2: true } },
  ] satisfies { name: string; fixed: FixedSelection | null; provider: Record<string, boolean> }[])('$name', ({ fixed, provider }) => {
    expect(withFixedSelection({ ...emptyCasinoFilters(), provider: { p2: true } }, fixed).provider).toEqual(provider);
  });

  it('a collection page leaves a live set as it is: the live set has no collections', () => {
    const live = emptyLiveFilters();
    expect(withFixedSelection(live, { group: 'collection', option: 'k1' })).toBe(live);
  });

  it('switches the fixed option on, touches nothing else, and does not change its input', () => {
    fc.assert(
      fc.property(fc.oneof(casinoFiltersArbitrary, liveFiltersArbitrary), fixedArbitrary, (filters, fixed) => {
        const before = structuredClone(filters);
        const result = withFixedSelection(filters, fixed);
        expect(filters).toEqual(before);
        const has = fixed.group in filters;
        for (const [key, value] of Object.entries(filters)) {
          if (has && key === fixed.group) expect(result[key as keyof typeof result]).toEqual({ ...value, [fixed.option]: true });
          else expect(result[key as keyof typeof result]).toEqual(value);
        }
        expect(withFixedSelection(result, fixed)).toEqual(result);
      }),
    );
  });
});
