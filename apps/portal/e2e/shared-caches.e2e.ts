// Issue 21, findings 10, 11 and 13: what a shared cache (a CDN) may keep, and the headers of every
// answer. A shared-cacheable answer depends on nothing but its address (and Accept-Encoding): the
// same address asked with other cookies and another browser must give the same body, or the answer
// is private. A page's CSP nonce is never handed to two visitors, so no HTML page is shared-cacheable.
// Files served from disk carry the same protective headers as pages, and CSP violations reach an
// endpoint the portal logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

let servers: SmokeServers;
beforeAll(async () => {
  servers = await startSmokeServers();
});
afterAll(() => servers?.close());

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** Two visitors as different as cookies and browsers make them. */
const VISITORS = [{ 'user-agent': DESKTOP }, { 'user-agent': IPHONE, cookie: 'theme=light; locale=en; native_banner_dismissed=1' }] as const;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(new URL(path, servers.portal.origin), { redirect: 'manual', headers: { accept: 'text/html,*/*', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** What differs between two renders of one page that is no visitor's: nonces and moving amounts. */
const comparable = (body: string) =>
  body
    .replace(/nonce="[^"]+"/g, '')
    .replace(/'nonce-[^']+'/g, '')
    .replace(/[\d\s\u00a0,.]+/g, '');

const isShared = (cacheControl: string | null) =>
  cacheControl !== null && /\bpublic\b|s-maxage/.test(cacheControl) && !/\bprivate\b|no-store/.test(cacheControl);

const assetPath = async () => /\/assets\/[^"]+\.js/.exec((await get('/')).body)?.[0] ?? '/assets/missing.js';

describe('a shared cache', () => {
  it('keeps an answer only when its body is the same for every visitor', async () => {
    const paths = [
      '/',
      '/vsechny-hry',
      '/kasino-zive',
      '/vyrobci',
      '/en',
      '/jackpoty',
      '/_.data',
      '/vsechny-hry.data',
      '/en/vyrobci.data',
      '/favicon.svg',
      await assetPath(),
    ];
    const mixed: string[] = [];
    for (const path of paths) {
      const [first, second] = await Promise.all(VISITORS.map((visitor) => get(path, visitor)));
      const shared = [first!, second!].filter((answer) => isShared(answer.headers.get('cache-control')));
      if (shared.length > 0 && comparable(first!.body) !== comparable(second!.body)) mixed.push(`${path}: ${shared[0]!.headers.get('cache-control')}`);
    }
    expect(mixed).toEqual([]);
  });

  it('never keeps a page with a CSP nonce', async () => {
    for (const path of ['/', '/vsechny-hry', '/tohle-neexistuje', '/en/kasino-zive']) {
      const page = await get(path);
      expect(page.headers.get('content-security-policy'), path).toMatch(/'nonce-/);
      expect(isShared(page.headers.get('cache-control')), `${path}: ${page.headers.get('cache-control')}`).toBe(false);
    }
  });
});

describe('every answer', () => {
  it('says nosniff, a referrer policy and a permissions policy, files from disk included', async () => {
    for (const path of ['/', '/favicon.svg', await assetPath(), '/vsechny-hry.data', '/tohle-neexistuje']) {
      const { headers } = await get(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
      // Served over plain http here: HSTS only where the portal's public origin is https.
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('CSP violations', () => {
  it('are reported to an endpoint of the portal, which takes a report and nothing large', async () => {
    const page = await get('/');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/report-uri \/csp-report/);
    expect(policy).toMatch(/report-to csp/);
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
    const report = {
      'csp-report': { 'document-uri': `${servers.portal.origin}/`, 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js' },
    };
    const sent = await fetch(new URL('/csp-report', servers.portal.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const large = await fetch(new URL('/csp-report', servers.portal.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: 'x'.repeat(64 * 1024),
    });
    expect(large.status).toBe(413);
  });
});
