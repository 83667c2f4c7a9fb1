// The environment without a browser: cookies, storage, history and events held in memory, and a
// record of everything the page would have done (navigations, redirects, analytics, dispatched
// events). The runtime tests run the real adapters on it against the demo platform; the server
// will render on it.
import type { ChatWidgetLookup, PlatformScriptLookup } from '@casino/api-clients';
import type { AnalyticsEvent, DeviceInfo } from '@casino/core';
import type { KeyValueStore, PortalEnvironment, Unlisten, Watched } from './portal-environment.ts';

const DESKTOP_DEVICE: DeviceInfo = {
  isMobile: false,
  isDesktop: true,
  isTablet: false,
  isTouch: false,
  isTv: false,
  isMobileChromium: false,
};

export interface MemoryEnvironmentOptions {
  readonly origin: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly platformScript?: PlatformScriptLookup;
  readonly chatWidget?: ChatWidgetLookup;
  /** What adding a script or stylesheet does (default: it resolves; the lookups above stand for what a script installs). */
  readonly loadScript?: (url: string) => Promise<void>;
  readonly pathname?: string;
  readonly device?: DeviceInfo;
  readonly now?: () => number;
  readonly random?: () => number;
  /** What the password prompt answers (null: cancelled). */
  readonly promptAnswer?: (message: string) => string | null;
}

export interface MemoryEnvironment extends PortalEnvironment {
  /** The scripts and stylesheets the page asked for, in order. */
  readonly loadedScripts: string[];
  readonly navigations: string[];
  readonly redirects: string[];
  readonly externalOpens: string[];
  /** The native app links followed. */
  readonly appLinks: string[];
  readonly tracked: AnalyticsEvent[];
  readonly dispatched: { readonly type: string; readonly detail: unknown }[];
  readonly reloads: () => number;
  /** Fires a window event, as the player or the browser would. */
  readonly fire: (event: Event) => void;
  readonly setHidden: (hidden: boolean) => void;
  readonly setPrefersDark: (dark: boolean) => void;
}

const memoryStore = (): KeyValueStore => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const watchedValue = (initial: boolean): Watched & { readonly set: (value: boolean) => void } => {
  let value = initial;
  const watchers = new Set<(value: boolean) => void>();
  return {
    current: () => value,
    watch: (changed) => {
      watchers.add(changed);
      return () => void watchers.delete(changed);
    },
    set: (next) => {
      if (next === value) return;
      value = next;
      for (const watcher of watchers) watcher(value);
    },
  };
};

const every = (ms: number, tick: () => void): Unlisten => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

export const createMemoryEnvironment = (options: MemoryEnvironmentOptions): MemoryEnvironment => {
  const cookies = new Map<string, string>();
  const target = new EventTarget();
  const history = [options.pathname ?? '/'];
  const now = options.now ?? Date.now;
  const hidden = watchedValue(false);
  const dark = watchedValue(true);
  let reloads = 0;
  const environment: MemoryEnvironment = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    platformScript: options.platformScript ?? (() => undefined),
    chatWidget: options.chatWidget ?? (() => undefined),
    loadScript: async (url) => {
      environment.loadedScripts.push(url);
      await options.loadScript?.(url);
    },
    loadStylesheet: async (url) => {
      environment.loadedScripts.push(url);
      await options.loadScript?.(url);
    },
    loadedScripts: [],
    cookies: {
      get: (name) => cookies.get(name) ?? null,
      set: (name, value) => void cookies.set(name, value),
      remove: (name) => void cookies.delete(name),
    },
    localStorage: memoryStore(),
    sessionStorage: memoryStore(),
    location: {
      origin: options.origin,
      pathname: () => history.at(-1) ?? '/',
      navigate: (path) => {
        history.push(path);
        environment.navigations.push(path);
      },
      redirect: (url) => void environment.redirects.push(url),
      reload: () => void (reloads += 1),
      back: () => void (history.length > 1 && history.pop()),
      canGoBack: () => history.length > 1,
      openExternal: (url) => void environment.externalOpens.push(url),
      openAppLink: (url) => void environment.appLinks.push(url),
    },
    events: {
      listen: (type, listener) => {
        target.addEventListener(type, listener);
        return () => target.removeEventListener(type, listener);
      },
      dispatch: (type, detail) => {
        environment.dispatched.push({ type, detail });
        target.dispatchEvent(new CustomEvent(type, { detail }));
      },
    },
    track: (event) => void environment.tracked.push(event),
    clock: {
      now,
      every,
      // No frames without a screen: a 16 ms interval stands in for them.
      frames: (frame) => every(16, () => frame(now())),
      nextTask: () => Promise.resolve(),
    },
    random: options.random ?? Math.random,
    prompt: options.promptAnswer ?? (() => null),
    device: options.device ?? DESKTOP_DEVICE,
    osName: 'Linux',
    documentHidden: hidden,
    prefersDark: dark,
    navigations: [],
    redirects: [],
    externalOpens: [],
    appLinks: [],
    tracked: [],
    dispatched: [],
    reloads: () => reloads,
    fire: (event) => void target.dispatchEvent(event),
    setHidden: hidden.set,
    setPrefersDark: dark.set,
  };
  return environment;
};
