// The built client files: hashed assets under /assets for a year (immutable), other public files for
// an hour. Each is sent as the build wrote it: its brotli or gzip copy (precompress-assets.ts) when
// the request accepts one, else the file itself (which the compression middleware may still
// compress, for a client that takes neither copy's encoding without a weight). The public files
// outside /assets are listed once at start (a build's files never change under a running server):
// a page's address is no file, and asking the disk for it on every render was a stat or two per page.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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

/** The request paths (decoded) that name a file of `root` outside its assets folder, or a folder's index.html. */
export const publicFilePaths = (root: string): ReadonlySet<string> => {
  const paths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (file.startsWith('/assets/')) continue;
    paths.add(file);
    // serveStatic answers a folder's address with its index.html.
    if (entry.name === 'index.html') paths.add(file.slice(0, -'index.html'.length)).add(file.slice(0, -'/index.html'.length) || '/');
  }
  return paths;
};

const decodedPath = (path: string): string | null => {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
};

export const serveClientFiles = (app: Hono, clientDir: string): void => {
  app.use('/assets/*', filesCachedFor(clientDir, IMMUTABLE));
  const publicFiles = publicFilePaths(clientDir);
  const publicFile = filesCachedFor(clientDir, PUBLIC_FILE);
  app.use('*', (c, next) => (publicFiles.has(decodedPath(c.req.path) ?? '') ? publicFile(c, next) : next()));
};
