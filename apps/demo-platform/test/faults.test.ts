// Fault switches and the request log, in-process and over HTTP (/__test/*).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, MALFORMED_BODY, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';

let platform: DemoPlatform;
const url = (path: string) => `${platform.origin}${path}`;
const GAMES = '/content/games/no-files';
const PROVIDERS = '/content/providers';

beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), testSwitches: true });
});
afterAll(() => platform.close());
afterEach(() => {
  platform.faults.clear();
  platform.requests.clear();
});

describe('fault switches', () => {
  it('are off by default', async () => {
    expect(platform.faults.list()).toEqual([]);
    expect((await fetch(url(GAMES))).status).toBe(200);
  });

  it('answer an error status with the given body or a short text', async () => {
    platform.faults.add({ path: GAMES, status: 503 });
    const first = await fetch(url(GAMES));
    expect(first.status).toBe(503);
    expect(await first.text()).toMatch(/503/);
    platform.faults.clear();
    platform.faults.add({ path: GAMES, status: 500, body: 'database on fire' });
    const second = await fetch(url(GAMES));
    expect([second.status, await second.text()]).toEqual([500, 'database on fire']);
  });

  it('answer 200 with a body that is not JSON when malformed', async () => {
    platform.faults.add({ path: GAMES, malformed: true });
    const response = await fetch(url(GAMES));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('answer a raw body alone with 200', async () => {
    platform.faults.add({ path: GAMES, body: '[]' });
    const response = await fetch(url(GAMES));
    expect([response.status, await response.json()]).toEqual([200, []]);
  });

  it('are spent after `times` uses', async () => {
    platform.faults.add({ path: GAMES, status: 502, times: 2 });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await fetch(url(GAMES))).status);
    expect(statuses).toEqual([502, 502, 200, 200]);
    expect(platform.faults.list()).toEqual([]);
  });

  it('match a method and a path prefix', async () => {
    platform.faults.add({ path: '/content/*', method: 'post', status: 418 });
    expect((await fetch(url(GAMES))).status).toBe(200);
    expect((await fetch(url(GAMES), { method: 'POST' })).status).toBe(418);
    platform.faults.add({ path: '/content/*', status: 500 });
    expect((await fetch(url(PROVIDERS))).status).toBe(500);
    expect((await fetch(url('/api/categories'))).status).toBe(200);
  });

  it('delay the answer by latencyMs: a slow route answers after a fast one started later', async () => {
    platform.faults.add({ path: GAMES, latencyMs: 400 });
    const order: string[] = [];
    const slow = fetch(url(GAMES)).then(async (response) => {
      order.push(`slow ${response.status}`);
    });
    const fast = fetch(url(PROVIDERS)).then(async (response) => {
      order.push(`fast ${response.status}`);
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['fast 200', 'slow 200']);
  });

  it('work over HTTP: POST and DELETE /__test/faults', async () => {
    const added = await fetch(url('/__test/faults'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: GAMES, status: 504, times: 1 }),
    });
    expect(await added.json()).toEqual({ faults: [{ path: GAMES, status: 504, times: 1 }] });
    expect((await fetch(url(GAMES))).status).toBe(504);
    await fetch(url('/__test/faults'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: GAMES, status: 500 }) });
    await fetch(url('/__test/faults'), { method: 'DELETE' });
    expect(platform.faults.list()).toEqual([]);
    expect((await fetch(url(GAMES))).status).toBe(200);
    const invalid = await fetch(url('/__test/faults'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'no-slash' }),
    });
    expect(invalid.status).toBe(400);
  });

  it('never fault the test switches themselves', async () => {
    platform.faults.add({ path: '/*', status: 500 });
    expect((await fetch(url('/__test/requests'))).status).toBe(200);
    expect((await fetch(url('/__test/faults'), { method: 'DELETE' })).status).toBe(200);
  });
});

describe('request log', () => {
  it('records method, path, repeated query parameters, lower-cased headers and body', async () => {
    await fetch(url('/gateway/pams/api/v2/player/bonuses?statusFilter=a&statusFilter=b&x=1'), { headers: { 'Accept-Language': 'cs' } });
    await fetch(url('/api/bloomreach/personalized-games'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    const [first, second] = platform.requests.all();
    expect(first).toMatchObject({ method: 'GET', path: '/gateway/pams/api/v2/player/bonuses', query: { statusFilter: ['a', 'b'], x: '1' }, body: '' });
    expect(first?.headers['accept-language']).toBe('cs');
    expect(second).toMatchObject({ method: 'POST', path: '/api/bloomreach/personalized-games', body: '{"a":1}' });
  });

  it('counts retries, including faulted answers, and clears', async () => {
    platform.faults.add({ path: GAMES, status: 503, times: 1 });
    await fetch(url(GAMES));
    await fetch(url(GAMES));
    expect(platform.requests.count('GET', GAMES)).toBe(2);
    expect(platform.requests.count('get', GAMES)).toBe(2);
    expect(platform.requests.count('POST', GAMES)).toBe(0);
    const overHttp = (await (await fetch(url('/__test/requests'))).json()) as { requests: unknown[] };
    expect(overHttp.requests).toHaveLength(2);
    platform.requests.clear();
    expect(platform.requests.all()).toEqual([]);
  });
});
