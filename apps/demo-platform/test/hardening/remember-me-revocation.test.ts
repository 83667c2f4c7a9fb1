// Issue 21, finding 16: "log out of all sessions" must end every remembered login of the player on
// every device, and a remember-me token must stop working on the server when its cookie would have
// expired (COOKIE_REMEMBERED_DAYS), not live for ever in the platform's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_REMEMBERED_DAYS, TimeMs } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, type CookieClient } from '../support/http-client.ts';

let platform: DemoPlatform;
let now = Date.parse('2026-11-25T10:00:00Z');
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), clock: () => now, loginLimits: false });
});
afterAll(() => platform.close());

const login = (client: CookieClient, username: string, password: string, rememberMe = false) =>
  client.post<{ ok: boolean }>('/platform/login', { username, password, rememberMe });
/** A browser that comes back with only its remember-me cookie (its session cookie gone). */
const silentLogin = (client: CookieClient, username: string) =>
  client.post<{ ok: boolean }>(
    '/platform/login',
    { username, password: '' },
    { headers: { cookie: `remembered_user=${client.cookie('remembered_user')?.value ?? ''}` } },
  );

describe('remember-me tokens', () => {
  it('all end when the player logs out of all sessions on one device', async () => {
    const phone = createCookieClient(platform.origin);
    const laptop = createCookieClient(platform.origin);
    const desk = createCookieClient(platform.origin);
    for (const device of [phone, laptop, desk]) expect((await login(device, 'novy', 'demo', true)).body.ok).toBe(true);
    await phone.post('/platform/logout', { allSessions: 1, invalidateRememberMe: 0 });
    expect((await silentLogin(laptop, 'novy')).body.ok).toBe(false);
    expect((await silentLogin(desk, 'novy')).body.ok).toBe(false);
    expect((await silentLogin(phone, 'novy')).body.ok).toBe(false);
  });

  it('expire on the server with the cookie', async () => {
    const browser = createCookieClient(platform.origin);
    expect((await login(browser, 'demo', 'demo', true)).body.ok).toBe(true);
    now += COOKIE_REMEMBERED_DAYS * TimeMs.DAY - TimeMs.MINUTE;
    expect((await silentLogin(browser, 'demo')).body.ok).toBe(true);
    // The silent login above issued no new token: the old one still ends at its 14 days.
    now += 2 * TimeMs.MINUTE;
    expect((await silentLogin(browser, 'demo')).body.ok).toBe(false);
  });
});
