// The shared HTTP rules against the demo platform's fault switches: each error text of part 1 §8
// appears for its cause, and retries happen only where part 1 §9 / D11 allow them.
import { Effect } from 'effect';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, ErrorKey, GatewayPath, HttpErrorText, RETRY_STATUSES } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { ContentApi } from '../src/content-api/content-api.ts';
import { Gateway } from '../src/gateway/gateway.ts';
import { logIn, openBrowser, playablePlayer, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let browser: Browser;
/** The same session with a short timeout, for the timeout case only (everything else keeps 15 s). */
let impatient: Browser;

const BALANCES = BasePath.gateway + GatewayPath.balances;
const VISIBILITY = BasePath.gateway + GatewayPath.balanceVisibility;
const GAMES = BasePath.contentApi + ContentApiPath.games;

const balances = () => browser.fail(Gateway.use((g) => g.balances()));

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform);
  await logIn(browser, playablePlayer(platform));
  impatient = await openBrowser(platform, { timeoutMs: 300, jar: browser.jar, withoutScript: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());
beforeEach(() => {
  platform.faults.clear();
  platform.requests.clear();
});

describe('error texts (part 1 §8)', () => {
  it("'Request timed out' when the answer takes longer than the timeout", async () => {
    platform.faults.add({ path: BALANCES, latencyMs: 5000, times: 1 });
    const error = await impatient.fail(Gateway.use((g) => g.balances()));
    expect(error).toMatchObject({
      _tag: 'RequestTimeout',
      message: HttpErrorText.timeout,
      call: 'Gateway.balances',
      errorKey: 'balance',
      timeoutMs: 300,
    });
    expect(platform.requests.count('GET', BALANCES)).toBe(1);
  });

  it("'HTTP {status}: {body}' for a non-OK answer with a body", async () => {
    platform.faults.add({ path: BALANCES, status: 403, body: 'Account locked' });
    const error = await balances();
    expect(error).toMatchObject({ _tag: 'HttpStatusError', status: 403, body: 'Account locked', message: 'HTTP 403: Account locked' });
  });

  it("'HTTP {status}: {status text}' for a non-OK answer without a body", async () => {
    platform.faults.add({ path: BALANCES, status: 404, body: '' });
    expect((await balances()).message).toBe('HTTP 404: Not Found');
  });

  it("'Failed to read response body' for a body that is not JSON", async () => {
    platform.faults.add({ path: BALANCES, malformed: true });
    expect(await balances()).toMatchObject({ _tag: 'ResponseBodyError', message: HttpErrorText.unreadableBody, status: 200 });
  });

  it('a DecodeError naming the call and the field for JSON of the wrong shape', async () => {
    platform.faults.add({ path: BALANCES, body: '{"balances":[{"type":1,"amount":2,"currencyCode":"CZK"}]}' });
    const error = await balances();
    expect(error).toMatchObject({ _tag: 'DecodeError', call: 'Gateway.balances', field: 'balances.0.type', errorKey: 'balance' });
    expect(error.message).toContain('Gateway.balances');
  });

  it(
    'a NetworkError when nothing listens',
    async () => {
      const closed = await startPlatform();
      await closed.close();
      const nowhere = await openBrowser(closed, { withoutScript: true });
      const error = await nowhere.fail(ContentApi.use((c) => c.games()));
      expect(error).toMatchObject({ _tag: 'NetworkError', call: 'ContentApi.games', errorKey: ErrorKey.failedToFetchGames });
    },
    SETUP_TIMEOUT_MS,
  );

  it('applies the same rules to every backend (Content API here)', async () => {
    platform.faults.add({ path: GAMES, malformed: true });
    const error = await browser.fail(ContentApi.use((c) => c.games()));
    expect(error).toMatchObject({ _tag: 'ResponseBodyError', errorKey: ErrorKey.failedToFetchGames });
  });
});

describe('retries (part 1 §9, D11)', () => {
  it.each(RETRY_STATUSES.map((status) => [status]))('GET answered %i is tried twice, POST once', async (status) => {
    platform.faults.add({ path: BALANCES, status });
    platform.faults.add({ path: VISIBILITY, method: 'POST', status });
    expect((await balances()).message).toBe(`HTTP ${status}: Injected fault: ${status}`);
    await browser.fail(Gateway.use((g) => g.setBalanceVisibility({ balanceHidden: true })));
    expect(platform.requests.count('GET', BALANCES)).toBe(2);
    expect(platform.requests.count('POST', VISIBILITY)).toBe(1);
  });

  it.each([[400], [401], [403], [404], [501], [505]])('GET answered %i is not retried', async (status) => {
    platform.faults.add({ path: BALANCES, status });
    await balances();
    expect(platform.requests.count('GET', BALANCES)).toBe(1);
  });

  it('a read that fails once with a transient status succeeds on its retry', async () => {
    platform.faults.add({ path: BALANCES, status: 503, times: 1 });
    const result = await browser.run(Gateway.use((g) => g.balances()));
    expect(result.length).toBeGreaterThan(0);
    expect(platform.requests.count('GET', BALANCES)).toBe(2);
  });

  it('does not retry a timeout, an unreadable body or a decode error', async () => {
    platform.faults.add({ path: BALANCES, malformed: true, times: 1 });
    platform.faults.add({ path: BALANCES, body: '{}', times: 1 });
    await balances();
    await balances();
    expect(platform.requests.count('GET', BALANCES)).toBe(2);
  });

  it(
    'tries exactly 1 + (GET and listed status ? 1 : 0) times for any error status',
    async () => {
      await fc.assert(
        // 407 never reaches a page: fetch itself turns it into a network failure (as browsers do).
        fc.asyncProperty(
          fc.integer({ min: 400, max: 599 }).filter((status) => status !== 407),
          fc.constantFrom('GET' as const, 'POST' as const),
          async (status, method) => {
            platform.faults.clear();
            platform.requests.clear();
            const path = method === 'GET' ? BALANCES : VISIBILITY;
            platform.faults.add({ path, method, status });
            const error = await browser.fail(
              Gateway.use((g) => (method === 'GET' ? Effect.asVoid(g.balances()) : Effect.asVoid(g.setBalanceVisibility({ balanceHidden: false })))),
            );
            expect(error).toMatchObject({ _tag: 'HttpStatusError', status });
            const expected = method === 'GET' && RETRY_STATUSES.includes(status) ? 2 : 1;
            expect(platform.requests.count(method, path)).toBe(expected);
          },
        ),
        { numRuns: 25 },
      );
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('request shape', () => {
  it('asks for JSON and sends JSON on POST', async () => {
    await browser.run(Gateway.use((g) => Effect.all([g.balances(), g.setBalanceVisibility({ balanceHidden: false })])));
    const [get] = platform.requests.all().filter((r) => r.path === BALANCES);
    const [post] = platform.requests.all().filter((r) => r.path === VISIBILITY);
    expect(get?.headers['accept']).toBe('application/json');
    expect(post?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({ balanceHidden: false });
  });
});
