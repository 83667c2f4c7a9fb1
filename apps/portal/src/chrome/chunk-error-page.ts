// The CHUNK-ERROR page of a client navigation whose page script is gone (a new build replaced the
// files: routing/route-module-guard.ts). The navigation stops, and the site chrome shows the page
// in <main> until the redirect to the origin; a flag of the page's life in the browser, never set
// on the server.
import { useSyncExternalStore } from 'react';

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
