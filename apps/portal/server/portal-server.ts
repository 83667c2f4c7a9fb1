// Starts the built portal on a port: imports the server build (build/server/index.js, whose entry
// is app.ts) and serves it with @hono/node-server. Used by `npm start` (main.ts) and the e2e smoke.
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type * as PortalAppModule from './app.ts';

export interface PortalServerOptions {
  readonly port: number;
  readonly host?: string;
  readonly platformOrigin: string;
  /** The operator's settings over the demo's (default: the demo's). */
  readonly config?: PortalAppModule.PortalAppOptions['config'];
  /** The root-path redirect and the redirect allow-list (default: the demo's). */
  readonly routing?: PortalAppModule.PortalAppOptions['routing'];
  /** The build folder (default: the portal's build/). */
  readonly buildDir?: string;
  readonly sharedContentTtlMs?: PortalAppModule.PortalAppOptions['sharedContentTtlMs'];
  /** Renders at once and requests waiting (default: app.ts's RENDER_QUEUE). */
  readonly renderQueue?: PortalAppModule.PortalAppOptions['renderQueue'];
}

export interface PortalServer {
  readonly origin: string;
  readonly close: () => Promise<void>;
}

const DEFAULT_BUILD_DIR = fileURLToPath(new URL('../build/', import.meta.url));

export const startPortalServer = async (options: PortalServerOptions): Promise<PortalServer> => {
  const buildDir = options.buildDir ?? DEFAULT_BUILD_DIR;
  const serverEntry = pathToFileURL(`${buildDir}/server/index.js`).href;
  const { createPortalApp } = (await import(serverEntry)) as typeof PortalAppModule;
  const app = createPortalApp({
    platformOrigin: options.platformOrigin,
    clientDir: `${buildDir}/client`,
    ...(options.config === undefined ? {} : { config: options.config }),
    ...(options.routing === undefined ? {} : { routing: options.routing }),
    ...(options.sharedContentTtlMs === undefined ? {} : { sharedContentTtlMs: options.sharedContentTtlMs }),
    ...(options.renderQueue === undefined ? {} : { renderQueue: options.renderQueue }),
  });
  const host = options.host ?? '127.0.0.1';
  // A port that is taken rejects (EADDRINUSE) instead of crashing the process with an unhandled 'error'.
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => {
      started.off('error', reject);
      resolve(started);
    });
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
};
