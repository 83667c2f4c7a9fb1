// auth with its real adapters against the demo platform: the authenticate flow for every demo
// account, logout, the remembered login, a native launch and the self-exclusion redirect.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { Gateway, PlatformScript } from '@casino/api-clients';
import { COOKIE_REMEMBERED_USERNAME, PLAYER_DATA_PARTS } from '@casino/core';
import { auth, playerData } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideAuth } from './auth.ts';
import { accountOf, openBrowser, platformLogin, useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const startAuth = (browser: Browser) => {
  const actor = createActor(provideAuth(browser.runtime), { input: { nativeView: browser.runtime.page.nativeView } });
  actor.start();
  return actor;
};

const settled = (actor: ReturnType<typeof startAuth>) => waitFor(actor, (snapshot) => !snapshot.matches('authenticating') && snapshot.context.ready);

const playerDataOf = (actor: ReturnType<typeof startAuth>) => actor.getSnapshot().children.playerData;

describe('auth against the demo platform', () => {
  it('a visitor without a cookie or a remembered name is a guest', async () => {
    const browser = await openBrowser(platform);
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate' });
    const snapshot = await settled(actor);
    expect(auth.connect(snapshot)).toMatchObject({ status: 'guest', loggedIn: false, ready: true });
  });

  for (const username of ['demo', 'novy', 'limit']) {
    it(`logs ${username} in after the platform login and loads every part of the player data`, async () => {
      const browser = await openBrowser(platform);
      await platformLogin(browser, accountOf(platform, username));
      const actor = startAuth(browser);
      actor.send({ type: 'auth.authenticate' });
      const snapshot = await settled(actor);
      expect(auth.connect(snapshot)).toMatchObject({ status: 'authenticated', username });
      const data = playerDataOf(actor)!;
      const loaded = await waitFor(data, (state) => PLAYER_DATA_PARTS.every((part) => state.matches({ [part]: 'loaded' })));
      const view = playerData.connect(loaded);
      expect(view.errors).toEqual([]);
      expect(view.info?.username).toBe(username);
      expect(view.balance?.currencyCode).toBe('CZK');
      expect(view.notificationToken).toEqual(expect.any(String));
    });
  }

  it('logs out: the gateway session ends and the player data goes', async () => {
    const browser = await openBrowser(platform);
    await platformLogin(browser, accountOf(platform, 'demo'));
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate' });
    await settled(actor);
    const data = playerDataOf(actor)!;
    actor.send({ type: 'auth.logout' });
    const snapshot = await waitFor(actor, (state) => state.matches('guest'));
    expect(snapshot.context).toMatchObject({ username: null, notificationToken: null });
    expect(data.getSnapshot().status).toBe('stopped');
    expect(await browser.runtime.api.run(Gateway.use((gateway) => gateway.validateSession()))).toBe(false);
    expect(await browser.runtime.api.run(PlatformScript.use((p) => p.hasLoginCookie()))).toBe(false);
  });

  it('a remembered player is logged in silently on the next visit', async () => {
    const browser = await openBrowser(platform);
    await platformLogin(browser, accountOf(platform, 'demo'), true);
    // What the login dialog keeps beside the platform's own remember-me secret.
    browser.env.cookies.set(COOKIE_REMEMBERED_USERNAME, 'demo');
    // The next visit: the session cookies are gone with the browser, the remembered ones stay.
    browser.jar.dropSessionCookies();
    expect(await browser.runtime.api.run(PlatformScript.use((p) => p.hasLoginCookie()))).toBe(false);
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate' });
    const snapshot = await settled(actor);
    expect(auth.connect(snapshot)).toMatchObject({ status: 'authenticated', username: 'demo' });
  });

  it('a remembered name without the platform secret is refused, forgotten and reported', async () => {
    const browser = await openBrowser(platform);
    browser.env.cookies.set(COOKIE_REMEMBERED_USERNAME, 'demo');
    const shown: string[] = [];
    const actor = startAuth(browser);
    actor.on('snackbar.show', ({ message }) => shown.push(message.title));
    actor.send({ type: 'auth.authenticate' });
    const snapshot = await settled(actor);
    expect(snapshot.matches('guest')).toBe(true);
    expect(browser.env.cookies.get(COOKIE_REMEMBERED_USERNAME)).toBeNull();
    expect(shown).toEqual([expect.stringMatching(/^errors\.auth\./)]);
  });

  it("the login dialog's credentials: a wrong password is errors.auth.invalid_credentials, the right one logs in and remember-me keeps the name", async () => {
    const browser = await openBrowser(platform);
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate' });
    await settled(actor);
    const failed: (string | null)[] = [];
    actor.on('auth.login-failed', ({ errorKey }) => failed.push(errorKey));
    const { password } = accountOf(platform, 'demo');
    actor.send({ type: 'auth.login', username: 'demo', password: `${password}x`, rememberMe: true });
    await waitFor(actor, (state) => state.matches('guest'));
    expect(failed).toEqual(['errors.auth.invalid_credentials']);
    expect(browser.env.cookies.get(COOKIE_REMEMBERED_USERNAME)).toBeNull();
    actor.send({ type: 'auth.login', username: 'demo', password, rememberMe: true });
    const snapshot = await settled(actor);
    expect(auth.connect(snapshot)).toMatchObject({ status: 'authenticated', username: 'demo' });
    expect(browser.env.cookies.get(COOKIE_REMEMBERED_USERNAME)).toBe('demo');
  });

  it('a native launch logs in with the token and username from the query', async () => {
    const app = await openBrowser(platform);
    await platformLogin(app, accountOf(platform, 'novy'));
    const token = await app.runtime.api.run(PlatformScript.use((p) => p.temporaryToken()));
    const browser = await openBrowser(platform, { nativeView: true });
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate', native: { username: 'novy', token } });
    const snapshot = await settled(actor);
    expect(auth.connect(snapshot)).toMatchObject({ status: 'authenticated', username: 'novy' });
    // The native view loads no player data.
    expect(playerDataOf(actor)).toBeUndefined();
  });

  it('a native launch without a token is refused', async () => {
    const browser = await openBrowser(platform, { nativeView: true });
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate', native: { username: 'novy', token: null } });
    expect((await settled(actor)).matches('guest')).toBe(true);
  });

  it('sends a self-excluded player to the redirection address and leaves them a guest', async () => {
    const browser = await openBrowser(platform);
    await platformLogin(browser, accountOf(platform, 'vylouceny'));
    const actor = startAuth(browser);
    actor.send({ type: 'auth.authenticate' });
    const snapshot = await settled(actor);
    expect(snapshot.matches('guest')).toBe(true);
    expect(browser.env.redirects).toEqual([new URL(accountOf(platform, 'vylouceny').selfExclusionRedirectUrl ?? '', platform.origin).href]);
  });

  it('without the platform script the player can only reload: a sticky startup error', async () => {
    const browser = await openBrowser(platform, {});
    await addFault(platform, { path: '/platform/has-login-cookie', status: 503 });
    try {
      const shown: unknown[] = [];
      const actor = startAuth(browser);
      actor.on('snackbar.show', ({ message }) => shown.push(message));
      actor.send({ type: 'auth.authenticate' });
      expect((await settled(actor)).matches('guest')).toBe(true);
      expect(shown).toEqual([expect.objectContaining({ title: 'errors.authentication-startup-error', timeout: null })]);
    } finally {
      await clearFaults(platform);
    }
  });
});
