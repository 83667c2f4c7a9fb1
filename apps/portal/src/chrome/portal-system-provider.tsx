// The browser's runtime: once the page has hydrated, a client-only effect builds the portal runtime
// over the browser environment and starts the root actor system (src/runtime/root; loaded in chunks
// of their own by runtime/browser/load-browser-runtime.ts), once per page load. Until then (and on the server) the
// chrome renders from the loaders' data alone. It also keeps the route-change content view in the
// data layer; the runtime's start applies the theme to <html>, starts error reporting and turns a
// chunk-load error into the build watcher's event.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import type { AnalyticsEvent, Locale } from '@casino/core';
import type { BrowserRuntime, ClientSettings } from '../runtime/browser/browser-runtime.ts';

export type { BrowserRuntime, ClientSettings };

const BrowserRuntimeContext = createContext<BrowserRuntime | null>(null);

/** The started runtime, or null before hydration and on the server. */
export const useBrowserRuntime = (): BrowserRuntime | null => useContext(BrowserRuntimeContext);

/** Pushes an event to the tag manager's data layer (window.dataLayer). */
export const pushToDataLayer = (event: AnalyticsEvent): void => {
  const holder = window as unknown as { dataLayer?: unknown[] };
  (holder.dataLayer ??= []).push(event);
};

/** The route change's content view (part 2 §2), once per address. */
const useContentViews = (started: BrowserRuntime | null) => {
  const location = useLocation();
  const matches = useMatches();
  const page = matches[matches.length - 1];
  useEffect(() => {
    if (started === null) return;
    started.trackContentView({ location, routeId: page?.id ?? null, params: page?.params ?? {} });
    // One content view per address, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, location.key]);
};

export function PortalSystemProvider({
  settings,
  locale,
  children,
}: {
  readonly settings: ClientSettings | null;
  readonly locale: Locale;
  readonly children: ReactNode;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const latest = useRef({ navigate, revalidator });
  useEffect(() => {
    latest.current = { navigate, revalidator };
  });
  const [started, setStarted] = useState<BrowserRuntime | null>(null);

  useEffect(() => {
    if (settings === null) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    // The runtime's chunks load after hydration (load-browser-runtime.ts): the page's first scripts
    // only render it.
    void import('../runtime/browser/load-browser-runtime.ts')
      .then(({ loadBrowserRuntime }) =>
        loadBrowserRuntime({
          settings,
          locale,
          navigate: (path) => void latest.current.navigate(path),
          refetch: () => void latest.current.revalidator.revalidate(),
        }),
      )
      .then((started) => {
        if (stopped) return started.stop();
        stop = started.stop;
        setStarted(started);
      });
    return () => {
      stopped = true;
      setStarted(null);
      stop?.();
    };
    // Once per page load: the locale and settings of a page only change with a full load (D1).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useContentViews(started);
  return <BrowserRuntimeContext.Provider value={started}>{children}</BrowserRuntimeContext.Provider>;
}
