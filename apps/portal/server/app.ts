// The portal's HTTP app (the server build's entry, bundled with the routes so that it shares their
// request contexts): compression, the built client files (as the build compressed them) with their
// cache headers, and every other request through React Router with a fresh CSP nonce and the
// portal's configuration.
import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { demoPortalConfig, type PortalConfig } from '../src/runtime/portal-config.ts';
import { matchRoute, PREVIEW_SEGMENT, rootPathRedirect, stripLocalePrefix } from '@casino/core';
import { pageAddressOf } from '../src/page-address.ts';
import {
  cspNonceContext,
  portalConfigContext,
  publicOriginsContext,
  serverApiContext,
  viewCacheContext,
  markupCacheContext,
} from '../src/request-context.server.ts';
import { createViewCache } from '../src/view-cache.server.ts';
import { createMarkupCache } from '../src/html/markup-cache.server.ts';
import { routeChunksContext, routeChunksFrom } from '../src/routing/route-chunks.ts';
import { createServerApi } from '../src/runtime/server-api.ts';
import { createSharedContent } from '../src/runtime/shared-content.ts';
import { routingConfigContext } from '../src/routing/routing-context.ts';
import { defaultRoutingConfig, type RoutingConfig } from '../src/routing/routing-config.ts';
import { pageCacheControl } from './cache-headers.ts';
import { serveCspReports } from './csp-report.ts';
import { hstsMaxAgeFromEnv, securityHeaders } from './security-headers.ts';
import { serveClientFiles } from './client-files.ts';
import { nativeLoginRedirect } from './native-login-redirect.ts';
import { compression } from './compression.ts';
import { contentSecurityPolicy, errorReportingOrigin, makeNonce, REPORTING_ENDPOINTS } from './content-security-policy.ts';
import { publicOriginsFromEnv } from '../src/public-origin.ts';
import { createRenderQueue, renderTurns, type RenderQueueOptions } from './render-queue.ts';
import { busyText } from '../src/html/busy-answer.server.ts';
import { routerMatchableLocation } from './router-matchable-request.ts';
import { ALLOWED_METHODS, routerRequestOf } from './page-methods.ts';

export interface PortalAppOptions {
  /** Where the operator's (here: the demo platform's) APIs live. */
  readonly platformOrigin: string;
  /** The built client files (build/client). */
  readonly clientDir: string;
  readonly config?: Partial<PortalConfig>;
  /** The root-path redirect and the hosts absolute redirects may go to (default: the demo's). */
  readonly routing?: Partial<RoutingConfig>;
  /** How long content answers serve other requests (default SHARED_CONTENT_TTL_MS; 0: every request fetches). */
  readonly sharedContentTtlMs?: number;
  /** Page renders at once and requests waiting for one (default RENDER_QUEUE). */
  readonly renderQueue?: RenderQueueOptions;
}

/**
 * A few renders per core keep both cores busy while others wait on the platform; more only add
 * memory and latency (render-queue.ts): in the soak, 16 let the RSS grow by a quarter over five
 * rounds where 8 kept it within a tenth. A thousand waiting requests are a few megabytes.
 */
const RENDER_QUEUE: RenderQueueOptions = { concurrent: 8, queued: 1000 };

/** How old the content behind a page may be (shared answers of the platform, refetched after this). */
const SHARED_CONTENT_TTL_MS = 30_000;

export const createPortalApp = ({
  platformOrigin,
  clientDir,
  config: overrides,
  routing: routingOverrides,
  sharedContentTtlMs = SHARED_CONTENT_TTL_MS,
  renderQueue = RENDER_QUEUE,
}: PortalAppOptions): Hono => {
  const config = demoPortalConfig(platformOrigin, overrides);
  const routing = defaultRoutingConfig(routingOverrides);
  const handleRequest = createRequestHandler(build, 'production');
  const reportingOrigin = errorReportingOrigin(process.env['SENTRY_DSN']);
  // One per server: what every visitor sees alike is fetched and decoded once per SHARED_CONTENT_TTL_MS.
  const sharedContent = createSharedContent({ ttlMs: sharedContentTtlMs });
  // One API runtime per server: each request's calls name their locale and preview flag.
  const serverApi = createServerApi(config, sharedContent);
  // One per server: views made from those shared answers, while they last.
  const viewCache = createViewCache();
  // And the HTML React drew from them, sent again as it was (html/markup-cache.server.ts).
  const markupCache = createMarkupCache();
  const routeChunks = routeChunksFrom(build.assets.routes);
  const app = new Hono();
  // The portal's own addresses, for the pages' canonicals and for HSTS (never the request's Host).
  const publicOrigins = publicOriginsFromEnv(process.env['PUBLIC_ORIGINS']);
  app.use(securityHeaders({ publicOrigins, hstsMaxAgeSeconds: hstsMaxAgeFromEnv(process.env['HSTS_MAX_AGE']) }));
  app.use(compression());
  serveClientFiles(app, clientDir);
  serveCspReports(app);
  // A native launch's credentials leave the address before anything else sees it (native-login-redirect.ts).
  app.use('*', nativeLoginRedirect({ publicOrigins }));
  // The configured root-path redirect (part 1 §2), before any render: a temporary one, the operator may change it.
  app.get('/', async (c, next) => {
    const url = new URL(c.req.url);
    const location = rootPathRedirect(url.pathname, url.search, routing.rootRedirect, { allowedHosts: routing.redirectHosts });
    if (location === null) return next();
    return c.redirect(location, 302);
  });
  // An address React Router cannot match goes to the one it can (router-matchable-request.ts).
  app.use('*', async (c, next) => {
    const location = routerMatchableLocation(c.req.url);
    return location === null ? next() : c.redirect(location, 308);
  });
  app.use(
    '*',
    renderTurns(createRenderQueue(renderQueue), (request) => busyText(request, config.defaultLocale)),
  );
  app.all('*', async (c) => {
    const nonce = makeNonce();
    const context = new RouterContextProvider();
    context.set(cspNonceContext, nonce);
    context.set(publicOriginsContext, publicOrigins);
    context.set(portalConfigContext, config);
    context.set(serverApiContext, serverApi);
    context.set(viewCacheContext, viewCache);
    context.set(markupCacheContext, markupCache);
    context.set(routeChunksContext, routeChunks);
    context.set(routingConfigContext, routing);
    const request = routerRequestOf(c.req.raw);
    if (request instanceof Response) return request;
    const response = await handleRequest(request, context);
    const headers = new Headers(response.headers);
    if (response.status === 405) headers.set('Allow', ALLOWED_METHODS);
    // The page's own address (a client navigation's `.data` request names its page's).
    const pagePath = stripLocalePrefix(pageAddressOf(new URL(c.req.url)).pathname).pathname;
    const preview = pagePath.split('/')[1] === PREVIEW_SEGMENT;
    const protectedPage = matchRoute(pagePath)?.auth === 'user';
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', pageCacheControl(response, { preview, protectedPage }));
    // A HEAD of a page has no body and so no Content-Type from the render, but the same headers.
    const type = headers.get('Content-Type') ?? '';
    if (type.startsWith('text/html') || (c.req.method === 'HEAD' && type === '' && (response.status < 300 || response.status >= 400))) {
      headers.set(
        'Content-Security-Policy',
        contentSecurityPolicy(
          nonce,
          new URL(platformOrigin).origin,
          reportingOrigin,
          new URL(config.prematchEndpoint).origin,
          new URL(config.chatScriptUrl).origin,
        ),
      );
      headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
      headers.set('Vary', 'Cookie');
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
  return app;
};
