// The view cache: a view is made once per version of its sources (their identity) and terms, a new
// version or other terms make it anew, a new version's view replaces the old one's, and it never
// holds more than its limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createViewCache } from './view-cache.server.ts';

const counting = () => {
  let made = 0;
  return { make: () => ({ made: (made += 1) }), made: () => made };
};

describe('the view cache', () => {
  it('makes a view once for the same sources and terms, and again for a new source or other terms', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('cs', 'en'), { minLength: 1, maxLength: 20 }), fc.nat({ max: 5 }), (locales, versions) => {
        const cache = createViewCache();
        const answers = Array.from({ length: versions + 1 }, () => ({ games: [] as unknown[] }));
        const counter = counting();
        for (const answer of answers)
          for (const locale of locales) {
            const first = cache.view('lobby', [answer, null], locale, counter.make);
            expect(cache.view('lobby', [answer, null], locale, counter.make)).toBe(first);
          }
        // One view per version of the answer and language, however often asked …
        expect(counter.made()).toBe(answers.length * new Set(locales).size);
        // … and only the latest version's kept: an old view would hold its old answer alive.
        expect(cache.size()).toBe(new Set(locales).size);
      }),
    );
  });

  it('drops the view of an older version once a newer one is made', () => {
    const cache = createViewCache();
    const [older, newer] = [{}, {}];
    const counter = counting();
    const old = cache.view('lobby', [older], 'cs', counter.make);
    cache.view('lobby', [newer], 'cs', counter.make);
    // A request still holding the older answer gets its view made again, not the newer one.
    expect(cache.view('lobby', [older], 'cs', counter.make)).not.toBe(old);
    expect(counter.made()).toBe(3);
    expect(cache.size()).toBe(1);
  });

  it('tells a failed source (null) from an answer, and kinds apart', () => {
    const cache = createViewCache();
    const answer = {};
    const counter = counting();
    cache.view('lobby', [answer], 'cs', counter.make);
    cache.view('lobby', [null], 'cs', counter.make);
    cache.view('all-games', [answer], 'cs', counter.make);
    expect(counter.made()).toBe(3);
  });

  it('holds at most its limit, the least recently used view leaving first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat({ max: 12 }), { maxLength: 60 }), (limit, asks) => {
        const cache = createViewCache(limit);
        const answer = {};
        const recent: number[] = [];
        for (const ask of asks) {
          const counter = counting();
          cache.view('lobby', [answer], `terms ${ask}`, counter.make);
          // Made again exactly when it is not among the last `limit` distinct views asked for.
          const at = recent.indexOf(ask);
          expect(counter.made()).toBe(at === -1 ? 1 : 0);
          if (at !== -1) recent.splice(at, 1);
          recent.push(ask);
          if (recent.length > limit) recent.shift();
          expect(cache.size()).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });
});
