// The tickers' wake clock: one timer however many tickers listen, set for the earliest time anyone
// asked for; none while nobody listens, nobody needs a look or the document is hidden.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWakeClock, type WakeClockHost } from './wake-clock.ts';

/** A host on a clock of the test's own: timers run when the test moves time on. */
const testHost = () => {
  let now = 0;
  let hidden = false;
  const timers = new Map<number, { at: number; run: () => void }>();
  const watchers = new Set<() => void>();
  let next = 1;
  const host: WakeClockHost = {
    now: () => now,
    setTimer: (run, delayMs) => {
      timers.set(next, { at: now + delayMs, run });
      return next++;
    },
    clearTimer: (timer) => void timers.delete(timer as number),
    hidden: () => hidden,
    watchVisibility: (changed) => {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
  };
  const advanceTo = (until: number) => {
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    for (const watcher of watchers) watcher();
  };
  return { host, timers, watchers, advanceTo, setHidden };
};

describe('the wake clock', () => {
  it('calls each listener exactly at the times it asks for, with one timer for all', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (gapsPerListener) => {
        const { host, timers, advanceTo } = testHost();
        const clock = createWakeClock(host);
        const calls = gapsPerListener.map(() => [] as number[]);
        // Each listener asks for its next call after its own gaps, then for none.
        gapsPerListener.forEach((gaps, index) => {
          let step = 0;
          clock.subscribe((now) => {
            calls[index]?.push(now);
            const gap = gaps[step++];
            return gap === undefined ? Number.POSITIVE_INFINITY : now + gap;
          });
          expect(timers.size).toBeLessThanOrEqual(1);
        });
        advanceTo(10_000);
        gapsPerListener.forEach((gaps, index) => {
          const expected = [0];
          for (const gap of gaps) expected.push((expected.at(-1) as number) + gap);
          expect(calls[index]).toEqual(expected);
        });
        expect(timers.size).toBe(0);
      }),
    );
  });

  it('stops with the last listener and waits while the document is hidden, then everyone catches up once', () => {
    const { host, timers, watchers, advanceTo, setHidden } = testHost();
    const clock = createWakeClock(host);
    const calls: number[] = [];
    const stop = clock.subscribe((now) => {
      calls.push(now);
      return now + 250;
    });
    advanceTo(500);
    expect(calls).toEqual([0, 250, 500]);
    setHidden(true);
    expect(timers.size).toBe(0);
    advanceTo(5_000);
    expect(calls).toEqual([0, 250, 500]);
    setHidden(false);
    expect(calls).toEqual([0, 250, 500, 5_000]);
    advanceTo(5_250);
    expect(calls.at(-1)).toBe(5_250);
    stop();
    expect(timers.size).toBe(0);
    expect(watchers.size).toBe(0);
  });
});
