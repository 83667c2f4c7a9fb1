// Composes the demo platform: request log and fault switches first, then every backend under its
// base path, served by a plain node http.Server (exposed so WebSocket upgrades can be added).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getRequestListener } from '@hono/node-server';
import { ACCOUNT_PATH, BasePath, MINI_FRONTEND_BASE_PATH } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import type { PlatformContext } from './context.ts';
import type { DemoPlatform, StartOptions } from './types.ts';
import { createFaultStore, faultMiddleware, TEST_SWITCH_PREFIX, type FaultStore } from './faults.ts';
import { createRequestLog, requestLogMiddleware } from './request-log.ts';
import { createSessions } from './state/sessions.ts';
import { createPlayerStates } from './state/player-state.ts';
import { createJackpotMeter } from './state/jackpot-meter.ts';
import { createPlayerEvents } from './state/player-events.ts';
import { createLoginGuard, DEFAULT_LOGIN_LIMITS } from './state/login-limits.ts';
import { createRealtime, realtimeTestSwitches, type Realtime } from './realtime/index.ts';
import { sameOriginOnly } from './http/same-origin-only.ts';
import { crossSiteGuard } from './http/cross-site-guard.ts';
import { ownHostsOf, type OwnHosts } from './http/own-hosts.ts';
import { LIMITS } from './http/limits.ts';
import { createContentCache } from './http/content-cache.ts';
import { corsPolicy, DEFAULT_PORTAL_ORIGINS } from './http/cors-policy.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createAssetRenderer } from './assets/asset-renderer.ts';
import { createAssetCatalogue } from './assets/asset-catalogue.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { contentApiRoutes } from './routes/content-api.ts';
import { localApiRoutes } from './routes/local-api.ts';
import { cmsRoutes } from './routes/cms.ts';
import { winnersRoutes } from './routes/winners.ts';
import { messagingRoutes } from './routes/messaging.ts';
import { buildsRoutes } from './routes/builds.ts';
import { platformRoutes } from './routes/platform.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { testSwitchRoutes } from './routes/test-switches.ts';
import { indexPageRoutes } from './routes/index-page.ts';
import { operatorPageRoutes } from './routes/operator-pages.ts';
import { accountPageRoutes } from './routes/account-pages.ts';
import { demoGameRoutes } from './routes/demo-games.ts';
import { miniFrontendRoutes } from './routes/mini-frontends.ts';

export const DEFAULT_HOST = '127.0.0.1';

export const createContext = (options: StartOptions = {}): PlatformContext => {
  const clock = options.clock ?? Date.now;
  const world =
    options.world ??
    generateWorld({
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.size === undefined ? {} : { size: options.size }),
      ...(options.now === undefined ? {} : { now: options.now }),
    });
  const buildId = options.buildId ?? `demo-${world.seed}-${world.size}`;
  return {
    world,
    players: createPlayerStates(world),
    sessions: createSessions(),
    jackpots: createJackpotMeter(world.jackpots, clock),
    assets: createAssetRenderer(createAssetCatalogue(world), { diskCacheDir: options.assetCacheDir ?? null }),
    clock,
    random: options.random ?? Math.random,
    buildId,
    playerEvents: createPlayerEvents(),
    loginGuard: createLoginGuard(options.loginLimits ?? DEFAULT_LOGIN_LIMITS, clock),
    content: createContentCache(buildId, options.contentCache ?? true),
  };
};

