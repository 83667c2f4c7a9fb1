// Finding 9: content routes build their answer once per content version and then only send it:
// compressed as the client accepts (brotli, gzip), with an ETag that a revalidation turns into 304,
// and cache headers a CDN can follow (drafts stay private). Assets revalidate too.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BasePath, ContentApiPath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { preferredCoding } from '../../src/http/accept-encoding.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ seed: 3, size: 300 });
});
afterAll(() => platform.close());

/** node:http, not fetch: fetch would decode the body and hide Content-Encoding from the test. */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${platform.origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const GAMES = `${BasePath.contentApi}${ContentApiPath.games}`;
const CONTENT_ROUTES = [
  GAMES,
  `${BasePath.contentApi}${ContentApiPath.providers}?locale=en`,
  `${BasePath.contentApi}${ContentApiPath.collections}`,
  `${BasePath.localApi}${LocalApiPath.layouts}`,
  `${BasePath.localApi}${LocalApiPath.globalSettings}`,
];

describe('content answers', () => {
  it('come compressed as accepted, each decoding to the same JSON', async () => {
    for (const path of CONTENT_ROUTES) {
      const plain = await raw(path);
      const gzip = await raw(path, { 'accept-encoding': 'gzip' });
      const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      expect(br.body.length, path).toBeLessThan(plain.body.length);
      expect(plain.headers['vary'], path).toContain('Accept-Encoding');
    }
  });

  it('carry an ETag and answer 304 to a request that holds it', async () => {
    for (const path of CONTENT_ROUTES) {
      const first = await raw(path);
      const etag = String(first.headers['etag']);
      expect(etag, path).toMatch(/^".+"$/);
      expect(first.headers['cache-control'], path).toMatch(/public, max-age=\d+/);
      const again = await raw(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
  });

  it('are serialised once per content version, not per request', async () => {
    await raw(GAMES);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (let n = 0; n < 5; n += 1) await raw(GAMES, { 'accept-encoding': n % 2 ? 'br' : 'gzip' });
      const bigOnes = stringify.mock.results.filter((result) => typeof result.value === 'string' && result.value.length > 10_000);
      expect(bigOnes).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
  });

  it('of drafts stay private to the previewing visitor', async () => {
    const draft = await raw(`${BasePath.contentApi}${ContentApiPath.promotions}?status=Draft`);
    expect(draft.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('assets', () => {
  it('revalidate with their ETag', async () => {
    const path = `${BasePath.contentApi}${ContentApiPath.asset('fallback')}?width=160`;
    const first = await raw(path);
    const again = await raw(path, { 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
  });
});

describe('preferredCoding', () => {
  it('takes brotli over gzip, honours q=0 and the wildcard', () => {
    expect(preferredCoding('gzip, br')).toBe('br');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(preferredCoding(undefined)).toBe('identity');
  });
});
