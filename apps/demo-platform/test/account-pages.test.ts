// The old my-account pages (part 2 §2): the dashboard and the deposit page on the prematch host,
// framable by the portal origins only, and the same under the game-mode host as pages of their own
// (never framed); the logged-in player's name and balance, never cached; the close and back
// addresses and the close origin only when they are on a portal origin (the redirect allow-list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, BasePath, DEPOSIT_PATH } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';
import { createCookieClient, loginAs } from './support/http-client.ts';

const PORTAL = 'http://127.0.0.1:4173';
let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), allowedOrigins: [PORTAL] });
});
afterAll(() => platform.close());

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('account pages', () => {
  it('show the logged-in player’s name on the dashboard and deposit pages, privately, framable by the portal only on the prematch host', async () => {
    const client = createCookieClient(platform.origin);
    await loginAs(client, 'demo');
    const dashboard = await client.fetch(ACCOUNT_PATH);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
    expect(dashboard.headers.get('content-security-policy')).toBe(`frame-ancestors 'self' ${PORTAL}`);
    const html = await dashboard.text();
    expect(html).toContain('data-account-page="dashboard"');
    expect(html).toMatch(/data-account-username>demo</);
    const deposit = await client.fetch(`${DEPOSIT_PATH}${query({ clientType: 'casino', clientPlatform: 'web' })}`);
    expect(await deposit.text()).toContain('data-deposit-form');
    const touch = await client.fetch(`${BasePath.gameModeHost}${DEPOSIT_PATH}`);
    expect(touch.status).toBe(200);
    expect(touch.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(await touch.text()).toContain('data-account-page="deposit"');
  });

  it('asks a visitor to log in on the portal', async () => {
    const html = await (await fetch(`${platform.origin}${ACCOUNT_PATH}`)).text();
    expect(html).toContain('Nejste přihlášeni');
    expect(html).not.toContain('data-account-username');
  });

  it('speaks the language of the portal page it returns to', async () => {
    const client = createCookieClient(platform.origin);
    await loginAs(client, 'demo');
    const english = await (await client.fetch(`${DEPOSIT_PATH}${query({ closeUrl: `${PORTAL}/en/vsechny-hry`, backUrl: `${PORTAL}/en/vsechny-hry` })}`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1 id="account-title">Deposit</h1>');
    expect(english).toMatch(/data-account-back>Back</);
    expect(english).toMatch(/data-account-close>Close</);
    const czech = await (await client.fetch(`${ACCOUNT_PATH}${query({ closeUrl: `${PORTAL}/vsechny-hry`, backUrl: `${PORTAL}/vsechny-hry` })}`)).text();
    expect(czech).toContain('<html lang="cs">');
    expect(czech).toContain('<h1 id="account-title">Můj účet</h1>');
    expect(czech).toMatch(/data-account-close>Zavřít</);
  });

  it('takes close and back addresses and the close origin only on a portal origin', async () => {
    const allowed = await (
      await fetch(`${platform.origin}${ACCOUNT_PATH}${query({ closeUrl: `${PORTAL}/vyrobci`, backUrl: `${PORTAL}/vyrobci?x=1`, close: PORTAL })}`)
    ).text();
    expect(allowed).toContain(`href="${PORTAL}/vyrobci?x=1" data-account-back`);
    expect(allowed).toContain(`"closeOrigin":"${PORTAL}","closeUrl":"${PORTAL}/vyrobci"`);
    const foreign = await (
      await fetch(`${platform.origin}${ACCOUNT_PATH}${query({ closeUrl: 'https://evil.test/', backUrl: 'javascript:alert(1)', close: 'https://evil.test' })}`)
    ).text();
    expect(foreign).not.toContain('evil.test');
    expect(foreign).not.toContain('javascript:');
    // No Back link (its script looks for one, and finds none).
    expect(foreign).not.toMatch(/<a [^>]*data-account-back/);
    expect(foreign).toContain('"closeOrigin":null,"closeUrl":null');
  });
});
