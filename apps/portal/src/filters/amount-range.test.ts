import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endsOf, parseAmount, rangeOf } from './amount-range.ts';

describe('the panel’s amount fields', () => {
  it('read Czech and plain amounts and refuse the rest', () => {
    expect(['1 000,50', '1000.5', '0', '12\u00a0345', '-1', '1,234', 'abc', ''].map(parseAmount)).toEqual([1000.5, 1000.5, 0, 12345, null, null, null, null]);
  });

  it('give a range whose ends show what was asked within the bounds, inactive at the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -10, max: 2000 }),
        fc.integer({ min: -10, max: 2000 }),
        (lowest, span, a, b) => {
          const highest = lowest + span;
          // An upper end of 0 stands for no limit (D4).
          fc.pre(Math.min(highest, Math.max(a, b, lowest)) > 0);
          const range = rangeOf(a, b, lowest, highest);
          const [from, to] = endsOf(range, lowest, highest);
          expect(from).toBe(Math.max(lowest, Math.min(a, b, highest)));
          expect(to).toBe(Math.min(highest, Math.max(a, b, lowest)));
          expect(from <= to).toBe(true);
          if (from <= lowest && to >= highest) expect(range).toEqual([0, 0]);
        },
      ),
    );
  });
});
