// The built client files: hashed assets under /assets for a year (immutable), other public files for
// an hour. Each is sent as the build wrote it: its brotli or gzip copy (precompress-assets.ts) when
// the request accepts one, else the file itself (which the compression middleware may still
// compress, for a client that takes neither copy's encoding without a weight).
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { IMMUTABLE, PUBLIC_FILE } from './cache-headers.ts';

/**
 * The files under `root`, found ones with this Cache-Control. (serveStatic's onFound runs after its
 * response is made, and a header set then never reaches it: public files went out without one.)
 */
const filesCachedFor = (root: string, cacheControl: string): MiddlewareHandler => {
  const files = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    let missing = false;
    const response = await files(c, async () => {
      missing = true;
    });
    if (missing || !(response instanceof Response)) return next();
    response.headers.set('Cache-Control', cacheControl);
    return response;
  };
};

export const serveClientFiles = (app: Hono, clientDir: string): void => {
  app.use('/assets/*', filesCachedFor(clientDir, IMMUTABLE));
  app.use('*', filesCachedFor(clientDir, PUBLIC_FILE));
};
