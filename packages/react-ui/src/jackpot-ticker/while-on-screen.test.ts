// The ticker's looks run exactly while one of its elements is on the screen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whileOnScreen, type ObserverConstructor } from './while-on-screen.ts';

/** An IntersectionObserver whose reports the test makes, as the browser would (a batch of entries). */
const observerHarness = () => {
  let report: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | null = null;
  const observed: Element[] = [];
  let disconnected = false;
  const Observer: ObserverConstructor = class {
    constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
      report = callback;
    }
    observe(target: Element) {
      observed.push(target);
    }
    disconnect() {
      disconnected = true;
    }
  };
  return { Observer, observed, report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => report?.(entries), disconnected: () => disconnected };
};

describe('whileOnScreen', () => {
  it('runs while any element is on the screen, each start stopped once, and stops for good at the end', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((count) =>
            fc.tuple(
              fc.constant(count),
              fc.array(fc.array(fc.tuple(fc.nat({ max: count - 1 }), fc.boolean()), { minLength: 1, maxLength: 3 }), { maxLength: 10 }),
            ),
          ),
        ([count, batches]) => {
          const elements = Array.from({ length: count }, () => ({}) as Element);
          const harness = observerHarness();
          let running = 0;
          let starts = 0;
          const stopForGood = whileOnScreen(
            elements,
            () => {
              running++;
              starts++;
              return () => running--;
            },
            harness.Observer,
          );
          expect(harness.observed).toEqual(elements);
          const visible = new Set<number>();
          for (const batch of batches) {
            harness.report(batch.map(([index, isIntersecting]) => ({ target: elements[index] as Element, isIntersecting })));
            for (const [index, isIntersecting] of batch) {
              if (isIntersecting) visible.add(index);
              else visible.delete(index);
            }
            expect(running).toBe(visible.size > 0 ? 1 : 0);
          }
          stopForGood();
          expect(running).toBe(0);
          expect(harness.disconnected()).toBe(true);
          expect(starts).toBeLessThanOrEqual(batches.length);
        },
      ),
    );
  });

  it('runs at once, with no observer to tell', () => {
    let running = false;
    const stop = whileOnScreen([{} as Element], () => ((running = true), () => (running = false)), undefined);
    expect(running).toBe(true);
    stop();
    expect(running).toBe(false);
  });
});
