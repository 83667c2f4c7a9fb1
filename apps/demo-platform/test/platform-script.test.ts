// The platform's browser script, evaluated in a node:vm context that looks like a page which
// loaded it from the demo platform, with a fetch that keeps cookies as a browser does.
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath, PLATFORM_SCRIPT_GLOBAL, type PlatformScriptApi } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { createCookieClient, type CookieClient } from './support/http-client.ts';

let platform: DemoPlatform;
let scriptSource: string;

beforeAll(async () => {
  platform = await startDemoPlatform({ seed: 3, size: 60 });
  const response = await fetch(`${platform.origin}${BasePath.platformScript}`);
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  scriptSource = await response.text();
});
afterAll(() => platform.close());

interface Page {
  api: PlatformScriptApi;
  browser: CookieClient;
}

/** A page that loaded the platform script: window.casinoPlatform over a cookie-keeping fetch. */
const loadPage = (browser = createCookieClient(platform.origin)): Page => {
  const window: Record<string, unknown> = {
    fetch: (url: string, init?: RequestInit) => browser.fetch(url, init),
    URL,
    document: { currentScript: { src: `${platform.origin}${BasePath.platformScript}` } },
  };
  runInNewContext(scriptSource, { window, URL }, { filename: 'platform.js' });
  const api = window[PLATFORM_SCRIPT_GLOBAL] as PlatformScriptApi | undefined;
  if (!api) throw new Error('the script did not install its global');
  return { api, browser };
};

let page: Page;
beforeEach(() => {
  page = loadPage();
});

describe('the platform script', () => {
  it('installs every method of PlatformScriptApi', () => {
    const methods: (keyof PlatformScriptApi)[] = [
      'hasLoginCookie',
      'getTemporaryToken',
      'login',
      'validateLogin',
      'logout',
      'keepAlive',
      'getLoggedInPlayer',
      'validateTermsVersion',
      'getWaitingMessages',
      'confirmBonus',
      'acceptPendingLimits',
    ];
    for (const method of methods) expect(typeof page.api[method], method).toBe('function');
  });

  it('logs in, exchanges the temporary token at the gateway and reads balances', async () => {
    expect(await page.api.hasLoginCookie()).toEqual({ hasCookie: false });
    expect(await page.api.getTemporaryToken()).toBeNull();
    expect(await page.api.login({ username: 'demo', password: 'demo', rememberMe: false, realMode: 1 })).toEqual({
      ok: true,
      username: 'demo',
      reason: null,
      twoFactorValidation: null,
    });
    expect(page.browser.cookie('platform_session')?.raw).toMatch(/HttpOnly/);
    expect(await page.api.hasLoginCookie()).toEqual({ hasCookie: true });
    expect(await page.api.getLoggedInPlayer()).toEqual({ username: 'demo' });
    const { token } = (await page.api.getTemporaryToken()) as { token: string };
    const login = await page.browser.post(`${BasePath.gateway}${GatewayPath.login}`, {
      username: 'demo',
      ims_temporary_token: token,
      device_type: 'desktop',
      os_name: 'linux',
      client_platform: 'CasinoDesktop',
    });
    expect(login.status).toBe(200);
    const balances = await page.browser.json<{ balances: { type: string; amount: number }[] }>(`${BasePath.gateway}${GatewayPath.balances}`);
    expect(balances.body.balances.find((balance) => balance.type === 'casino_gaming')?.amount).toBeGreaterThan(0);
    expect(await page.api.keepAlive({ realMode: 1 })).toEqual({ ok: true });
    expect(await page.api.validateTermsVersion()).toEqual({ accepted: true });
  });

  it('rejects a wrong password with a reason', async () => {
    const answer = await page.api.login({ username: 'demo', password: 'wrong', rememberMe: false, realMode: 1 });
    expect(answer).toEqual({ ok: false, username: null, reason: 'invalid_credentials', twoFactorValidation: null });
    expect(await page.api.hasLoginCookie()).toEqual({ hasCookie: false });
  });

  it('logs a remembered username in with an empty password, and only that one', async () => {
    expect(await page.api.login({ username: 'novy', password: '', rememberMe: true, realMode: 1 })).toMatchObject({ ok: false, reason: 'invalid_credentials' });
    await page.api.login({ username: 'novy', password: 'demo', rememberMe: true, realMode: 1 });
    const remembered = page.browser.cookie('remembered_user');
    expect(remembered?.raw).toMatch(/HttpOnly/);
    expect(remembered?.raw).toMatch(/Max-Age=1209600/);
    await page.api.logout({ allSessions: 0, realMode: 1, behavior: 'root', invalidateRememberMe: 0 });
    expect(await page.api.hasLoginCookie()).toEqual({ hasCookie: false });
    expect(await page.api.login({ username: 'demo', password: '', rememberMe: true, realMode: 1 })).toMatchObject({ ok: false });
    expect(await page.api.login({ username: 'novy', password: '', rememberMe: true, realMode: 1 })).toMatchObject({ ok: true, username: 'novy' });
    await page.api.logout({ allSessions: 0, realMode: 1, behavior: 'root', invalidateRememberMe: 1 });
    expect(page.browser.cookie('remembered_user')).toBeUndefined();
    expect(await page.api.login({ username: 'novy', password: '', rememberMe: true, realMode: 1 })).toMatchObject({ ok: false });
  });

  it('answers waiting messages, and a bonus decision removes its message and changes the bonus', async () => {
    expect(await page.api.getWaitingMessages('bonus')).toEqual([]);
    await page.api.login({ username: 'demo', password: 'demo', rememberMe: false, realMode: 1 });
    const before = (await page.api.getWaitingMessages('bonus')) as { templateId: string }[];
    expect(before.map((message) => message.templateId)).toEqual(['B-1003']);
    expect(await page.api.confirmBonus({ bonusId: 'B-1003', action: 'decline' })).toEqual({ ok: true });
    expect(await page.api.getWaitingMessages('bonus')).toEqual([]);
    expect(await page.api.confirmBonus({ bonusId: 'nope', action: 'accept' })).toEqual({ ok: false });
  });

  it('accepts pending limits for the limit account', async () => {
    await page.api.login({ username: 'limit', password: 'demo', rememberMe: false, realMode: 1 });
    expect(await page.api.getWaitingMessages('rg:limits-cool-off')).toHaveLength(1);
    expect(await page.api.acceptPendingLimits()).toEqual({ ok: true });
    expect(await page.api.getWaitingMessages('rg:limits-cool-off')).toEqual([]);
    expect(await page.api.getWaitingMessages('alert')).toHaveLength(1);
  });

  it('ends every session of the player with allSessions', async () => {
    await page.api.login({ username: 'demo', password: 'demo', rememberMe: false, realMode: 1 });
    const other = loadPage();
    await other.api.login({ username: 'demo', password: 'demo', rememberMe: false, realMode: 1 });
    await page.api.logout({ allSessions: 1, realMode: 1, behavior: 'root', invalidateRememberMe: 0 });
    expect(await other.api.hasLoginCookie()).toEqual({ hasCookie: false });
  });
});