export const createApp = (
  ctx: PlatformContext,
  faults: FaultStore,
  requests: ReturnType<typeof createRequestLog>,
  realtime?: Realtime,
  options: Pick<StartOptions, 'testSwitches' | 'allowedOrigins' | 'miniFrontendsDir'> = {},
  ownHosts: OwnHosts = () => [],
) => {
  const app = new Hono();
  // Bodies are bounded before anything reads them (the request log included).
  app.use(
    '*',
    bodyLimit({
      maxSize: LIMITS.requestBodyBytes,
      onError: (c) => c.json({ message: `Request body over ${LIMITS.requestBodyBytes} bytes` }, 413),
    }),
  );
  app.use('*', requestLogMiddleware(requests));
  const portalOrigins = options.allowedOrigins ?? DEFAULT_PORTAL_ORIGINS;
  app.use('*', securityHeaders([BasePath.demoGames, ACCOUNT_PATH], portalOrigins));
  // The portal runs on another origin and sends its cookies: credentials need its origin echoed.
  app.use('*', corsPolicy(portalOrigins));
  app.use('*', crossSiteGuard(portalOrigins, ownHosts, [BasePath.liveHub]));
  app.use('*', faultMiddleware(faults));
  // Only a platform started for tests has switches: `npm start` must never hand out its request log.
  if (options.testSwitches) {
    app.use(`${TEST_SWITCH_PREFIX}/*`, sameOriginOnly(ownHosts));
    app.route(TEST_SWITCH_PREFIX, testSwitchRoutes(faults, requests));
    if (realtime) app.route(`${TEST_SWITCH_PREFIX}/realtime`, realtimeTestSwitches(realtime));
  }
  app.route(BasePath.gateway, gatewayRoutes(ctx));
  app.route(BasePath.contentApi, contentApiRoutes(ctx));
  app.route(BasePath.localApi, localApiRoutes(ctx));
  app.route(BasePath.cms, cmsRoutes(ctx));
  app.route(BasePath.frontendApi, winnersRoutes(ctx));
  app.route(BasePath.messaging, messagingRoutes(ctx));
  app.route(BasePath.builds, buildsRoutes(ctx));
  app.route(BasePath.platform, platformRoutes(ctx));
  // The chat provider's paths are absolute (its script and its unread query).
  app.route('/', chatRoutes(ctx));
  app.route(BasePath.demoGames, demoGameRoutes(ctx));
  app.route(MINI_FRONTEND_BASE_PATH, miniFrontendRoutes(options.miniFrontendsDir));
  if (realtime) app.route('/', realtime.app);
  app.route('/', operatorPageRoutes());
  app.route('/', accountPageRoutes(ctx, portalOrigins));
  app.route('/', indexPageRoutes(ctx));
  app.onError((error, c) => c.json({ message: `Internal error: ${error.message}` }, 500));
  return app;
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });

export const startDemoPlatform = async (options: StartOptions = {}): Promise<DemoPlatform> => {
  const ctx = createContext(options);
  const faults = createFaultStore();
  const requests = createRequestLog();
  const realtime = createRealtime({
    liveTables: ctx.world.liveTables,
    resolveNotificationToken: (token) => ctx.sessions.notificationTokenOwner(token),
    seed: ctx.world.seed,
    ...options.realtime,
  });
  const stopNotifying = ctx.playerEvents.subscribe((username, notification) => realtime.notifications.notify(username, notification));
  const stopEnding = ctx.sessions.onNotificationTokenEnded((token) => realtime.notifications.endToken(token));
  const host = options.host ?? DEFAULT_HOST;
  // The names it answers to are known once it listens (port 0 picks one); until then, none.
  let ownHosts: readonly string[] = [];
  const app = createApp(ctx, faults, requests, realtime, options, () => ownHosts);
  const server = createServer(getRequestListener(app.fetch));
  server.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
  });
  const address = await listen(server, options.port ?? 0, host);
  ownHosts = ownHostsOf(host, address.port);
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    origin,
    port: address.port,
    world: ctx.world,
    faults: { add: faults.add, clear: faults.clear, list: faults.list },
    requests: { all: requests.all, count: requests.count, clear: requests.clear },
    server,
    realtime,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stopNotifying();
        stopEnding();
        realtime.close();
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections of test clients would hold close() open.
        server.closeAllConnections();
      }),
  };
};
