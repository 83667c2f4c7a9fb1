// The environment of a real page: document.cookie, Web Storage, the window's events, dataLayer,
// requestAnimationFrame. Navigation inside the site goes through the router the portal hands in.
import { CHAT_WIDGET_GLOBAL, PLATFORM_SCRIPT_GLOBAL, type AnalyticsEvent, type DeviceInfo } from '@casino/core';
import { scriptUrlPolicy } from './script-url-policy.ts';
import { loadScript, loadStylesheet } from './load-script.ts';
import type { CookieJar, PortalEnvironment, Unlisten, Watched } from './portal-environment.ts';
import { safeStorage } from './safe-storage.ts';

export interface BrowserEnvironmentOptions {
  /** The router's navigate (in-app, no full load). */
  readonly navigate: (path: string) => void;
  readonly device: DeviceInfo;
  /** The only origins third-party scripts may come from (the platform script's, the mini-frontends'). */
  readonly scriptOrigins: readonly string[];
}

const DAY_SECONDS = 24 * 60 * 60;

const documentCookies: CookieJar = {
  get: (name) => {
    for (const pair of document.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator > 0 && pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
    }
    return null;
  },
  set: (name, value, options = {}) => {
    const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
    if (options.days !== undefined) parts.push(`Max-Age=${Math.round(options.days * DAY_SECONDS)}`);
    if (options.domain) parts.push(`Domain=${options.domain}`);
    if (location.protocol === 'https:') parts.push('Secure');
    document.cookie = parts.join('; ');
  },
  remove: (name, options = {}) => {
    const parts = [`${name}=`, `Path=${options.path ?? '/'}`, 'Max-Age=0'];
    if (options.domain) parts.push(`Domain=${options.domain}`);
    document.cookie = parts.join('; ');
  },
};

const watchedMedia = (query: string): Watched => ({
  current: () => window.matchMedia(query).matches,
  watch: (changed) => {
    const media = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => changed(event.matches);
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  },
});

const documentHidden: Watched = {
  current: () => document.hidden,
  watch: (changed) => {
    const listener = () => changed(document.hidden);
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const frames = (frame: (now: number) => void): Unlisten => {
  let handle = requestAnimationFrame(function next() {
    frame(Date.now());
    handle = requestAnimationFrame(next);
  });
  return () => cancelAnimationFrame(handle);
};

/** A global a third party's script installed on the window. */
const windowGlobal = (name: string): unknown => (window as unknown as Record<string, unknown>)[name];

/** A coarse OS name from the user agent; the gateway only logs it. */
const osNameOf = (userAgent: string): string =>
  /Android/i.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(userAgent)
      ? 'iOS'
      : /Windows/i.test(userAgent)
        ? 'Windows'
        : /Mac OS/i.test(userAgent)
          ? 'macOS'
          : /Linux/i.test(userAgent)
            ? 'Linux'
            : 'Other';

type TrustedTypesFactory = Parameters<typeof scriptUrlPolicy>[1];

export const createBrowserEnvironment = (options: BrowserEnvironmentOptions): PortalEnvironment => {
  const entryLength = history.length;
  let leaving = false;
  // The page's one script-URL policy (the CSP allows its name once): made with the environment.
  const scriptUrl = scriptUrlPolicy(options.scriptOrigins, (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes);
  return {
    fetch: (input, init) => window.fetch(input, init),
    platformScript: () => windowGlobal(PLATFORM_SCRIPT_GLOBAL),
    chatWidget: () => windowGlobal(CHAT_WIDGET_GLOBAL),
    loadScript: async (url, loadOptions) => loadScript(scriptUrl(url), loadOptions?.integrity),
    loadStylesheet: async (url) => loadStylesheet(url),
    cookies: documentCookies,
    localStorage: safeStorage(() => window.localStorage),
    sessionStorage: safeStorage(() => window.sessionStorage),
    location: {
      origin: location.origin,
      pathname: () => location.pathname,
      navigate: options.navigate,
      // A page leaves once: a second redirect (two watchers of one failure) would start its navigation again.
      redirect: (url) => {
        if (leaving) return;
        leaving = true;
        location.assign(url);
      },
      reload: () => location.reload(),
      back: () => history.back(),
      // Entries pushed since this page loaded are the site's own.
      canGoBack: () => history.length > entryLength || document.referrer.startsWith(location.origin),
      openExternal: (url) => void window.open(url, '_blank', 'noopener'),
      // Not a redirect: the app takes the link and the page stays, free to leave later.
      openAppLink: (url) => location.assign(url),
    },
    events: {
      listen: (type, listener) => {
        window.addEventListener(type, listener, { passive: true });
        return () => window.removeEventListener(type, listener);
      },
      dispatch: (type, detail) => void window.dispatchEvent(new CustomEvent(type, { detail })),
    },
    track: (event: AnalyticsEvent) => {
      const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
      layer.push(event);
    },
    clock: {
      now: Date.now,
      every: (ms, tick) => {
        const timer = window.setInterval(tick, ms);
        return () => window.clearInterval(timer);
      },
      frames,
      // A message port's task, not react-ui's yieldToMain: its zero timeout keeps the order of the
      // timers queued before it (what spreading the start over tasks needs) but waits up to a second
      // in a hidden tab, and a page opened in a background tab should still make its calls at once.
      nextTask: () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            resolve();
          };
          channel.port2.postMessage(null);
        }),
    },
    random: Math.random,
    prompt: (message) => window.prompt(message),
    device: options.device,
    osName: osNameOf(navigator.userAgent),
    documentHidden,
    prefersDark: watchedMedia('(prefers-color-scheme: dark)'),
  };
};
