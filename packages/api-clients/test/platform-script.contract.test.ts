// The demo platform's real browser script, evaluated in a vm with a cookie-jar fetch, through the
// PlatformScript service: the authenticate flow's calls and their failure modes.
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrorText, WAITING_MESSAGE_TYPES } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import type { DemoPlayer } from '@casino/demo-data';
import { Gateway } from '../src/gateway/gateway.ts';
import { PlatformScript } from '../src/platform-script/platform-script.ts';
import { openBrowser, playablePlayer, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let player: DemoPlayer;

const script = <A, E>(browser: Browser, use: (s: PlatformScript['Service']) => Effect.Effect<A, E>) => browser.run(PlatformScript.use(use));

beforeAll(async () => {
  platform = await startPlatform();
  player = playablePlayer(platform);
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());

describe('PlatformScript with the real script', () => {
  it('logs in: cookie check, logged-in player, temporary token exchanged at the gateway', async () => {
    const browser = await openBrowser(platform);
    expect(await script(browser, (s) => s.hasLoginCookie())).toBe(false);
    expect(await script(browser, (s) => s.loggedInPlayer())).toBeNull();
    const login = await script(browser, (s) => s.login({ username: player.username, password: player.password, rememberMe: false }));
    expect(login).toEqual({ ok: true, username: player.username, reason: null, twoFactorValidation: null });
    expect(browser.jar.cookies().has('platform_session')).toBe(true);
    expect(await script(browser, (s) => s.hasLoginCookie())).toBe(true);
    expect(await script(browser, (s) => s.loggedInPlayer())).toBe(player.username);
    const token = await script(browser, (s) => s.temporaryToken());
    const result = await browser.run(
      Gateway.use((g) =>
        g.login({ username: player.username, ims_temporary_token: token, device_type: 'desktop', os_name: 'Linux', client_platform: 'CasinoDesktop' }),
      ),
    );
    expect(result.username).toBe(player.username);
  });

  it('rejects a wrong password with its reason', async () => {
    const browser = await openBrowser(platform);
    const login = await script(browser, (s) => s.login({ username: player.username, password: 'wrong', rememberMe: false }));
    expect(login).toMatchObject({ ok: false, reason: 'invalid_credentials' });
  });

  it('completes a login that asks for a second factor with its code (a wrong one is invalid_code)', async () => {
    const browser = await openBrowser(platform);
    const account = platform.world.players.find((candidate) => candidate.secondFactor !== null);
    if (account?.secondFactor == null) throw new Error('the world has no account with a second factor');
    const login = await script(browser, (s) => s.login({ username: account.username, password: account.password, rememberMe: false }));
    expect(login).toMatchObject({ ok: false, reason: null, twoFactorValidation: { channel: 'sms', codeLength: account.secondFactor.code.length } });
    const validation = login.twoFactorValidation ?? {};
    expect(await script(browser, (s) => s.validateLogin({ validation, code: '0' }))).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect(await script(browser, (s) => s.validateLogin({ validation, code: account.secondFactor?.code ?? '' }))).toEqual({
      ok: true,
      username: account.username,
      reason: null,
      twoFactorValidation: null,
    });
    expect(await script(browser, (s) => s.loggedInPlayer())).toBe(account.username);
  });

  it("answers 'No response' for a temporary token without a platform session", async () => {
    const browser = await openBrowser(platform);
    const error = await browser.fail(PlatformScript.use((s) => s.temporaryToken()));
    expect(error).toMatchObject({ _tag: 'NoResponseError', message: HttpErrorText.noResponse, call: 'PlatformScript.temporaryToken' });
  });

  it('remembers the username: silent login after a logout that keeps remember-me, not after the default logout', async () => {
    const browser = await openBrowser(platform);
    const silent = () => script(browser, (s) => s.login({ username: player.username, password: '', rememberMe: true }));
    expect((await silent()).ok).toBe(false);
    await script(browser, (s) => s.login({ username: player.username, password: player.password, rememberMe: true }));
    expect(await script(browser, (s) => s.logout({ invalidateRememberMe: 0 }))).toBe(true);
    expect(await script(browser, (s) => s.hasLoginCookie())).toBe(false);
    expect((await silent()).ok).toBe(true);
    // LOGOUT_DEFAULTS invalidate remember-me.
    await script(browser, (s) => s.logout());
    expect(await silent()).toMatchObject({ ok: false, reason: 'invalid_credentials' });
  });

  it('keeps the platform session alive only while logged in', async () => {
    const browser = await openBrowser(platform);
    expect(await script(browser, (s) => s.keepAlive())).toBe(false);
    await script(browser, (s) => s.login({ username: player.username, password: player.password, rememberMe: false }));
    expect(await script(browser, (s) => s.keepAlive())).toBe(true);
    expect(await script(browser, (s) => s.validateTermsVersion())).toBe(true);
  });

  it('reads waiting messages of every type and confirms a bonus', async () => {
    const browser = await openBrowser(platform);
    await script(browser, (s) => s.login({ username: player.username, password: player.password, rememberMe: false }));
    for (const type of WAITING_MESSAGE_TYPES) {
      expect(await script(browser, (s) => s.waitingMessages(type))).toEqual(player.waitingMessages[type] ?? []);
    }
    const bonus = player.bonuses.find((candidate) => /pending|offered|available/i.test(candidate.status)) ?? player.bonuses[0]!;
    expect(typeof (await script(browser, (s) => s.confirmBonus(bonus.id, 'accept')))).toBe('boolean');
    expect(await script(browser, (s) => s.confirmBonus('no-such-bonus', 'decline'))).toBe(false);
  });

  it('accepts pending limits for a logged-in player and refuses without a session', async () => {
    const limited = platform.world.players.find((candidate) => candidate.hasPendingLimits) ?? player;
    const browser = await openBrowser(platform);
    expect(await script(browser, (s) => s.acceptPendingLimits())).toBe(false);
    await script(browser, (s) => s.login({ username: limited.username, password: limited.password, rememberMe: false }));
    expect(await script(browser, (s) => s.acceptPendingLimits())).toBe(true);
  });

  it("answers 'No script found' when the page has no script", async () => {
    const browser = await openBrowser(platform, { withoutScript: true });
    const error = await browser.fail(PlatformScript.use((s) => s.hasLoginCookie()));
    expect(error).toMatchObject({ _tag: 'NoScriptError', message: HttpErrorText.noScript });
  });
});
