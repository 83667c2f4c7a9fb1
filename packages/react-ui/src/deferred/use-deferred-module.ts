// A deferred module in a component: null on the server and while hydrating (so the first client
// render matches the server's HTML), the module once loaded; `load` asks for it. A failed load (the
// network, or a chunk a new build removed) is left to Vite's preload-error event, which the portal's
// build watcher turns into its update page.
import { useCallback, useSyncExternalStore } from 'react';
import type { DeferredModule } from './deferred-module.ts';

const none = () => null;

export const useDeferredModule = <T>(module: DeferredModule<T>): readonly [T | null, () => void] => {
  const value = useSyncExternalStore(module.subscribe, module.current, none);
  const load = useCallback(() => void module.load().catch(() => undefined), [module]);
  return [value, load];
};
