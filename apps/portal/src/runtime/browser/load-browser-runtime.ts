// The browser runtime's chunks and start, a part per task: evaluating the clients (Effect and the
// Schemas), then the machines (XState), then starting the root system took one task of 280 ms on a
// four times slower CPU, long enough to hold back a tap. Each part now runs in a task of its own,
// and the browser handles input and paints between them.
//
// The start changes the browser-runtime context, which a dehydrated island must not see before its
// module is there (lazy-island.tsx): it waits for them, and releases the parts that wait for the
// visitor's first engagement (hydrate-on-engagement.tsx) so that they hydrate before it.
import { islandsLoaded, releaseDeferredHydration, yieldToMain } from '@casino/react-ui';
import type { BrowserRuntimeStart, StartedBrowserRuntime } from './browser-runtime.ts';

export const loadBrowserRuntime = async (start: BrowserRuntimeStart): Promise<StartedBrowserRuntime> => {
  await import('../portal-runtime.ts');
  await yieldToMain();
  await import('../root/portal-system.ts');
  await yieldToMain();
  const { startBrowserRuntime } = await import('./start-browser-runtime.ts');
  releaseDeferredHydration();
  await islandsLoaded();
  await yieldToMain();
  return startBrowserRuntime(start);
};
