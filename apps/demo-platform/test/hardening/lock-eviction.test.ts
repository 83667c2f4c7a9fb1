// Issue 21, finding 15: a flood of failures under junk keys must not evict a locked key from the
// limiter's bounded table (that reset the lock of the account under attack). A lock lives until it
// ends; when the table is full of live locks, keys it cannot track are refused, not old locks dropped.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { createAttemptLimiter, type AttemptLimits } from '../../src/state/attempt-limiter.ts';
import { DEFAULT_LOGIN_LIMITS } from '../../src/state/login-limits.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient } from '../support/http-client.ts';

const limits: AttemptLimits = { freeFailures: 1, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 300_000, maxKeys: 4 };

describe('the attempt limiter under a flood of keys', () => {
  it('never lets a locked key through before its lock ends, whatever other keys fail', () => {
    const otherFailure = fc.record({ gap: fc.integer({ min: 0, max: 500 }), key: fc.string({ minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.array(otherFailure, { maxLength: 60 }), (failures, others) => {
        let clock = 0;
        const limiter = createAttemptLimiter(limits, () => clock);
        for (let n = 0; n < failures; n += 1) limiter.fail('victim');
        const lock = limiter.check('victim');
        if (lock.allowed) return false;
        const lockEnds = clock + lock.retryAfterMs;
        for (const { gap, key } of others) {
          clock += gap;
          if (key === 'victim') continue;
          if (limiter.check(key).allowed) limiter.fail(key);
          if (clock < lockEnds && limiter.check('victim').allowed) return false;
        }
        return true;
      }),
    );
  });

  it('refuses a new key while the table is full of live locks, and takes it once one ends', () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ ...limits, freeFailures: 0 }, () => clock);
    for (const key of ['a', 'b', 'c', 'd']) limiter.fail(key);
    const refused = limiter.check('e');
    expect(refused).toEqual({ allowed: false, retryAfterMs: limits.baseDelayMs });
    limiter.fail('e');
    expect(limiter.check('a').allowed).toBe(false);
    clock += limits.baseDelayMs;
    expect(limiter.check('e').allowed).toBe(true);
    limiter.fail('e');
    expect(limiter.check('e').allowed).toBe(false);
  });
});

describe('a locked account on the platform', () => {
  let platform: DemoPlatform;
  const now = Date.parse('2026-11-25T10:00:00Z');
  // A small table, so the flood that filled 10,000 keys in the finding takes a few dozen requests here.
  const maxKeys = 40;
  beforeAll(async () => {
    platform = await startDemoPlatform({
      world: miniWorld(),
      clock: () => now,
      loginLimits: {
        perAccount: { ...DEFAULT_LOGIN_LIMITS.perAccount, maxKeys },
        // Rotating addresses (all of this test's requests come from 127.0.0.1): no address is ever limited.
        perAddress: { ...DEFAULT_LOGIN_LIMITS.perAddress, freeFailures: Number.MAX_SAFE_INTEGER, maxKeys },
      },
    });
  });
  afterAll(() => platform.close());

  it('stays locked after failures under junk names from rotating addresses', async () => {
    const login = (username: string, password: string) => createCookieClient(platform.origin).post<{ ok: boolean }>('/platform/login', { username, password });
    for (let n = 0; n <= DEFAULT_LOGIN_LIMITS.perAccount.freeFailures; n += 1) await login('demo', `guess-${n}`);
    expect((await login('demo', 'demo')).status).toBe(429);
    for (let n = 0; n < maxKeys + 10; n += 1) await login(`junk-${n}`, 'x');
    const afterFlood = await login('demo', 'demo');
    expect(afterFlood.status).toBe(429);
    expect(afterFlood.body.ok).toBe(false);
  });
});
