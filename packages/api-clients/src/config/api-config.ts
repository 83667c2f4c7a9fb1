// Where the backends live and what every call must say about the visitor (locale, preview). The
// portal and the tests provide it; the clients never read globals for it.
import { Context, Layer } from 'effect';
import { BasePath, GATEWAY_TIMEOUT_MS, GatewayPath, LIBRARY_DEFAULT_LOCALE, type Locale } from '@casino/core';

/** Absolute base URLs (no trailing slash) of each backend. */
export interface ApiUrls {
  readonly gateway: string;
  readonly contentApi: string;
  readonly localApi: string;
  readonly cms: string;
  readonly frontendApi: string;
  readonly messaging: string;
  readonly builds: string;
  /** The live-feed SignalR hub (http(s); the client negotiates its transport). */
  readonly liveHub: string;
  /** The STOMP notification endpoint (ws(s)). */
  readonly notifications: string;
}

/** Gateway paths; login, logout and keep-alive are configured per operator in production. */
export type GatewayPaths = { readonly [K in keyof typeof GatewayPath]: string };

export interface ApiConfigShape {
  readonly urls: ApiUrls;
  readonly gatewayPaths: GatewayPaths;
  /** Read on every call, so that a locale switch needs no new clients. */
  readonly locale: () => Locale;
  /** Preview (CMS) mode asks for Draft content; read on every call like the locale. */
  readonly preview: () => boolean;
  /** Per attempt, including reading the body. */
  readonly timeoutMs: number;
  /** The fetch every request goes through (tests pass one with a cookie jar). */
  readonly fetch: typeof globalThis.fetch;
}

export interface ApiConfigOptions {
  readonly urls: ApiUrls;
  readonly gatewayPaths?: Partial<GatewayPaths>;
  readonly locale?: Locale | (() => Locale);
  readonly preview?: boolean | (() => boolean);
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

const constant = <A>(value: A | (() => A)): (() => A) => (typeof value === 'function' ? (value as () => A) : () => value);

export const makeApiConfig = (options: ApiConfigOptions): ApiConfigShape => ({
  urls: options.urls,
  gatewayPaths: { ...GatewayPath, ...options.gatewayPaths },
  locale: constant(options.locale ?? LIBRARY_DEFAULT_LOCALE),
  preview: constant(options.preview ?? false),
  timeoutMs: options.timeoutMs ?? GATEWAY_TIMEOUT_MS,
  // Bound lazily so that a fetch patched after start-up (or absent at import time) is still used.
  fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
});

/** Every backend under one origin, at the contract's base paths (the demo platform's layout). */
export const urlsForOrigin = (origin: string): ApiUrls => {
  const base = origin.replace(/\/+$/, '');
  return {
    gateway: base + BasePath.gateway,
    contentApi: base + BasePath.contentApi,
    localApi: base + BasePath.localApi,
    cms: base + BasePath.cms,
    frontendApi: base + BasePath.frontendApi,
    messaging: base + BasePath.messaging,
    builds: base + BasePath.builds,
    liveHub: base + BasePath.liveHub,
    notifications: base.replace(/^http/, 'ws') + BasePath.notifications,
  };
};

export class ApiConfig extends Context.Service<ApiConfig, ApiConfigShape>()('@casino/api-clients/ApiConfig') {
  static readonly layer = (options: ApiConfigOptions): Layer.Layer<ApiConfig> => Layer.succeed(ApiConfig, makeApiConfig(options));

  /** Content status of the Content and Local APIs: Draft in preview mode, otherwise Published. */
  static readonly contentStatus = (config: ApiConfigShape): 'Draft' | 'Published' => (config.preview() ? 'Draft' : 'Published');
}
