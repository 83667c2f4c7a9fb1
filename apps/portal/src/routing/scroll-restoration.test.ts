// The document's scroll-restoration script, run from its own source text against a fake window: a
// fresh visit gets a history key and never reads session storage; an entry with a key scrolls to
// the position stored under it (and only a finite number is one); spoiled positions are forgotten.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLL_POSITIONS_KEY, scrollRestorationScript, type ScrollWindow } from './scroll-restoration.tsx';

interface Seen {
  readonly replaced: unknown[];
  readonly scrolls: number[];
  reads: number;
  removed: number;
}

const fakeWindow = (state: unknown, stored: string | null, random: number): { win: ScrollWindow; seen: Seen } => {
  const seen: Seen = { replaced: [], scrolls: [], reads: 0, removed: 0 };
  const win: ScrollWindow = {
    history: { state, replaceState: (next) => void seen.replaced.push(next) },
    sessionStorage: {
      getItem: (key) => {
        seen.reads += 1;
        return key === SCROLL_POSITIONS_KEY ? stored : null;
      },
      removeItem: () => void (seen.removed += 1),
    },
    Math: { random: () => random },
    scrollTo: (_x, y) => void seen.scrolls.push(y),
  };
  return { win, seen };
};

/** Runs the script as the browser does: its text, with `window` the fake. */
const run = (win: ScrollWindow) => new Function('window', scrollRestorationScript(SCROLL_POSITIONS_KEY))(win);

const key = fc.string({ minLength: 1, maxLength: 12 });
const position = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double(), fc.string(), fc.constant(null));
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('the scroll-restoration script', () => {
  it('a fresh visit (no key in the history entry) gets a key, keeps the rest of the entry, and never reads session storage', () => {
    const keyless = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
      fc.record({ usr: fc.anything() }),
      fc.record({ key: fc.constantFrom('', 0, null) }),
    );
    fc.assert(
      fc.property(keyless, fc.option(fc.json()), random, (state, stored, r) => {
        const { win, seen } = fakeWindow(state, stored, r);
        run(win);
        expect(seen.reads).toBe(0);
        expect(seen.scrolls).toEqual([]);
        expect(seen.replaced).toHaveLength(1);
        const next = seen.replaced[0] as Record<string, unknown>;
        expect(typeof next.key === 'string' && next.key.length > 0).toBe(true);
        if (state !== null && typeof state === 'object' && 'usr' in state) expect(next.usr).toBe(state.usr);
      }),
    );
  });

  it('an entry with a key scrolls to the finite number stored under it, and only then', () => {
    fc.assert(
      fc.property(key, fc.dictionary(key, position), random, (entryKey, positions, r) => {
        const text = JSON.stringify(positions);
        const { win, seen } = fakeWindow({ key: entryKey, idx: 3 }, text, r);
        run(win);
        // What storage gives back (JSON turns -0 into 0 and NaN into null).
        const read = JSON.parse(text) as Record<string, unknown>;
        const stored = Object.hasOwn(read, entryKey) ? read[entryKey] : undefined;
        expect(seen.reads).toBe(1);
        expect(seen.replaced).toEqual([]);
        expect(seen.scrolls).toEqual(typeof stored === 'number' && Number.isFinite(stored) ? [stored] : []);
      }),
    );
  });

  it('nothing stored, or positions that are not an object, scroll nowhere', () => {
    for (const stored of [null, '[]', '42', 'null', '"x"']) {
      const { win, seen } = fakeWindow({ key: 'abc' }, stored, 0.5);
      run(win);
      expect(seen).toMatchObject({ scrolls: [], removed: 0 });
    }
  });

  it('spoiled positions are removed and the page stays at the top', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
        (spoiled) => {
          const { win, seen } = fakeWindow({ key: 'abc' }, spoiled, 0.5);
          run(win);
          expect(seen).toMatchObject({ scrolls: [], removed: 1 });
        },
      ),
    );
  });

  it('the storage key is written as a JavaScript string that cannot close the script element', () => {
    expect(scrollRestorationScript('</script><b>')).toContain('"\\u003c/script>\\u003cb>"');
  });
});
