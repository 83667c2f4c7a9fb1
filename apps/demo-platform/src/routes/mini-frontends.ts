// The operator's mini-frontends (part 2 §1) on the prematch host, which is the platform itself in
// the demo: `/fe/{name}/manifest.json` and the files it names, from each mini-frontend's build
// (apps/mini-frontends/{name}/dist, written by `node apps/mini-frontends/build.ts`). The manifest
// is revalidated on every use; the files it names carry their content hash and are kept for a year.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { MINI_FRONTEND_MANIFEST_FILE, MiniFrontendName } from '@casino/core';

/** Where the builds are: apps/mini-frontends beside this app. */
export const DEFAULT_MINI_FRONTENDS_DIR = fileURLToPath(new URL('../../../mini-frontends/', import.meta.url));

/**
 * The build folder each served name reads. The spec tells nothing that differs between the two login
 * dialogs (only the toggles that pick one), so both names serve the one build.
 */
const BUILD_OF: Readonly<Partial<Record<string, string>>> = {
  [MiniFrontendName.loginDialog]: MiniFrontendName.loginDialog,
  [MiniFrontendName.loginDialog2]: MiniFrontendName.loginDialog,
  [MiniFrontendName.cookieConsent]: MiniFrontendName.cookieConsent,
  [MiniFrontendName.notificationHub]: MiniFrontendName.notificationHub,
  [MiniFrontendName.inAppNotification]: MiniFrontendName.inAppNotification,
  [MiniFrontendName.myAccount]: MiniFrontendName.myAccount,
};

const SAFE_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.(js|css|json)$/;
const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

export const miniFrontendRoutes = (dir: string = DEFAULT_MINI_FRONTENDS_DIR) => {
  const app = new Hono();
  app.get('/:name/:file', async (c) => {
    const build = BUILD_OF[c.req.param('name')];
    const file = c.req.param('file');
    const extension = SAFE_FILE.exec(file)?.[1] as keyof typeof TYPES | undefined;
    if (build === undefined || extension === undefined || file.includes('..')) return c.json({ message: 'No such mini-frontend file' }, 404);
    let body: Buffer;
    try {
      body = await readFile(`${dir}${build}/dist/${file}`);
    } catch {
      return c.json({ message: `Not built: ${build}/${file}` }, 404);
    }
    c.header('Cache-Control', file === MINI_FRONTEND_MANIFEST_FILE ? 'no-cache' : 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(body), 200, { 'content-type': TYPES[extension] });
  });
  return app;
};
