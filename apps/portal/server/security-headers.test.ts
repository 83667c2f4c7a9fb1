// The headers every answer carries (issue 21, finding 13), on a small app as the portal's server
// composes them: a file answer, a page answer, HSTS only where the public origin is https.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveCspReports } from './csp-report.ts';
import { PERMISSIONS_POLICY, securityHeaders } from './security-headers.ts';

const appWith = (publicOrigins: readonly string[], hstsMaxAgeSeconds = 31_536_000) => {
  const app = new Hono();
  app.use(securityHeaders({ publicOrigins, hstsMaxAgeSeconds }));
  app.get('/file.svg', () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
  app.get('/', (c) => c.html('<p>page</p>'));
  return app;
};

describe('security headers', () => {
  it('are on every answer, whoever made it', async () => {
    for (const path of ['/', '/file.svg', '/missing']) {
      const response = await appWith([]).request(`http://127.0.0.1:4173${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('add HSTS where the public origin is https, and only if configured', async () => {
    const origins = ['https://kasino.example'];
    expect((await appWith(origins).request('http://10.0.0.5:4173/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await appWith(origins, 0).request('http://10.0.0.5:4173/')).headers.get('strict-transport-security')).toBeNull();
    expect((await appWith(['http://kasino.example']).request('http://kasino.example/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CSP reports', () => {
  const reportsApp = () => {
    const lines: string[] = [];
    let now = 0;
    const app = new Hono();
    serveCspReports(app, { now: () => now, log: (line) => lines.push(line) });
    return { app, lines, tick: (ms: number) => (now += ms) };
  };
  const post = (app: Hono, body: string) =>
    app.request('http://portal.test/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body });

  it('log one line per report, in either format, without control characters', async () => {
    const { app, lines } = reportsApp();
    expect(
      (
        await post(
          app,
          JSON.stringify({
            'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/x.js\n', 'document-uri': 'http://portal.test/' },
          }),
        )
      ).status,
    ).toBe(204);
    await post(
      app,
      JSON.stringify([
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://img.example/a.png', documentURL: 'http://portal.test/en' } },
      ]),
    );
    expect(lines).toEqual([
      'csp: script-src blocked https://evil.example/x.js  on http://portal.test/',
      'csp: img-src blocked https://img.example/a.png on http://portal.test/en',
    ]);
  });

  it('refuse what is not JSON or too large, and log at most a budget a minute', async () => {
    const { app, lines, tick } = reportsApp();
    expect((await post(app, 'not json')).status).toBe(400);
    expect((await post(app, 'x'.repeat(20_000))).status).toBe(413);
    const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } });
    for (let n = 0; n < 100; n += 1) await post(app, report);
    expect(lines).toHaveLength(60);
    tick(60_000);
    await post(app, report);
    expect(lines).toHaveLength(61);
  });
});
