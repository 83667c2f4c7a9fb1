// A script chunk that no longer exists (a deploy replaced the build under an open page) and the
// CHUNK-ERROR page it leads to (part 2 §2), in one module because the page's first scripts need
// all of it (routing/route-module-guard.ts, the site chrome) and each file would be a request of
// its own: how a failed import is recognised, the page's flag for a client navigation that found
// its page script gone, and the page's way out.
import { useEffect, useSyncExternalStore } from 'react';
import { CHUNK_ERROR_REDIRECT_MS } from '@casino/core';
import { useBrowserRuntime } from './portal-system-provider.tsx';

// The browsers' wordings of a failed dynamic import, and Vite's preload error.
const CHUNK_ERROR_TEXTS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
];

export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_TEXTS.some((text) => message.includes(text)) || (error instanceof Error && error.name === 'ChunkLoadError');
};

// The page of a client navigation whose page script is gone: the navigation stops, and the site
// chrome shows the page in <main> until the redirect; a flag of the page's life in the browser,
// never set on the server.
let shown = false;
const listeners = new Set<() => void>();

export const showChunkErrorPage = (): void => {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useChunkErrorPageShown = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );

// The way out: to the site's origin 10 s after the page appeared, by a timer of the page's own. It
// does not wait for the browser runtime: that starts at the first interaction or after 10 s idle,
// and a visitor who clicked a link before either would otherwise stay on the page (the build
// watcher keeps its own redirect for the chunk errors it finds itself). Time and the navigation
// are injected, so the 10 s are tested without waiting.
export interface RedirectTimer {
  readonly setTimeout: (run: () => void, ms: number) => number;
  readonly clearTimeout: (handle: number) => void;
}

/** Goes to `origin` once CHUNK_ERROR_REDIRECT_MS have passed; the returned function cancels it. */
export const scheduleChunkErrorRedirect = (goTo: (address: string) => void, origin: string, timer: RedirectTimer): (() => void) => {
  const handle = timer.setTimeout(() => goTo(origin), CHUNK_ERROR_REDIRECT_MS);
  return () => timer.clearTimeout(handle);
};

const windowTimer: RedirectTimer = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/**
 * While `active` (the CHUNK-ERROR page is shown), the page goes to the site's origin after 10 s. Once
 * the browser runtime runs, it goes through the runtime's redirect, which leaves the page once: the
 * build watcher, which may have seen the same missing chunk (Vite's preload error), redirects too.
 */
export const useChunkErrorRedirect = (active: boolean): void => {
  const redirect = useBrowserRuntime()?.runtime.env.location.redirect;
  useEffect(() => {
    if (!active) return;
    return scheduleChunkErrorRedirect(redirect ?? ((address) => window.location.assign(address)), window.location.origin, windowTimer);
  }, [active, redirect]);
};
