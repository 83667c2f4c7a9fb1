// The browser's runtime: once the page has hydrated, a client-only effect builds the portal runtime
// over the browser environment and starts the root actor system (src/runtime/root; loaded in chunks
// of their own by runtime/browser/load-browser-runtime.ts), once per page load: at once for a
// browser that may hold a session, else at the visitor's first interaction or once the page has
// been left alone (runtime/browser/start-trigger.ts), or when a part of the chrome asks for it
// (useWithBrowserRuntime). Until then (and on the server) the chrome renders from the loaders' data
// alone. It also keeps the route-change content view in the data layer, from hydration on; the
// runtime's start applies the theme to <html>, starts error reporting and turns a chunk-load error
// into the build watcher's event. It hands the root loader's data to everything below (`useRootData()`).
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { consentUpdate, type AnalyticsEvent, type ConsentGroup } from '@casino/core';
import type { RootData } from '../root-data.ts';
import type { BrowserRuntime, ClientSettings } from '../runtime/browser/browser-runtime.ts';
import { contentViewEventOf } from '../runtime/browser/content-view.ts';
import { pageStartTrigger, whenToStart } from '../runtime/browser/start-trigger.ts';

export type { BrowserRuntime, ClientSettings };

type WithBrowserRuntime = (use: (started: BrowserRuntime) => void) => void;

const RootDataContext = createContext<RootData | null>(null);
const BrowserRuntimeContext = createContext<BrowserRuntime | null>(null);
const WithBrowserRuntimeContext = createContext<WithBrowserRuntime>(() => {});

/** The root's data (locale, theme, messages, client settings); null only outside a document. */
export const useRootData = (): RootData | null => useContext(RootDataContext);

/** The started runtime, or null before it has started and on the server. */
export const useBrowserRuntime = (): BrowserRuntime | null => useContext(BrowserRuntimeContext);

/** Runs `use` with the runtime: now if it runs, else once it has started (asking it to start now). */
export const useWithBrowserRuntime = (): WithBrowserRuntime => useContext(WithBrowserRuntimeContext);

/** Pushes an event to the tag manager's data layer (window.dataLayer). */
export const pushToDataLayer = (event: AnalyticsEvent): void => {
  const holder = window as unknown as { dataLayer?: unknown[] };
  (holder.dataLayer ??= []).push(event);
};

/**
 * The route change's content view (part 2 §2), once per address. Before the first, the tag manager
 * hears the consent the request's cookie holds (all denied when the visitor has not chosen), so that
 * nothing it runs for an event goes before the consent (the cookie banner's choice updates it).
 */
const useContentViews = (consent: readonly ConsentGroup[] | null) => {
  const location = useLocation();
  const matches = useMatches();
  const page = matches[matches.length - 1];
  const consentTold = useRef(false);
  useEffect(() => {
    if (!consentTold.current) {
      consentTold.current = true;
      pushToDataLayer(consentUpdate(consent ?? []));
    }
    pushToDataLayer(contentViewEventOf({ location, routeId: page?.id ?? null, params: page?.params ?? {} }));
    // One content view per address, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
};

export function PortalSystemProvider({ root, children }: { readonly root: RootData | null; readonly children: ReactNode }) {
  const settings = root?.client ?? null;
  const locale = root?.locale ?? 'cs';
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const latest = useRef({ navigate, revalidator });
  useEffect(() => {
    latest.current = { navigate, revalidator };
  });
  const [started, setStarted] = useState<BrowserRuntime | null>(null);
  // The same runtime for `withRuntime`, which stays one function for the page's life: a part's effect
  // that asks just after the start must find it, not a closure of before.
  const startedNow = useRef<BrowserRuntime | null>(null);
  // What asked for the runtime before it ran, and the start itself (null until the trigger fires).
  const waiting = useRef<Array<(started: BrowserRuntime) => void>>([]);
  const startNow = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (settings === null) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    let begun = false;
    // Assigned below; a start at once (a session) runs inside `whenToStart`, before it returns.
    let cancelTrigger = () => {};
    // The runtime's chunks load after hydration (load-browser-runtime.ts): the page's first scripts
    // only render it.
    const start = () => {
      if (begun) return;
      begun = true;
      cancelTrigger();
      void import('../runtime/browser/load-browser-runtime.ts')
        .then(({ loadBrowserRuntime }) =>
          loadBrowserRuntime({
            settings,
            locale,
            consent: root?.consent ?? null,
            navigate: (path) => void latest.current.navigate(path),
            refetch: () => void latest.current.revalidator.revalidate(),
          }),
        )
        .then((started) => {
          if (stopped) return started.stop();
          stop = started.stop;
          startedNow.current = started;
          setStarted(started);
          for (const use of waiting.current.splice(0)) use(started);
        });
    };
    startNow.current = start;
    cancelTrigger = whenToStart(pageStartTrigger(root?.mayHaveSession ?? false), start);
    // A part that asked before this effect ran (a page's own effects run first) starts it now.
    if (waiting.current.length > 0) start();
    return () => {
      stopped = true;
      cancelTrigger();
      startNow.current = null;
      startedNow.current = null;
      setStarted(null);
      stop?.();
    };
    // Once per page load: the locale and settings of a page only change with a full load (D1).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const withRuntime = useCallback<WithBrowserRuntime>((use) => {
    if (startedNow.current !== null) return use(startedNow.current);
    waiting.current.push(use);
    startNow.current?.();
  }, []);

  useContentViews(root?.consent ?? null);
  return (
    <RootDataContext value={root}>
      <WithBrowserRuntimeContext.Provider value={withRuntime}>
        <BrowserRuntimeContext.Provider value={started}>{children}</BrowserRuntimeContext.Provider>
      </WithBrowserRuntimeContext.Provider>
    </RootDataContext>
  );
}
