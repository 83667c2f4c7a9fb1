// The tab's native, embedded and native-launch modes (tab-mode.ts): a page keeps its mode for the
// rest of the tab, no page loses one the tab had, and a store that refuses or holds something
// foreign names none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepTabMode, storedTabMode, TAB_MODE_KEY, tabModeOf, tabModeText, withTabMode, type TabMode } from './tab-mode.ts';
import type { KeyValueStore } from '../environment/portal-environment.ts';

const modeArb: fc.Arbitrary<TabMode> = fc.record({ nativeView: fc.boolean(), embedded: fc.boolean(), nativeLaunch: fc.boolean() });
const NONE: TabMode = { nativeView: false, embedded: false, nativeLaunch: false };
const anyMode = ({ nativeView, embedded, nativeLaunch }: TabMode) => nativeView || embedded || nativeLaunch;

const memoryStore = (): KeyValueStore & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
};

describe("the tab's mode", () => {
  it('reads back every mode it writes, and an ordinary tab writes nothing', () => {
    fc.assert(
      fc.property(modeArb, (mode) => {
        expect(tabModeOf(tabModeText(mode))).toEqual(mode);
        expect(tabModeText(mode) === '').toBe(!anyMode(mode));
      }),
    );
  });

  it('names no mode for a foreign or missing text', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 20 }), { nil: null }), (text) => {
        const mode = tabModeOf(text);
        expect(mode.nativeView).toBe((text ?? '').split(' ').includes('native'));
        expect(mode.embedded).toBe((text ?? '').split(' ').includes('embedded'));
        expect(mode.nativeLaunch).toBe((text ?? '').split(' ').includes('launch'));
      }),
    );
  });

  it("keeps every mode a page of the tab showed, whatever the later pages' own", () => {
    fc.assert(
      fc.property(fc.array(modeArb, { maxLength: 8 }), (pages) => {
        const store = memoryStore();
        let seen: TabMode = NONE;
        for (const page of pages) {
          // A page is drawn with the tab's mode added to its own, then keeps its own.
          expect(withTabMode(page, storedTabMode(store))).toEqual(withTabMode(page, seen));
          keepTabMode(page, store);
          seen = withTabMode(page, seen);
        }
        expect(storedTabMode(store)).toEqual(seen);
        // Nothing is written in a tab that never showed a mode.
        expect(store.items.has(TAB_MODE_KEY)).toBe(anyMode(seen));
      }),
    );
  });

  it('is none where the store refuses, and keeping it then fails quietly', () => {
    const refusing: KeyValueStore = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    keepTabMode({ nativeView: true, embedded: false, nativeLaunch: true }, refusing);
    expect(storedTabMode(refusing)).toEqual(NONE);
    expect(storedTabMode(null)).toEqual(NONE);
  });
});
