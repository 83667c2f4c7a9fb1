// Assets (ContentApiPath.asset): /content/assets/{id}[/{seoFileName}]?width=&height= as webp.
// An unknown id answers 404 with the fallback image as its body, so that an <img> still shows a
// tile while clients and tests can tell the id was wrong.
import { Hono, type Context } from 'hono';
import type { PlatformContext } from '../context.ts';
import { matchesEtag } from '../http/content-cache.ts';

/** Rendered images never change for an id within a process; a day of caching is safe. */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** The renderer rounds any size to core's ASSET_DIMENSIONS; here only numbers get through. */
const dimension = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

export const assetRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  const serve = async (c: Context) => {
    const asset = await ctx.assets.render({
      id: c.req.param('id') ?? '',
      width: dimension(c.req.query('width') ?? c.req.query('w')),
      height: dimension(c.req.query('height') ?? c.req.query('h')),
    });
    const headers = { 'content-type': 'image/webp', 'cache-control': ASSET_CACHE_CONTROL, etag: asset.etag };
    // webp is compressed already; a client that holds this rendering revalidates for nothing.
    if (asset.known && matchesEtag(c.req.header('if-none-match'), asset.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(asset.body), asset.known ? 200 : 404, headers);
  };
  app.get('/:id', serve);
  app.get('/:id/:seoFileName', serve);
  return app;
};
