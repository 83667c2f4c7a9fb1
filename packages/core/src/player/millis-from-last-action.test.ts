import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { millisFromLastAction } from './millis-from-last-action.ts';

describe('millisFromLastAction (part 1 §4 keep-alive)', () => {
  it.each([
    { last: 1_000, now: 301_000, millis: 300_000 },
    { last: 1_000, now: 1_000, millis: 0 },
    { last: 5_000, now: 1_000, millis: 0 },
    { last: null, now: 1_000, millis: 0 },
    { last: 1_000, now: null, millis: 0 },
    { last: null, now: null, millis: 0 },
    { last: Number.NaN, now: 1_000, millis: 0 },
    { last: 0, now: Number.POSITIVE_INFINITY, millis: 0 },
  ])('last $last, now $now → $millis', ({ last, now, millis }) => {
    expect(millisFromLastAction(last, now)).toBe(millis);
  });

  it('never negative; the difference when the clock moved forward; grows with now', () => {
    const time = fc.integer({ min: 0, max: 2 ** 45 });
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 10_000_000 }), (last, now, later) => {
        const millis = millisFromLastAction(last, now);
        expect(millis).toBeGreaterThanOrEqual(0);
        if (now >= last) expect(millis).toBe(now - last);
        expect(millisFromLastAction(last, now + later)).toBeGreaterThanOrEqual(millis);
      }),
    );
  });
});
