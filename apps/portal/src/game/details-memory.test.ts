// The details' memory: what was remembered is recalled as it was, fresh until freshMs have passed,
// and at most `limit` games are kept, the least recently used leaving first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDetailsMemory } from './details-memory.ts';

const step = fc.oneof(
  fc.record({ kind: fc.constant('remember' as const), key: fc.integer({ min: 0, max: 7 }).map(String), value: fc.integer() }),
  fc.record({ kind: fc.constant('recall' as const), key: fc.integer({ min: 0, max: 7 }).map(String) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 5_000 }) }),
);

describe('createDetailsMemory', () => {
  it('recalls like a least-recently-used list of `limit` entries with their age (model)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(step, { maxLength: 60 }), (limit, steps) => {
        let time = 0;
        const freshMs = 2_000;
        const memory = createDetailsMemory<number>({ now: () => time, freshMs, limit });
        // The model: keys from least to most recently used, with value and time remembered.
        let model: { key: string; value: number; at: number }[] = [];
        for (const each of steps) {
          if (each.kind === 'wait') time += each.ms;
          else if (each.kind === 'remember') {
            memory.remember(each.key, each.value);
            model = [...model.filter((entry) => entry.key !== each.key), { key: each.key, value: each.value, at: time }].slice(-limit);
          } else {
            const entry = model.find((candidate) => candidate.key === each.key);
            expect(memory.recall(each.key)).toEqual(entry === undefined ? undefined : { value: entry.value, fresh: time - entry.at < freshMs });
            if (entry !== undefined) model = [...model.filter((candidate) => candidate !== entry), entry];
          }
        }
      }),
    );
  });

  it('forgets the least recently opened game first', () => {
    const memory = createDetailsMemory<string>({ now: () => 0, freshMs: 1, limit: 2 });
    memory.remember('a', 'A');
    memory.remember('b', 'B');
    memory.recall('a');
    memory.remember('c', 'C');
    expect([memory.recall('a')?.value, memory.recall('b'), memory.recall('c')?.value]).toEqual(['A', undefined, 'C']);
  });
});
