// Scroll restoration of the document (part 1 §2: a new page starts at the top, back restores where
// the visitor was, a hash scrolls to its anchor). React Router's hook does it between pages; this
// component replaces its <ScrollRestoration> only for the inline script that restores a reloaded
// page before its first paint.
//
// React Router's script reads sessionStorage on every document load. The first read of a tab's
// session storage waits on the browser process, and in Lighthouse's runs that took 8 to 24 ms in
// the middle of parsing the lobby (a long task on a slow phone). A document without a history key
// is a fresh visit: its key is made here, so no position can be stored under it and the read is
// skipped. A reload or a return through history keeps its key and restores as before.
import { useContext } from 'react';
import { UNSAFE_FrameworkContext, UNSAFE_useScrollRestoration } from 'react-router';

/** Where React Router's hook keeps the positions by history key (its own default name). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/** What the inline script touches of the window (a fake one in tests). */
export interface ScrollWindow {
  readonly history: { readonly state: unknown; replaceState(state: unknown, unused: string): void };
  readonly sessionStorage: { getItem(key: string): string | null; removeItem(key: string): void };
  readonly Math: { random(): number };
  scrollTo(x: number, y: number): void;
}

/**
 * The inline script's body, sent as its source text: it must not use anything from outside
 * (no imports, no helpers), and it runs before React does.
 */
export function restoreScrollOnLoad(win: ScrollWindow, storageKey: string): void {
  const state = win.history.state;
  const entry = state !== null && typeof state === 'object' ? (state as { readonly key?: unknown }) : {};
  const key = entry.key;
  if (typeof key !== 'string' || key === '') {
    // React Router's history takes the entry's key from here, as its own script leaves it.
    win.history.replaceState({ ...entry, key: `k${win.Math.random().toString(36).slice(2, 10)}` }, '');
    return;
  }
  try {
    const positions: unknown = JSON.parse(win.sessionStorage.getItem(storageKey) ?? '{}');
    const y = positions !== null && typeof positions === 'object' ? (positions as Record<string, unknown>)[key] : undefined;
    if (typeof y === 'number' && Number.isFinite(y)) win.scrollTo(0, y);
  } catch {
    // Positions another script spoiled: forgotten, the page starts at the top.
    win.sessionStorage.removeItem(storageKey);
  }
}

/** The inline script's text for the storage key. */
export const scrollRestorationScript = (storageKey: string): string =>
  `(${restoreScrollOnLoad.toString()})(window, ${JSON.stringify(storageKey).replace(/</g, '\\u003c')})`;

// The script is this module's own source text, never CMS HTML (that goes only through
// html/sanitize-html.server.ts): it is set as raw HTML because React escapes a script's text
// children (`&&` would reach the browser as `&amp;&amp;`), as React Router's own component does.
export function DocumentScrollRestoration() {
  UNSAFE_useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scrollRestorationScript(SCROLL_POSITIONS_KEY) }} />;
}
