// Assets (ContentApiPath.asset): /content/assets/{id}[/{seoFileName}]?width=&height= as webp.
// An unknown id answers 404 with the fallback image as its body, so that an <img> still shows a
// tile while clients and tests can tell the id was wrong. The video widgets' ids answer the demo
// video, in byte ranges when asked (browsers stream video that way).
import { Hono, type Context } from 'hono';
import type { PlatformContext } from '../context.ts';
import { DEMO_VIDEO_TYPE, demoVideo, videoAssetIds } from '../assets/demo-video.ts';
import { byteRangeOf } from '../http/byte-range.ts';
import { matchesEtag } from '../http/content-cache.ts';

/** Rendered images never change for an id within a process; a day of caching is safe. */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** The renderer rounds any size to core's ASSET_DIMENSIONS; here only numbers get through. */
const dimension = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

const serveVideo = (c: Context) => {
  const video = demoVideo();
  const size = video.body.length;
  const headers: Record<string, string> = { 'content-type': DEMO_VIDEO_TYPE, 'cache-control': ASSET_CACHE_CONTROL, etag: video.etag, 'accept-ranges': 'bytes' };
  if (matchesEtag(c.req.header('if-none-match'), video.etag)) return c.body(null, 304, headers);
  // If-Range with another validator asks for the whole file (the client's copy is stale).
  const ifRange = c.req.header('if-range');
  const range = ifRange === undefined || ifRange === video.etag ? byteRangeOf(c.req.header('range'), size) : null;
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  if (range === null) return c.body(new Uint8Array(video.body), 200, headers);
  const part = video.body.subarray(range.start, range.end + 1);
  return c.body(new Uint8Array(part), 206, { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}` });
};

export const assetRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  // Game details' preview videos play the same demo video as the widgets.
  const videos = videoAssetIds(
    ctx.world.videoWidgets,
    Object.values(ctx.world.gameInfo).map((info) => info.videoPreview),
  );
  const serve = async (c: Context) => {
    if (videos.has(c.req.param('id') ?? '')) return serveVideo(c);
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
