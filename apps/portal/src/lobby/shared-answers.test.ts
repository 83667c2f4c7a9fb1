// The shared answers over generated call sequences: one fetch per key while it is in flight or kept,
// one failure report per run of failed fetches of a key (never one per caller, nor per later asker
// whose fetch fails again), a failed key fetched again, and an
// answer that came there at once (settled) while one in flight or failed is not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSharedAnswers } from './shared-answers.ts';

type Step = { readonly kind: 'ask'; readonly key: string } | { readonly kind: 'settle'; readonly key: string; readonly ok: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('ask' as const), key: fc.constantFrom('casino', 'live') }),
  fc.record({ kind: fc.constant('settle' as const), key: fc.constantFrom('casino', 'live'), ok: fc.boolean() }),
);

describe('shared answers', () => {
  it("fetches once per key until a failure, and tells a key's failure once until an answer comes (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const share = createSharedAnswers<string>();
        // The model: what each key's one fetch is doing.
        const state = new Map<string, 'pending' | 'answered'>();
        const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
        let loads = 0;
        /** Keys whose last settled fetch failed: a failure again is not told. */
        const lastFailed = new Set<string>();
        let toldFailures = 0;
        let reports = 0;
        for (const next of steps) {
          if (next.kind === 'ask') {
            const before = loads;
            share(
              next.key,
              () => {
                loads += 1;
                return new Promise<string>((resolve, reject) => pending.set(next.key, { resolve, reject }));
              },
              () => (reports += 1),
            ).catch(() => undefined);
            expect(loads - before).toBe(state.has(next.key) ? 0 : 1);
            state.set(next.key, state.get(next.key) ?? 'pending');
          } else if (state.get(next.key) === 'pending') {
            const inFlight = pending.get(next.key)!;
            if (next.ok) {
              inFlight.resolve(next.key);
              state.set(next.key, 'answered');
              lastFailed.delete(next.key);
            } else {
              inFlight.reject(new Error('down'));
              state.delete(next.key);
              if (!lastFailed.has(next.key)) toldFailures += 1;
              lastFailed.add(next.key);
            }
            // The failure's bookkeeping runs in the promise's reaction.
            await new Promise((settle) => setTimeout(settle, 0));
          }
          for (const key of ['casino', 'live']) expect(share.settled(key)).toBe(state.get(key) === 'answered' ? key : undefined);
        }
        expect(reports).toBe(toldFailures);
      }),
    );
  });

  it('three rows asking while the one fetch fails: one report; the next asker fetches again, and its failure is not told again', async () => {
    const share = createSharedAnswers<string>();
    let loads = 0;
    let reports = 0;
    const failing = () => {
      loads += 1;
      return Promise.reject(new Error('down'));
    };
    const rows = [1, 2, 3].map(() => share('casino', failing, () => (reports += 1)).catch(() => 'failed'));
    expect(await Promise.all(rows)).toEqual(['failed', 'failed', 'failed']);
    expect([loads, reports]).toEqual([1, 1]);
    // A row drawn later asks again and its fetch fails too: the same failure, not told twice.
    expect(await share('casino', failing, () => (reports += 1)).catch(() => 'failed')).toBe('failed');
    expect([loads, reports]).toEqual([2, 1]);
    expect(
      await share(
        'casino',
        () => Promise.resolve('games'),
        () => (reports += 1),
      ),
    ).toBe('games');
    expect([loads, reports]).toEqual([2, 1]);
  });
});
