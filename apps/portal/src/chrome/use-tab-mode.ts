// The chrome's data with the tab's native and embedded modes (runtime/browser/tab-mode.ts). The server draws a
// page's chrome from its own address; the browser adds the tab's mode once hydrated (a first render
// that differed from the server's markup would not hydrate), and a page whose address names a mode
// keeps it for the rest of the tab.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { keepTabMode, storedTabMode } from '../runtime/browser/tab-mode.ts';
import type { ChromeData } from './chrome-data.server.ts';

const noSubscription = () => () => {};

export const useTabMode = (data: ChromeData): ChromeData => {
  const nativeView = useSyncExternalStore(
    noSubscription,
    () => data.nativeView || storedTabMode().nativeView,
    () => data.nativeView,
  );
  const embedded = useSyncExternalStore(
    noSubscription,
    () => data.embedded || storedTabMode().embedded,
    () => data.embedded,
  );
  useEffect(() => {
    if (data.nativeView || data.embedded) keepTabMode(data);
  }, [data]);
  return useMemo(() => (nativeView === data.nativeView && embedded === data.embedded ? data : { ...data, nativeView, embedded }), [data, nativeView, embedded]);
};
