// The browser's runtime: once the page has hydrated, a client-only effect builds the portal runtime
// over the browser environment and starts the root actor system (src/runtime/root), once per page
// load. Until then (and on the server) the chrome renders from the loaders' data alone. It also
// keeps the route-change content view in the data layer, applies the theme to <html>, starts error
// reporting and turns a chunk-load error into the build watcher's event.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { contentViewEvent, isRouteName, matchRoute, nativeFlags, type AnalyticsEvent, type Locale } from '@casino/core';
import { theme } from '@casino/machines';
import { loadMessages } from '../i18n/load-messages.ts';
import { createBrowserEnvironment } from '../runtime/environment/browser-environment.ts';
import type { PortalConfig } from '../runtime/portal-config.ts';
import { createPortalRuntime, type PortalRuntime } from '../runtime/portal-runtime.ts';
import { startPortalSystem, type PortalSystem } from '../runtime/root/portal-system.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { browserDevice } from './browser-device.ts';
import { startErrorReporting } from './error-reporting.ts';
import type { RequestDevice } from './device.ts';

export interface ClientSettings {
  readonly config: PortalConfig;
  readonly sentryDsn: string | null;
  /** Customer support, linked from the error page. */
  readonly supportUrl: string;
}

export interface BrowserRuntime {
  readonly runtime: PortalRuntime;
  readonly system: PortalSystem;
  readonly device: RequestDevice;
}

const BrowserRuntimeContext = createContext<BrowserRuntime | null>(null);

/** The started runtime, or null before hydration and on the server. */
export const useBrowserRuntime = (): BrowserRuntime | null => useContext(BrowserRuntimeContext);

/** Pushes an event to the tag manager's data layer (window.dataLayer). */
export const pushToDataLayer = (event: AnalyticsEvent): void => {
  const holder = window as unknown as { dataLayer?: unknown[] };
  (holder.dataLayer ??= []).push(event);
};

const useContentViews = (started: BrowserRuntime | null) => {
  const location = useLocation();
  const matches = useMatches();
  const page = matches[matches.length - 1];
  useEffect(() => {
    if (started === null) return;
    const id = page?.id.replace(/~\d+$/, '');
    started.runtime.env.track(
      contentViewEvent({
        fullPath: `${location.pathname}${location.search}${location.hash}`,
        routeName: isRouteName(id) ? id : null,
        params: page?.params ?? {},
        query: Object.fromEntries(new URLSearchParams(location.search)),
        preview: matchRoute(location.pathname)?.preview ?? false,
      }),
    );
    // One content view per address, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, location.key]);
};

/** The theme machine's preference on <html data-theme>: the one attribute the switch changes. */
const useThemeAttribute = (started: BrowserRuntime | null) => {
  useEffect(() => {
    if (started === null) return;
    const actor = started.system.get(SystemId.theme);
    // Only a change of preference repaints: the server already painted the stored one.
    let applied = theme.connect(actor.getSnapshot()).preference;
    const apply = () => {
      const { preference } = theme.connect(actor.getSnapshot());
      if (preference === applied) return;
      applied = preference;
      document.documentElement.dataset['theme'] = preference;
    };
    const subscription = actor.subscribe(apply);
    return () => subscription.unsubscribe();
  }, [started]);
};

export function PortalSystemProvider({ settings, locale, children }: { readonly settings: ClientSettings | null; readonly locale: Locale; readonly children: ReactNode }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const latest = useRef({ navigate, revalidator });
  latest.current = { navigate, revalidator };
  const [started, setStarted] = useState<BrowserRuntime | null>(null);

  useEffect(() => {
    if (settings === null) return;
    const device = browserDevice();
    const environment = createBrowserEnvironment({ navigate: (path) => void latest.current.navigate(path), device });
    const runtime = createPortalRuntime({
      config: settings.config,
      environment,
      locale,
      preview: matchRoute(window.location.pathname)?.preview ?? false,
      nativeView: nativeFlags(new URLSearchParams(window.location.search)).nativeView,
    });
    // Compiled catalogues hold strings here (lingui compile without ICU trees reaching the browser's machine).
    const system = startPortalSystem(runtime, { loadMessages: async (next) => (await loadMessages(next)) as Readonly<Record<string, string>>, refetch: () => void latest.current.revalidator.revalidate() });
    setStarted({ runtime, system, device });
    void startErrorReporting({ dsn: settings.sentryDsn, development: import.meta.env.DEV, release: settings.config.buildId });
    // A chunk a new build removed: the build watcher shows the update page and redirects (Vite's event).
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      system.get(SystemId.buildUpdate).send({ type: 'build-update.chunk-error' });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      setStarted(null);
      system.stop();
      void runtime.dispose();
    };
    // Once per page load: the locale and settings of a page only change with a full load (D1).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useContentViews(started);
  useThemeAttribute(started);
  return <BrowserRuntimeContext.Provider value={started}>{children}</BrowserRuntimeContext.Provider>;
}
