// A deferred module is fetched once however many components ask for it at once, tells every
// subscriber when it arrives, and may be asked again after a failed fetch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deferredModule } from './deferred-module.ts';

describe('deferredModule', () => {
  it('shares one fetch between any number of concurrent loads and notifies every subscriber once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 5 }), async (loads, subscribers) => {
        let fetches = 0;
        const module = deferredModule(async () => {
          fetches += 1;
          return { name: 'popover' };
        });
        const notified = Array.from({ length: subscribers }, () => 0);
        notified.forEach((_, index) => module.subscribe(() => (notified[index] = (notified[index] ?? 0) + 1)));
        expect(module.current()).toBeNull();
        const results = await Promise.all(Array.from({ length: loads }, () => module.load()));
        expect(fetches).toBe(1);
        expect(new Set(results).size).toBe(1);
        expect(module.current()).toBe(results[0]);
        expect(notified).toEqual(notified.map(() => 1));
        await module.load();
        expect(fetches).toBe(1);
      }),
    );
  });

  it('fetches again after each failure until one succeeds, and stays empty until then', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), async (failures) => {
        let fetches = 0;
        const module = deferredModule(async () => {
          fetches += 1;
          if (fetches <= failures) throw new Error('chunk failed');
          return 'dialog';
        });
        for (let attempt = 0; attempt < failures; attempt += 1) {
          await expect(module.load()).rejects.toThrow('chunk failed');
          expect(module.current()).toBeNull();
        }
        await expect(module.load()).resolves.toBe('dialog');
        expect(fetches).toBe(failures + 1);
      }),
    );
  });

  it('stops telling a subscriber that unsubscribed', async () => {
    const module = deferredModule(async () => 'tooltip');
    let calls = 0;
    const unsubscribe = module.subscribe(() => (calls += 1));
    unsubscribe();
    await module.load();
    expect(calls).toBe(0);
  });
});
