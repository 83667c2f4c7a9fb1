// Whether a player is logged in, read from the started runtime's auth machine without importing it
// (the site layout's first scripts must carry no machine code): false before the runtime starts, on
// the server and for a visitor. A player's own parts (favourite hearts, the personal pages) load
// their code only once this turns true.
import { useCallback, useSyncExternalStore } from 'react';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { SystemId } from '../runtime/root/system-ids.ts';

const noSubscription = () => () => {};
const never = () => false;

export const useLoggedIn = (started: BrowserRuntime | null): boolean => {
  const auth = started?.system.get(SystemId.auth) ?? null;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (auth === null) return () => {};
      const subscription = auth.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [auth],
  );
  // Logging out still shows the player's page until the platform has answered (auth.connect's rule).
  const read = useCallback(() => auth !== null && (auth.getSnapshot().matches('authenticated') || auth.getSnapshot().matches('loggingOut')), [auth]);
  return useSyncExternalStore(auth === null ? noSubscription : subscribe, auth === null ? never : read, never);
};
