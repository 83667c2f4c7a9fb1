// Findings 2 and 3: a remembered login needs the opaque token the platform set (never the username),
// logout with invalidate-remember-me revokes it; every failed login gives the same answer; password
// and preview-password guessing backs off per account and per address.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { createAttemptLimiter, lockDelay, type AttemptLimits } from '../../src/state/attempt-limiter.ts';
import { DEFAULT_LOGIN_LIMITS } from '../../src/state/login-limits.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, type CookieClient } from '../support/http-client.ts';

let platform: DemoPlatform;
let now = Date.parse('2026-11-24T10:00:00Z');
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), clock: () => now });
});
afterAll(() => platform.close());

const login = (client: CookieClient, username: string, password: string, rememberMe = false) =>
  client.post<{ ok: boolean; reason: string | null }>('/platform/login', { username, password, rememberMe, realMode: 1 });

describe('remember-me', () => {
  it('refuses a forged remembered_user cookie that names the account', async () => {
    const client = createCookieClient(platform.origin);
    const answer = await client.post<{ ok: boolean }>('/platform/login', { username: 'demo', password: '' }, { headers: { cookie: 'remembered_user=demo' } });
    expect(answer.body.ok).toBe(false);
    expect(client.cookie('platform_session')).toBeUndefined();
  });

  it('sets an opaque token, accepts it once remembered, and refuses it after a logout that invalidates it', async () => {
    const client = createCookieClient(platform.origin);
    expect((await login(client, 'novy', 'demo', true)).body.ok).toBe(true);
    const token = client.cookie('remembered_user')?.value ?? '';
    expect(token).not.toMatch(/novy/i);
    expect(token.length).toBeGreaterThanOrEqual(20);
    await client.post('/platform/logout', { allSessions: 0, invalidateRememberMe: 0 });
    expect((await login(client, 'novy', '')).body.ok).toBe(true);
    // Another account cannot use novy's token.
    expect((await login(client, 'demo', '')).body.ok).toBe(false);
    await client.post('/platform/logout', { allSessions: 0, invalidateRememberMe: 1 });
    const replay = await client.post<{ ok: boolean }>(
      '/platform/login',
      { username: 'novy', password: '' },
      { headers: { cookie: `remembered_user=${token}` } },
    );
    expect(replay.body.ok).toBe(false);
  });
});

describe('failed logins', () => {
  it('give one answer whatever failed', async () => {
    const answers = [];
    for (const [username, password] of [
      ['demo', 'wrong'],
      ['demo', ''],
      ['nobody', ''],
      ['nobody', 'x'],
    ] as const) {
      answers.push((await login(createCookieClient(platform.origin), username, password)).body);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ ok: false, reason: 'invalid_credentials' });
  });

  it('back off per account: after the free failures even the right password waits', async () => {
    const client = createCookieClient(platform.origin);
    for (let n = 0; n < DEFAULT_LOGIN_LIMITS.perAccount.freeFailures + 1; n += 1) await login(client, 'limit', `guess-${n}`);
    const locked = await login(client, 'limit', 'demo');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ ok: false, reason: 'too_many_attempts' });
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    now += DEFAULT_LOGIN_LIMITS.perAccount.maxDelayMs;
    expect((await login(client, 'limit', 'demo')).body.ok).toBe(true);
  });

  it('back off per address for the preview password', async () => {
    now += DEFAULT_LOGIN_LIMITS.perAddress.windowMs * 2;
    const statuses = [];
    for (let n = 0; n < DEFAULT_LOGIN_LIMITS.perAddress.freeFailures + 2; n += 1) {
      statuses.push((await fetch(`${platform.origin}${BasePath.localApi}${LocalApiPath.previewAuth}?secret=guess-${n}`)).status);
    }
    expect(statuses.slice(0, DEFAULT_LOGIN_LIMITS.perAddress.freeFailures + 1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the attempt limiter', () => {
  const limits: AttemptLimits = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 300_000, maxKeys: 4 };

  it('never lets more than the free failures through without waiting, however fast the guesses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        let clock = 0;
        const limiter = createAttemptLimiter(limits, () => clock);
        let checked = 0;
        let elapsed = 0;
        for (const gap of gaps) {
          clock += gap;
          elapsed += gap;
          if (limiter.check('a').allowed) {
            checked += 1;
            limiter.fail('a');
          }
        }
        // Each failure past the free ones costs at least baseDelayMs of waiting.
        return checked <= limits.freeFailures + 1 + Math.floor(elapsed / limits.baseDelayMs);
      }),
    );
  });

  it('doubles the lock per failure up to the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (failures) => {
        const delay = lockDelay(limits, failures);
        if (failures <= limits.freeFailures) return delay === 0;
        return (
          delay <= limits.maxDelayMs && (delay === limits.maxDelayMs || delay === lockDelay(limits, failures - 1) * 2 || failures === limits.freeFailures + 1)
        );
      }),
    );
  });

  it('keeps at most maxKeys keys, forgetting the stalest whose lock has ended', () => {
    const limiter = createAttemptLimiter({ ...limits, freeFailures: 1 }, () => 0);
    // One failure each: counted, not locked.
    for (const key of ['a', 'b', 'c', 'd', 'e']) limiter.fail(key);
    // a was forgotten to make room for e: its next failure is its first again, b's is its second.
    limiter.fail('b');
    limiter.fail('a');
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('b').allowed).toBe(false);
  });
});
