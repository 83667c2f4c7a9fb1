// The native, embedded and native-launch modes (part 1 §2: global query flags) hold for the whole
// tab: an app opens the portal once with its flags (/?nativeapp=1&app=…), and the pages the player
// then goes to carry none. Read from each address alone, a client navigation's chrome data brought
// the bottom bar, the app banner and the web messages back inside the app, while the browser
// runtime, started on the first address, went on in the native view; and a game started after a
// reload would play on the page instead of going to the app (a native launch: the native view inside
// the product's app). A page that shows a mode keeps it in this tab's session storage (gone with the
// tab, never another tab's); every later page of the tab adds it to its own.
import { safeStorage } from '../environment/safe-storage.ts';
import type { KeyValueStore } from '../environment/portal-environment.ts';

export interface TabMode {
  readonly nativeView: boolean;
  readonly embedded: boolean;
  readonly nativeLaunch: boolean;
}

export const TAB_MODE_KEY = 'casino-tab-mode';
const NONE: TabMode = { nativeView: false, embedded: false, nativeLaunch: false };

/** A page's mode with the tab's: a mode either has holds. */
export const withTabMode = (page: TabMode, tab: TabMode): TabMode => ({
  nativeView: page.nativeView || tab.nativeView,
  embedded: page.embedded || tab.embedded,
  nativeLaunch: page.nativeLaunch || tab.nativeLaunch,
});

/** The stored text of a mode ('' for none, so that an ordinary tab writes nothing). */
export const tabModeText = ({ nativeView, embedded, nativeLaunch }: TabMode): string =>
  [nativeView ? 'native' : '', embedded ? 'embedded' : '', nativeLaunch ? 'launch' : ''].filter(Boolean).join(' ');

/** The mode a stored text names; anything else (nothing, a foreign value) names none. */
export const tabModeOf = (text: string | null): TabMode => {
  const words = new Set((text ?? '').split(' '));
  return { nativeView: words.has('native'), embedded: words.has('embedded'), nativeLaunch: words.has('launch') };
};

const tabStore = (): KeyValueStore => safeStorage(() => window.sessionStorage);

/** This tab's mode (none on the server, or where session storage is refused). */
export const storedTabMode = (store: KeyValueStore | null = typeof window === 'undefined' ? null : tabStore()): TabMode =>
  store === null ? NONE : tabModeOf(store.getItem(TAB_MODE_KEY));

/** Keeps a page's mode for the rest of the tab (with what the tab had). */
export const keepTabMode = (page: TabMode, store: KeyValueStore = tabStore()): void => {
  const kept = tabModeText(withTabMode(page, tabModeOf(store.getItem(TAB_MODE_KEY))));
  if (kept !== '') store.setItem(TAB_MODE_KEY, kept);
};
