// Finding 4: the test switches exist only on a platform started for tests; their request log keeps
// a bounded amount, hides every secret, and answers requests of its own origin only; the real-time
// switches answer 400 to a body that is not what they take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { REQUEST_LOG_LIMITS } from '../../src/request-log.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, loginAs } from '../support/http-client.ts';

describe('a platform started without test switches', () => {
  let platform: DemoPlatform;
  beforeAll(async () => {
    platform = await startDemoPlatform({ world: miniWorld() });
  });
  afterAll(() => platform.close());

  it('has no /__test routes', async () => {
    for (const [method, path] of [
      ['GET', '/__test/requests'],
      ['POST', '/__test/faults'],
      ['DELETE', '/__test/faults'],
      ['POST', '/__test/realtime/drop'],
      ['POST', '/__test/realtime/notify'],
      ['GET', '/__test/realtime/tables'],
    ] as const) {
      const response = await fetch(`${platform.origin}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('a platform started for tests', () => {
  let platform: DemoPlatform;
  beforeAll(async () => {
    platform = await startDemoPlatform({ world: miniWorld(), testSwitches: true });
  });
  afterAll(() => platform.close());

  it('hides passwords, tokens, cookies and Authorization in its request log', async () => {
    const client = createCookieClient(platform.origin);
    await loginAs(client, 'demo');
    await client.fetch('/gateway/pams/api/v2/balances', { headers: { authorization: 'Bearer abc' } });
    await client.fetch('/hubs/live/negotiate?access_token=xyz', { method: 'POST' });
    const log = JSON.stringify(await (await fetch(`${platform.origin}/__test/requests`)).json());
    expect(log).not.toContain('"demo"}'.replace('}', '') + ',"password":"demo"');
    expect(log).not.toMatch(/"password":"demo"/);
    expect(log).not.toContain('Bearer abc');
    expect(log).not.toContain('xyz');
    for (const secret of [...client.cookies.values()].map((cookie) => cookie.value)) expect(log).not.toContain(secret);
    expect(log).toContain('gw_session=[redacted]');
  });

  // 520 requests one after another: past vitest's 5 s on a loaded 2-core machine (seen on CI).
  it('keeps a bounded number of requests and bytes', { timeout: 60_000 }, async () => {
    // Under the body limit, over the log's per-body cap.
    const big = 'x'.repeat(60_000);
    for (let n = 0; n < REQUEST_LOG_LIMITS.entries + 20; n += 1) {
      await fetch(`${platform.origin}/content/providers?n=${n}`, { method: n < 10 ? 'POST' : 'GET', body: n < 10 ? big : undefined });
    }
    const entries = platform.requests.all();
    expect(entries.length).toBeLessThanOrEqual(REQUEST_LOG_LIMITS.entries);
    const bytes = entries.reduce((sum, entry) => sum + entry.body.length, 0);
    expect(bytes).toBeLessThanOrEqual(REQUEST_LOG_LIMITS.totalBodyBytes);
  });

  it('answers its own origin only', async () => {
    const foreign = await fetch(`${platform.origin}/__test/requests`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${platform.origin}/__test/requests`, { headers: { origin: platform.origin } });
    expect(own.status).toBe(200);
  });

  it('answers 400 with a message to a real-time switch body that is null or not JSON', async () => {
    for (const path of ['/__test/realtime/faults', '/__test/realtime/notify']) {
      for (const body of ['null', '{not json', '[]', '{"username": 3}']) {
        const response = await fetch(`${platform.origin}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
        expect(response.status, `${path} ${body}`).toBe(400);
        expect(((await response.json()) as { message?: unknown }).message).toEqual(expect.any(String));
      }
    }
  });
});
