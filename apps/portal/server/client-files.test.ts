// The client build's files go out as the build compressed them: the brotli or gzip copy by
// Accept-Encoding with its own length, the file itself otherwise, and the cache headers of
// cache-headers.ts either way. Built by the real build step (precompressAssets) in a temporary folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, PUBLIC_FILE } from './cache-headers.ts';
import { publicFilePaths, serveClientFiles } from './client-files.ts';
import { compression } from './compression.ts';
import { precompressAssets } from './precompress-assets.ts';

const script = `export const games = [${Array.from({ length: 300 }, (_, index) => `{"name":"Hra ${index}","code":"hra-${index}"}`).join(',')}];\n`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(60)}</svg>`;
let dir = '';
let app: Hono;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'lobby-Ab12.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-Cd34.js'), 'export {};\n');
  // Bytes no compressor shrinks: no copy is written, the file goes out as it is.
  writeFileSync(join(dir, 'assets', 'noise-Ef56.js'), randomBytes(4096));
  writeFileSync(join(dir, 'favicon.svg'), svg);
  await precompressAssets(dir);
  app = new Hono();
  app.use(compression());
  serveClientFiles(app, dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('precompressAssets', () => {
  it('writes brotli and gzip copies of compressible files, none of tiny or incompressible ones', () => {
    expect(existsSync(join(dir, 'assets', 'lobby-Ab12.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'lobby-Ab12.js.gz'))).toBe(true);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny-Cd34.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise-Ef56.js.br'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'lobby-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'lobby-Ab12.js.gz'))).toString()).toBe(script);
  });

  it('leaves the copies it made alone when run again', async () => {
    const again = await precompressAssets(dir);
    expect(again.map((file) => file.path).filter((path) => path.endsWith('.br') || path.endsWith('.gz'))).toEqual([]);
  });
});

describe('serving the client files', () => {
  it('sends the brotli copy byte for byte, with its length, encoding and Vary, cached a year', async () => {
    const response = await get('/assets/lobby-Ab12.js', 'gzip, deflate, br, zstd');
    const body = await bytesOf(response);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    // The build's quality-11 copy, not one compressed again on the way out.
    expect(body.equals(readFileSync(join(dir, 'assets', 'lobby-Ab12.js.br')))).toBe(true);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
  });

  it('sends the gzip copy to a client that takes gzip only (or refuses brotli)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const response = await get('/assets/lobby-Ab12.js', accept);
      const body = await bytesOf(response);
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(body.equals(readFileSync(join(dir, 'assets', 'lobby-Ab12.js.gz')))).toBe(true);
      expect(response.headers.get('Content-Length')).toBe(String(body.length));
    }
  });

  it('falls back to the file itself without an accepted encoding', async () => {
    const response = await get('/assets/lobby-Ab12.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(response)).toString()).toBe(script);
    expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(script)));
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
  });

  it('sends tiny files as they are, and files without a copy through the compression middleware', async () => {
    const tiny = await get('/assets/tiny-Cd34.js', 'br');
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(tiny)).toString()).toBe('export {};\n');
    const noise = await get('/assets/noise-Ef56.js', 'br');
    const body = await bytesOf(noise);
    const decoded = noise.headers.get('Content-Encoding') === 'br' ? brotliDecompressSync(body) : body;
    expect(decoded.equals(readFileSync(join(dir, 'assets', 'noise-Ef56.js')))).toBe(true);
    expect(noise.headers.get('Cache-Control')).toBe(IMMUTABLE);
  });

  it("answers HEAD with the chosen copy's headers and no body", async () => {
    const response = await get('/assets/lobby-Ab12.js', 'br', 'HEAD');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Length')).toBe(String(readFileSync(join(dir, 'assets', 'lobby-Ab12.js.br')).length));
    expect((await bytesOf(response)).length).toBe(0);
  });

  it('serves other public files precompressed too, cached an hour', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe(svg);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_FILE);
  });

  it('has no cache header of its own for a missing asset', async () => {
    const response = await get('/assets/missing-Zz99.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBeNull();
  });
});

describe('public files outside /assets', () => {
  let root = '';
  let site: Hono;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'public-files-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'docs', 'ohne'), { recursive: true });
    writeFileSync(join(root, 'assets', 'app-Ab12.js'), 'export {};\n');
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(root, 'docs', 'index.html'), '<p>docs</p>');
    writeFileSync(join(root, 'docs', 'ohne', 'čtěte mě.txt'), 'text');
    site = new Hono();
    serveClientFiles(site, root);
    site.get('*', (c) => c.text(`page ${c.req.path}`));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are listed once, with the addresses of a folder holding an index.html', () => {
    expect([...publicFilePaths(root)].sort()).toEqual(['/docs', '/docs/', '/docs/index.html', '/docs/ohne/čtěte mě.txt', '/robots.txt']);
  });

  it('are served by their address (escaped too), and every other address goes on to the pages', async () => {
    expect(await (await site.request('/robots.txt')).text()).toBe('User-agent: *\n');
    expect((await site.request('/robots.txt')).headers.get('Cache-Control')).toBe(PUBLIC_FILE);
    expect(await (await site.request('/docs/')).text()).toBe('<p>docs</p>');
    expect(await (await site.request(`/docs/ohne/${encodeURIComponent('čtěte mě.txt')}`)).text()).toBe('text');
    expect(await (await site.request('/assets/app-Ab12.js')).text()).toBe('export {};\n');
    for (const page of ['/', '/vsechny-hry', '/docs/ohne', '/robots.txt/x', '/%E0%A4%A']) expect(await (await site.request(page)).text()).toBe(`page ${page}`);
  });
});
