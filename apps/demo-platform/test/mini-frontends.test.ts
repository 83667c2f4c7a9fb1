// The mini-frontends on the prematch host: the manifest (revalidated) and the hashed files it names
// (kept a year), both login dialog names from the one build, readable by the portal's origin only
// with CORS; nothing outside a build's dist folder, and a missing build is a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';

const PORTAL = 'http://127.0.0.1:4173';
let platform: DemoPlatform;
let dir: string;

beforeAll(async () => {
  dir = `${mkdtempSync(join(tmpdir(), 'mini-frontends-'))}/`;
  mkdirSync(join(dir, 'login-dialog', 'dist'), { recursive: true });
  writeFileSync(
    join(dir, 'login-dialog', 'dist', 'manifest.json'),
    JSON.stringify({ name: 'login-dialog', entry: 'login-dialog.abc.js', integrity: 'sha384-x', css: [] }),
  );
  writeFileSync(join(dir, 'login-dialog', 'dist', 'login-dialog.abc.js'), 'void 0;');
  writeFileSync(join(dir, 'secret.json'), '{}');
  platform = await startDemoPlatform({ world: miniWorld(), miniFrontendsDir: dir, allowedOrigins: [PORTAL] });
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, origin = PORTAL) => fetch(`${platform.origin}${path}`, { headers: { Origin: origin } });

describe('mini-frontends on the prematch host', () => {
  it('serves the manifest, revalidated, to the portal origin; both login dialog names read the one build', async () => {
    for (const name of ['login-dialog', 'login-dialog-2']) {
      const response = await get(`/fe/${name}/manifest.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
      expect(await response.json()).toMatchObject({ entry: 'login-dialog.abc.js' });
    }
    expect((await get('/fe/login-dialog/manifest.json', 'https://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the hashed entry for a year as JavaScript', async () => {
    const response = await get('/fe/login-dialog/login-dialog.abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown name, a missing build or file, and anything outside the build', async () => {
    for (const path of [
      '/fe/my-account/manifest.json',
      '/fe/login-dialog/missing.js',
      '/fe/nothing/manifest.json',
      '/fe/login-dialog/..%2F..%2Fsecret.json',
      '/fe/login-dialog/x.html',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
