// The chrome's data with the tab's native, embedded and native-launch modes
// (runtime/browser/tab-mode.ts). The server draws a page's chrome from its own address; the browser
// adds the tab's mode once the chrome's islands have their module (react-ui's islandsLoaded): a
// dehydrated island whose props changed before would lose the server's HTML for its empty fallback
// (the header gone until its script came). A page whose address names a mode keeps it for the rest
// of the tab.
import { useEffect, useMemo, useState } from 'react';
import { islandsLoaded } from '@casino/react-ui';
import { keepTabMode, storedTabMode, withTabMode } from '../runtime/browser/tab-mode.ts';
import type { ChromeData } from './chrome-data.server.ts';

export const useTabMode = (data: ChromeData): ChromeData => {
  const [islandsThere, setIslandsThere] = useState(false);
  useEffect(() => {
    let mounted = true;
    void islandsLoaded().then(() => {
      if (mounted) setIslandsThere(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (data.nativeView || data.embedded || data.nativeLaunch) keepTabMode(data);
  }, [data]);
  const mode = islandsThere ? withTabMode(data, storedTabMode()) : data;
  const { nativeView, embedded, nativeLaunch } = mode;
  return useMemo(
    () =>
      nativeView === data.nativeView && embedded === data.embedded && nativeLaunch === data.nativeLaunch
        ? data
        : { ...data, nativeView, embedded, nativeLaunch },
    [data, nativeView, embedded, nativeLaunch],
  );
};
