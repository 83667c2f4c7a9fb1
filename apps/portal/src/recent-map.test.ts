import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentMap } from './recent-map.ts';

/** What the map should hold after `uses`: the last `limit` distinct keys used, each with its last value set. */
const model = (limit: number, uses: ReadonlyArray<{ key: number; set: boolean; value: number }>) => {
  const order: number[] = [];
  const values = new Map<number, number>();
  for (const { key, set, value } of uses) {
    if (!set && !values.has(key)) continue;
    if (set) values.set(key, value);
    const at = order.indexOf(key);
    if (at >= 0) order.splice(at, 1);
    order.push(key);
    if (order.length > limit) values.delete(order.shift() as number);
  }
  return values;
};

describe('recentMap', () => {
  it('holds the last `limit` keys used (get or set), each with its last value, never more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 9 }), set: fc.boolean(), value: fc.integer() }), { maxLength: 60 }),
        (limit, uses) => {
          const map = recentMap<number, number>(limit);
          for (const { key, set, value } of uses) {
            if (set) map.set(key, value);
            else map.get(key);
            expect(map.size).toBeLessThanOrEqual(limit);
          }
          const expected = model(limit, uses);
          expect(map.size).toBe(expected.size);
          for (const [key, value] of expected) expect(map.get(key)).toBe(value);
        },
      ),
    );
  });

  it('answers undefined for a key it does not hold and does not hold it for asking', () => {
    const map = recentMap<string, number>(2);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });
});
