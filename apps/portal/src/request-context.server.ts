// What the server hands each request's loaders and render, on React Router's context (never module
// state, so one process serves any number of requests without sharing anything between them): the
// CSP nonce of the response, the portal's configuration, the server's API runtime (one per
// process, with the content answers shared between requests), the views made from those answers
// (view-cache.server.ts, one per process), and the request context every loader
// takes (`pageRequestOf`), made once per request by the root's middleware. The defaults serve
// `react-router dev`, which has no server of ours to set them: no nonce (and no CSP), the platform
// at PLATFORM_ORIGIN.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import type { Effect } from 'effect';
import { hasPreviewSegment, localisedPath, stripLocalePrefix, type Locale } from '@casino/core';
import { loadMessages } from './i18n/load-messages.ts';
import { pageLocale } from './i18n/request-locale.ts';
import type { LinkContext } from './page-links.ts';
import { pageAddressOf } from './page-address.ts';
import { publicOriginOf, publicOriginsFromEnv, type PublicOrigins } from './public-origin.ts';
import { DEFAULT_PLATFORM_ORIGIN } from './platform-origin.ts';
import type { ApiServices } from './runtime/api-runner.ts';
import { demoPortalConfig, type PortalConfig } from './runtime/portal-config.ts';
import { createServerApi, type ServerApi } from './runtime/server-api.ts';
import { createMarkupCache, type MarkupCache } from './html/markup-cache.server.ts';
import { createViewCache, type ViewCache } from './view-cache.server.ts';

const defaultConfig = demoPortalConfig(process.env['PLATFORM_ORIGIN'] || DEFAULT_PLATFORM_ORIGIN);

// An empty nonce means none (a context without a default throws when read).
export const cspNonceContext = createContext<string>('');
export const portalConfigContext = createContext<PortalConfig>(defaultConfig);
/** The portal's public origins (PUBLIC_ORIGINS); none: loopback addresses only (public-origin.ts). */
export const publicOriginsContext = createContext<PublicOrigins>(publicOriginsFromEnv(process.env['PUBLIC_ORIGINS']));
/** The server's API runtime (the app makes one with its config); under `react-router dev` one over the default config (its layers build on the first call). */
export const serverApiContext = createContext<ServerApi>(createServerApi(defaultConfig, null));
/** Views made from the shared content answers (the app makes one per server); under `react-router dev` one of its own. */
export const viewCacheContext = createContext<ViewCache>(createViewCache());
/** HTML of page parts drawn from those views (the app makes one per server); under `react-router dev` one of its own. */
export const markupCacheContext = createContext<MarkupCache>(createMarkupCache());

/** Everything a loader knows about its request, made once per request. */
export interface PageRequest {
  readonly request: Request;
  /** The page's address: a client navigation's data request (`/x.data`) is for the page at `/x`. */
  readonly url: URL;
  readonly config: PortalConfig;
  readonly locale: Locale;
  /** The route carries /preview: drafts are shown (the server always renders for a visitor). */
  readonly preview: boolean;
  /** The portal's own public origin (never the request's Host unless it is one of them). */
  readonly origin: string;
  /** The page's canonical address: this language, no /preview. */
  readonly canonical: string;
  /** The locale's compiled messages (loaded once per process and locale) and the request's i18n over them. */
  readonly messages: Messages;
  readonly i18n: I18n;
  /** Links and image URLs in the page's language and preview mode. */
  readonly links: LinkContext;
  /** The server's views made from shared answers: a page's terms (locale, preview …) are named by the caller. */
  readonly views: ViewCache;
  /** Runs api-client calls for this page (its locale and preview flag), stopped when the request is. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, ApiServices>) => Promise<A>;
}

export const canonicalPath = (pathname: string, locale: Locale): string => {
  const { pathname: bare } = stripLocalePrefix(pathname);
  const withoutPreview = bare === '/preview' ? '/' : bare.startsWith('/preview/') ? bare.slice('/preview'.length) : bare;
  return localisedPath(withoutPreview === '' ? '/' : withoutPreview, locale);
};

export const makePageRequest = async (
  request: Request,
  context: Pick<RouterContextProvider, 'get'>,
  messagesOf: (locale: Locale) => Promise<Messages> = loadMessages,
): Promise<PageRequest> => {
  const config = context.get(portalConfigContext);
  const api = context.get(serverApiContext);
  const url = pageAddressOf(new URL(request.url));
  const origin = publicOriginOf(url, context.get(publicOriginsContext));
  const locale = pageLocale(url.pathname, config.defaultLocale);
  const preview = hasPreviewSegment(url.pathname);
  const messages = await messagesOf(locale);
  const calls = { locale, preview, signal: request.signal };
  return {
    request,
    url,
    config,
    locale,
    preview,
    origin,
    canonical: origin + canonicalPath(url.pathname, locale),
    messages,
    i18n: setupI18n({ locale, messages: { [locale]: messages } }),
    links: { locale, preview, assetBase: config.urls.contentApi },
    views: context.get(viewCacheContext),
    run: (effect) => api.run(effect, calls),
  };
};

/** No middleware ran (a loader called outside a request of the router): made here, once per context. */
export const pageRequestContext = createContext<PageRequest>();

/** The root's middleware: the request context, before any loader runs. */
export const pageRequestMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(pageRequestContext, await makePageRequest(request, context));
  return next();
};

export const pageRequestOf = (context: Pick<RouterContextProvider, 'get'>): PageRequest => context.get(pageRequestContext);
