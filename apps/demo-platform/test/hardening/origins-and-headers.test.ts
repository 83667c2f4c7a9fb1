// Finding 7: credentials cross origins only for the configured portal origins; every answer says
// nosniff and no-referrer and may not be framed, except the demo game pages, which the portal frames;
// a launch token opens one game page within its lifetime and then is spent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, GatewayPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { PLAY_TOKEN_TTL_MS } from '../../src/state/sessions.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, loginAs } from '../support/http-client.ts';

const PORTAL = 'https://portal.example';
let platform: DemoPlatform;
let now = Date.parse('2026-11-24T10:00:00Z');
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), allowedOrigins: [PORTAL], clock: () => now });
});
afterAll(() => platform.close());

const BALANCES = `${BasePath.gateway}${GatewayPath.balances}`;
const PROVIDERS = `${BasePath.contentApi}${ContentApiPath.providers}`;

describe('cross-origin requests', () => {
  it('get no CORS headers from a foreign origin or from null', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:9999']) {
      for (const method of ['GET', 'OPTIONS']) {
        const response = await fetch(`${platform.origin}${BALANCES}`, {
          method,
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(response.headers.get('access-control-allow-origin'), `${method} ${origin}`).toBeNull();
        expect(response.headers.get('access-control-allow-credentials'), `${method} ${origin}`).toBeNull();
      }
    }
  });

  it('carry credentials for a configured portal origin', async () => {
    const preflight = await fetch(`${platform.origin}${BALANCES}`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const get = await fetch(`${platform.origin}${PROVIDERS}`, { headers: { origin: PORTAL } });
    expect(get.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });
});

describe('security headers', () => {
  it('say nosniff and no-referrer and forbid framing on APIs and pages', async () => {
    for (const path of [PROVIDERS, BALANCES, '/', '/no-such-path']) {
      const response = await fetch(`${platform.origin}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    }
  });

  it('let only the portal origins frame a demo game page', async () => {
    const response = await fetch(`${platform.origin}${BasePath.demoGames}/book-of-kings?mode=demo`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe(`frame-ancestors 'self' ${PORTAL}`);
  });
});

describe('launch tokens', () => {
  const launch = async () => {
    const client = createCookieClient(platform.origin);
    await loginAs(client, 'demo');
    const answer = await client.json<{ sessionToken: { sessionToken: string } }>(`${BasePath.gateway}${GatewayPath.playToken}?purpose=play`);
    return answer.body.sessionToken.sessionToken;
  };
  const open = (token: string) => fetch(`${platform.origin}${BasePath.demoGames}/book-of-kings?mode=real&token=${token}`);

  it('open one game page, once', async () => {
    const token = await launch();
    expect((await open(token)).status).toBe(200);
    expect((await open(token)).status).toBe(401);
  });

  it('expire unused after their lifetime', async () => {
    const token = await launch();
    now += PLAY_TOKEN_TTL_MS;
    expect((await open(token)).status).toBe(401);
  });
});
