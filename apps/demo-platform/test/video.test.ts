// The video widgets' files (issue 21, finding 7): a real WebM for each widget of the world and each
// game's preview video, whole or in byte ranges, cached like the other assets; an id nothing plays
// stays a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ seed: 5, size: 12 });
});
afterAll(() => platform.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${platform.origin}${path}`, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

/** The EBML magic number every WebM (Matroska) file starts with. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

describe('video widget files', () => {
  it('serve a WebM for every video widget, with ranges announced and a day of caching', async () => {
    expect(platform.world.videoWidgets.length).toBeGreaterThan(0);
    for (const widget of platform.world.videoWidgets) {
      const { response, body } = await get(widget.videoUrl);
      expect(response.status, widget.videoUrl).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/webm');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect(body.subarray(0, 4)).toEqual(EBML);
      expect(body.length).toBeGreaterThan(10_000);
      expect(body.length).toBeLessThan(300_000);
    }
  });

  it('serve the same WebM for every game preview video of game details', async () => {
    const previews = Object.values(platform.world.gameInfo).flatMap((info) => (info.videoPreview ? [info.videoPreview] : []));
    expect(previews.length).toBeGreaterThan(0);
    for (const preview of previews) {
      const { response, body } = await get(preview);
      expect(response.status, preview).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/webm');
      expect(body.subarray(0, 4)).toEqual(EBML);
    }
  });

  it('answers byte ranges with 206 and the exact bytes, an unsatisfiable range with 416, a known copy with 304', async () => {
    const url = platform.world.videoWidgets[0]!.videoUrl;
    const whole = await get(url);
    const size = whole.body.length;
    const first = await get(url, { range: 'bytes=0-99' });
    expect(first.response.status).toBe(206);
    expect(first.response.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.body).toEqual(whole.body.subarray(0, 100));
    const open = await get(url, { range: `bytes=${size - 10}-` });
    expect(open.response.status).toBe(206);
    expect(open.body).toEqual(whole.body.subarray(size - 10));
    const suffix = await get(url, { range: 'bytes=-5' });
    expect(suffix.response.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(suffix.body).toEqual(whole.body.subarray(size - 5));
    const beyond = await get(url, { range: `bytes=${size}-` });
    expect(beyond.response.status).toBe(416);
    expect(beyond.response.headers.get('content-range')).toBe(`bytes */${size}`);
    const stale = await get(url, { range: 'bytes=0-99', 'if-range': '"another"' });
    expect(stale.response.status).toBe(200);
    const cached = await get(url, { 'if-none-match': whole.response.headers.get('etag') ?? '' });
    expect(cached.response.status).toBe(304);
  });

  it('leaves ids no widget plays a 404 with the fallback image', async () => {
    const { response } = await get(platform.world.videoWidgets[0]!.videoUrl.replace(/[^/]+$/, 'video-nobody'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
