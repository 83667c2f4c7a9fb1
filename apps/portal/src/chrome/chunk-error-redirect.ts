// The CHUNK-ERROR page's way out (part 2 §2): to the site's origin 10 s after the page appeared,
// by a timer of the page's own. It does not wait for the browser runtime: that starts at the first
// interaction or after 10 s idle, and a visitor who clicked a link before either would otherwise
// stay on the page (the build watcher keeps its own redirect for the chunk errors it finds itself,
// Vite's preload errors). Time and the navigation are injected, so the 10 s are tested without waiting.
import { useEffect } from 'react';
import { CHUNK_ERROR_REDIRECT_MS } from '@casino/core';

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

/** While `active` (the CHUNK-ERROR page is shown), the page goes to the site's origin after 10 s. */
export const useChunkErrorRedirect = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    return scheduleChunkErrorRedirect((address) => window.location.assign(address), window.location.origin, windowTimer);
  }, [active]);
};
