import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jackpotElapsedMs } from './jackpot-elapsed.ts';
import { jackpotValuesAt } from './jackpot-ticker.ts';

describe('jackpotElapsedMs (D6)', () => {
  it.each([
    { fetchedAt: null, now: 5_000, elapsed: 0 },
    { fetchedAt: 1_000, now: 1_000, elapsed: 0 },
    { fetchedAt: 1_000, now: 11_000, elapsed: 10_000 },
    { fetchedAt: 11_000, now: 1_000, elapsed: 0 },
    { fetchedAt: Number.NaN, now: 1_000, elapsed: 0 },
  ])('fetched $fetchedAt, now $now → $elapsed', ({ fetchedAt, now, elapsed }) => {
    expect(jackpotElapsedMs(fetchedAt, now)).toBe(elapsed);
  });

  it('never negative, the difference once the clock passed the fetch, and the ticker never goes back as time passes', () => {
    const time = fc.integer({ min: 0, max: 2 ** 45 });
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 3_600_000 }), (fetchedAt, now, later) => {
        const elapsed = jackpotElapsedMs(fetchedAt, now);
        expect(elapsed).toBeGreaterThanOrEqual(0);
        if (now >= fetchedAt) expect(elapsed).toBe(now - fetchedAt);
        const amounts = [1_000_000, 5_000, 300];
        const before = jackpotValuesAt(amounts, elapsed, 7);
        const after = jackpotValuesAt(amounts, jackpotElapsedMs(fetchedAt, now + later), 7);
        after.forEach((value, i) => expect(value).toBeGreaterThanOrEqual(before[i]!));
      }),
      { numRuns: 50 },
    );
  });
});
