import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BROTLI_WINDOW_BITS, chooseEncoding, compression } from './compression.ts';

const page = '<p>Hrát</p>'.repeat(400);

const app = new Hono();
app.use(compression());
app.get('/page', (c) => c.html(page));
// Larger than brotli's window (BROTLI_WINDOW_BITS), and unlike itself: it must still arrive whole.
const largePage = Array.from({ length: 40_000 }, (_, index) => `<li>${(index * 7919) % 100_003}</li>`).join('');
app.get('/large', (c) => c.html(largePage));
// A body of known small size (a static file): streamed bodies of unknown length are compressed.
app.get('/tiny', (c) => c.body('ok', 200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }));
app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('the compression middleware', () => {
  it('compresses text by Accept-Encoding and drops the length', async () => {
    const br = await app.request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Length')).toBeNull();
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gzip = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it('sends a page longer than its brotli window whole', async () => {
    expect(largePage.length).toBeGreaterThan(2 ** BROTLI_WINDOW_BITS);
    const br = await app.request('/large', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(largePage);
  });

  it('leaves alone what does not gain: no encoding asked, tiny bodies, images', async () => {
    expect((await app.request('/page')).headers.get('Content-Encoding')).toBeNull();
    expect((await app.request('/tiny', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull();
    expect((await app.request('/image', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull();
  });
});
