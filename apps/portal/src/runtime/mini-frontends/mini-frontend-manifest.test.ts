// Finding a mini-frontend through its manifest: each way it can fail is its own reason, and a good
// manifest loads its stylesheets, then its entry with the manifest's integrity hash.
import { describe, expect, it } from 'vitest';
import { createMemoryEnvironment } from '../environment/memory-environment.ts';
import { loadMiniFrontend } from './mini-frontend-manifest.ts';

const PREMATCH = 'https://www.casino.test';
const MANIFEST = { name: 'login-dialog', entry: 'login-dialog.abc123.js', integrity: 'sha384-AbC+/9=', css: ['login-dialog.def456.css'] };

const answering = (status: number, body: string, loadScript?: (url: string) => Promise<void>) => {
  const asked: string[] = [];
  const env = createMemoryEnvironment({
    origin: 'https://kasino.casino.test',
    fetch: async (input) => {
      asked.push(String(input));
      return new Response(body, { status });
    },
    ...(loadScript ? { loadScript } : {}),
  });
  return { env, asked };
};

describe('loadMiniFrontend', () => {
  it('fetches {prematch}/fe/{name}/manifest.json and loads the stylesheets, then the entry, next to it', async () => {
    const { env, asked } = answering(200, JSON.stringify(MANIFEST));
    expect(await loadMiniFrontend(env, PREMATCH, 'login-dialog-2')).toEqual({ ok: true, manifest: MANIFEST });
    expect(asked).toEqual([`${PREMATCH}/fe/login-dialog-2/manifest.json`]);
    expect(env.loadedScripts).toEqual([`${PREMATCH}/fe/login-dialog-2/login-dialog.def456.css`, `${PREMATCH}/fe/login-dialog-2/login-dialog.abc123.js`]);
  });

  it('a missing manifest, one that does not decode, and files that do not load are each their own failure', async () => {
    expect(await loadMiniFrontend(answering(404, '{"message":"Not built"}').env, PREMATCH, 'login-dialog')).toEqual({ ok: false, failure: 'manifest-missing' });
    for (const body of ['not json', '{}', JSON.stringify({ ...MANIFEST, entry: '../../evil.js' }), JSON.stringify({ ...MANIFEST, integrity: 'md5-x' })]) {
      expect(await loadMiniFrontend(answering(200, body).env, PREMATCH, 'login-dialog'), body).toEqual({ ok: false, failure: 'manifest-malformed' });
    }
    const refused = answering(200, JSON.stringify(MANIFEST), (url) => (url.endsWith('.js') ? Promise.reject(new Error('refused')) : Promise.resolve()));
    expect(await loadMiniFrontend(refused.env, PREMATCH, 'login-dialog')).toEqual({ ok: false, failure: 'files-failed' });
    const offline = createMemoryEnvironment({ origin: 'https://kasino.casino.test', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await loadMiniFrontend(offline, PREMATCH, 'login-dialog')).toEqual({ ok: false, failure: 'manifest-missing' });
  });
});
