// Everything the machines' adapters need from the place they run in: a browser page, or Node (the
// runtime tests, and later the server's render). Machines never touch these directly (rule 3);
// the runtime modules provide them as actors and actions, so swapping this one object swaps the
// whole runtime between the browser and memory.
import type { ChatWidgetLookup, PlatformScriptLookup } from '@casino/api-clients';
import type { AnalyticsEvent, DeviceInfo } from '@casino/core';

interface CookieOptions {
  readonly days?: number;
  readonly path?: string;
  readonly domain?: string;
}

/** The page's own cookies (document.cookie): only the ones scripts may read. */
export interface CookieJar {
  readonly get: (name: string) => string | null;
  readonly set: (name: string, value: string, options?: CookieOptions) => void;
  readonly remove: (name: string, options?: Omit<CookieOptions, 'days'>) => void;
}

/** Web Storage (local or session). */
export interface KeyValueStore {
  readonly getItem: (key: string) => string | null;
  readonly setItem: (key: string, value: string) => void;
  readonly removeItem: (key: string) => void;
}

interface PortalLocation {
  readonly origin: string;
  readonly pathname: () => string;
  /** In-app navigation (the router's, once the portal renders). */
  readonly navigate: (path: string) => void;
  /** Leaves the page: a full load of `url`. */
  readonly redirect: (url: string) => void;
  readonly reload: () => void;
  readonly back: () => void;
  /** The history has a previous entry of this site. */
  readonly canGoBack: () => boolean;
  /** Opens `url` outside the page (a new window, a store app). */
  readonly openExternal: (url: string) => void;
  /** Follows an app's own link (a custom scheme the app takes; the page stays). */
  readonly openAppLink: (url: string) => void;
}

export type Unlisten = () => void;

/** Window and document events. */
interface PortalEvents {
  readonly listen: (type: string, listener: (event: Event) => void) => Unlisten;
  /** window.dispatchEvent(new CustomEvent(type, { detail })). */
  readonly dispatch: (type: string, detail: unknown) => void;
}

interface PortalClock {
  /** Epoch milliseconds. */
  readonly now: () => number;
  readonly every: (ms: number, tick: () => void) => Unlisten;
  /** Calls `frame` with the epoch time on every animation frame. */
  readonly frames: (frame: (now: number) => void) => Unlisten;
  /** Resolves in a task of its own (a page's), or at once (memory). */
  readonly nextTask: () => Promise<void>;
}

/** A boolean the page can watch (document hidden, prefers dark). */
export interface Watched {
  readonly current: () => boolean;
  readonly watch: (changed: (value: boolean) => void) => Unlisten;
}

export interface PortalEnvironment {
  /** The fetch every backend call goes through (credentials and cookies as a browser would). */
  readonly fetch: typeof globalThis.fetch;
  /** Where the gaming platform's own script is found once loaded. */
  readonly platformScript: PlatformScriptLookup;
  /** Where the chat provider's script is found once loaded. */
  readonly chatWidget: ChatWidgetLookup;
  /**
   * Adds a third party's script to the page; resolves once it ran. A URL off the configured origins
   * is refused (rejects) before anything is fetched; with `integrity` other bytes are refused too.
   */
  readonly loadScript: (url: string, options?: { readonly integrity?: string }) => Promise<void>;
  /** Adds a stylesheet (the CSP admits only the configured origins); resolves once it applies. */
  readonly loadStylesheet: (url: string) => Promise<void>;
  readonly cookies: CookieJar;
  readonly localStorage: KeyValueStore;
  readonly sessionStorage: KeyValueStore;
  readonly location: PortalLocation;
  readonly events: PortalEvents;
  /** window.dataLayer.push for the tag manager. */
  readonly track: (event: AnalyticsEvent) => void;
  readonly clock: PortalClock;
  /** Uniform in [0, 1). */
  readonly random: () => number;
  /** window.prompt; null when cancelled. */
  readonly prompt: (message: string) => string | null;
  readonly device: DeviceInfo;
  /** The operating system's name, as the gateway login reports it. */
  readonly osName: string;
  readonly documentHidden: Watched;
  readonly prefersDark: Watched;
}
