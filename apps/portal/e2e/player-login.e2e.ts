// A player logs in and out in Chromium (issue 23's first slice): the platform script loads when the
// runtime starts, under the CSP and the script-URL Trusted Types policy (a script from another
// origin is refused); a platform session makes the header a player's (name, balance, eye toggle)
// after a reload; the login dialog mini-frontend (found through its manifest on the prematch host)
// logs a player in by keyboard alone, says a wrong password in the page's words and keeps the
// typed name, sends a self-excluded player away, asks a player with a second factor for the SMS
// code (FTN_LoginValidationRequired), also when a silent login is asked for it, and opens on a
// press made before the page's scripts have run on a slow phone; Logout makes the header a
// visitor's again.
import { describe, expect, it } from 'vitest';
import { COOKIE_REMEMBERED_USERNAME } from '@casino/core';
import { PlayerLoginModel } from './models/player-login.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerLoginModel);
const [DESKTOP, PHONE] = VIEWPORTS;

describe('the platform script and a platform session', () => {
  it('loads from the platform under the CSP, refuses a foreign script, and a platform login makes the header a player’s after reload', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.open('/');
      await I.waitForRuntime();
      const script = await I.platformScript();
      expect(script).toEqual({ src: `${smoke.servers.platform.origin}/platform/platform.js`, installed: true });
      // Trusted Types: no string becomes a script's address, whatever its origin.
      expect(await I.addForeignScript('https://scripts.evil.test/x.js')).toBe('TypeError');
      await I.seeVisitorHeader();

      await I.logInAtPlatform('demo', 'demo');
      await I.reload();
      // The hint cookie is not there yet (the portal never saw the login): the runtime starts at the first interaction.
      await I.waitForRuntime();
      const header = await I.playerHeader();
      expect(header.name).toBe('demo');
      expect(await I.seeBalance()).toMatch(/\d.*Kč/);
      await I.screenshot(`${SCREENSHOTS}player-login-desktop.png`);
      // The tag manager hears of the player once logged in: the data map and the hashed contacts.
      const users = async () => (await I.dataLayer()).filter((entry) => entry['event'] === 'user');
      await expect.poll(users).toHaveLength(1);
      expect((await users())[0]).toEqual(expect.objectContaining({ logged_in: true, username: 'demo', email_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }));
      // The refused script above is reported by the browser as such, and the flow's session check
      // answers 401 before the token exchange (part 1 §4: the gateway had no session yet); nothing
      // else may be. After the logout, a player's call to the gateway still on its way may be refused
      // (401), which the browser logs too: the session has ended. (A CI run once logged two 401s,
      // which the test did not say the addresses of; it says them now.)
      const shown = (list: typeof problems) => list.map((problem) => `${problem.text} (${problem.url})`);
      const beforeLogout = problems.length;
      await I.logOut();
      await I.seeVisitorHeader();
      await expect.poll(async () => (await users()).at(-1)).toEqual({ event: 'user', logged_in: false });
      expect(
        shown(
          problems
            .slice(0, beforeLogout)
            .filter((problem) => !problem.text.includes('TrustedScriptURL') && !problem.url.endsWith('/v1/_validate-login-session')),
        ),
      ).toEqual([]);
      const refusedAfterLogout = (problem: (typeof problems)[number]) =>
        problem.text.includes('status of 401') && new URL(problem.url).pathname.startsWith('/gateway/');
      expect(shown(problems.slice(beforeLogout).filter((problem) => !refusedAfterLogout(problem)))).toEqual([]);
    });
  });
});

describe('the login dialog mini-frontend', () => {
  it('logs demo in by keyboard alone: the dialog (manifest, script, axe), Escape returns focus, a wrong password, the pending submit, then the balance; the eye’s choice and the session last over a reload; Logout', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      I.watchRequests();
      await I.open('/');
      await I.openLoginDialogByKeyboard();
      // The demo's toggles turn the login manager on: login-dialog-2, the same build.
      const fetched = I.miniFrontendRequests().map((url) => new URL(url).pathname);
      expect(fetched).toEqual(
        expect.arrayContaining([
          '/fe/login-dialog-2/manifest.json',
          expect.stringMatching(/^\/fe\/login-dialog-2\/login-dialog\.[\w-]+\.js$/),
          expect.stringMatching(/\.css$/),
        ]),
      );
      expect(await I.loginDialog()).toEqual({ name: 'Přihlášení', focused: 'username', modal: true });
      expect(await I.accessibilityViolations()).toEqual([]);
      // The runtime runs (it opened the dialog), but a visitor's page starts no player machine.
      expect(I.playerMachineRequests(), "a visitor's page fetched the player machines' code").toEqual([]);
      await I.pressEscape();
      await expect.poll(() => I.focusOnLoginButton()).toBe(true);

      await I.page.keyboard.press('Enter');
      await I.loginDialog();
      await I.logInByKeyboard('demo', 'spatne-heslo', true);
      expect(await I.loginError()).toEqual({ message: 'Nesprávné uživatelské jméno nebo heslo.', username: 'demo', password: '' });
      await I.screenshot(`${SCREENSHOTS}player-login-dialog-error-desktop.png`);
      // The password field has the focus again: type it and press Enter; the button says the login runs.
      const held = await I.holdPlatformLogins();
      await I.page.keyboard.type('demo');
      await I.page.keyboard.press('Enter');
      await expect.poll(() => I.submitButton()).toEqual({ text: 'Přihlašujeme…', disabled: 'true' });
      await held.release();
      await I.seeDialogClosed();
      expect((await I.playerHeader()).name).toBe('demo');
      // The login button the dialog gave the focus back to is gone: the focus is on the player's header, not lost.
      await expect.poll(() => I.focusInPlayerHeader()).toBe(true);
      expect(await I.seeBalance()).toMatch(/\d.*Kč/);
      // The login started them: their code came once.
      await expect.poll(() => I.playerMachineRequests()).toHaveLength(1);
      await I.screenshot(`${SCREENSHOTS}player-login-logged-in-desktop.png`);

      // The eye hides the balance, and the gateway keeps the choice over a reload.
      await I.toggleBalance();
      await expect.poll(() => I.playerHeader()).toEqual({ name: 'demo', balance: null, toggle: 'Zobrazit zůstatek' });
      await I.reload();
      // The player-session hint: the runtime starts at once, no interaction needed.
      await I.waitForRuntime({ interact: false });
      await expect.poll(() => I.playerHeader()).toEqual({ name: 'demo', balance: null, toggle: 'Zobrazit zůstatek' });
      // A page that opens logged in leaves the focus where the browser put it: nothing jumps to the header.
      expect(await I.focusInPlayerHeader()).toBe(false);
      await I.toggleBalance();
      expect(await I.seeBalance()).toMatch(/\d.*Kč/);
      await I.logOut();
      await I.seeVisitorHeader();
      // The logout button is gone too: the focus is on the login button.
      await expect.poll(() => I.focusOnLoginButton()).toBe(true);
      // A wrong password is a 200 with the rejection; the flow's first session check a 401.
      expect(problems.filter((problem) => !problem.url.endsWith('/v1/_validate-login-session')).map((problem) => problem.text)).toEqual([]);
    });
  });

  it('on a phone in English and the light theme: the dialog, the code step and the player’s header fit; a self-excluded player is sent to the redirection address', async () => {
    await smoke.withPage(
      PHONE,
      async (I) => {
        await I.open('/en');
        // Before the runtime runs: the press starts it.
        await I.page.locator('header [data-login-button]').click();
        expect(await I.loginDialog()).toMatchObject({ name: 'Sign in', modal: true });
        await I.screenshot(`${SCREENSHOTS}player-login-dialog-phone-en-light.png`);
        await I.logInByKeyboard('novy', 'demo', false);
        expect((await I.playerHeader()).name).toBe('novy');
        await I.seeBalance();
        await I.screenshot(`${SCREENSHOTS}player-login-logged-in-phone-en-light.png`);
        await I.logOut();
        await I.seeVisitorHeader();
        // The second factor's step on a phone: overeni's code, then the header is theirs.
        await I.page.locator('header [data-login-button]').click();
        await I.loginDialog();
        await I.logInByKeyboard('overeni', 'demo', false);
        const factor = smoke.servers.platform.world.players.find((player) => player.username === 'overeni')?.secondFactor;
        expect(await I.codeStep()).toMatchObject({ destination: factor?.destination, focused: 'code' });
        await I.screenshot(`${SCREENSHOTS}player-login-second-factor-phone-en-light.png`);
        await I.enterCode(factor?.code ?? '');
        await I.seeDialogClosed();
        expect((await I.playerHeader()).name).toBe('overeni');
        await I.logOut();
        await I.seeVisitorHeader();
        await I.page.locator('header [data-login-button]').click();
        await I.loginDialog();
        const redirect = smoke.servers.platform.world.players.find((player) => player.username === 'vylouceny')?.selfExclusionRedirectUrl;
        expect(redirect).toBeTruthy();
        await I.logInByKeyboard('vylouceny', 'demo', false);
        await I.page.waitForURL(new URL(redirect!, smoke.servers.platform.origin).href);
      },
      { cookies: { theme: 'light' } },
    );
  });

  it('opens on a press made as the page starts on a slow phone, before its scripts have run', async () => {
    await smoke.withPage(PHONE, async (I, problems) => {
      await I.openAsItStarts('/en');
      await I.page.locator('header [data-login-button]').click();
      expect(await I.loginDialog()).toMatchObject({ name: 'Sign in', modal: true });
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('asks overeni for the SMS code after the password: the code step (axe), Back to the credentials, a malformed and a wrong code, then the right one logs in', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.open('/');
      await I.openLoginDialogByKeyboard();
      await I.logInByKeyboard('overeni', 'demo', true);
      const factor = smoke.servers.platform.world.players.find((player) => player.username === 'overeni')?.secondFactor;
      expect(await I.codeStep()).toEqual({ name: 'Ověření přihlášení', destination: factor?.destination, focused: 'code' });
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-login-second-factor-desktop.png`);
      // Back: the credentials again, the name kept; the password typed anew asks for a new code.
      await I.backToCredentials();
      expect(await I.loginDialog()).toEqual({ name: 'Přihlášení', focused: 'password', modal: true });
      // Remember-me is still ticked (Space would untick it).
      await I.logInByKeyboard('overeni', 'demo', false);
      await I.codeStep();
      // Too short: not sent, the field says so and keeps the focus.
      await I.enterCode('12');
      expect(await I.codeField()).toEqual({ value: '12', invalid: 'true', focused: true });
      await I.enterCode('000000');
      expect(await I.dialogError()).toBe('Nesprávný ověřovací kód. Zkontrolujte ho a zadejte znovu.');
      await expect.poll(() => I.codeField()).toEqual({ value: '', invalid: 'false', focused: true });
      await I.screenshot(`${SCREENSHOTS}player-login-second-factor-error-desktop.png`);
      // Typed in groups, as read off the phone.
      await I.enterCode(`${factor?.code.slice(0, 3)} ${factor?.code.slice(3)}`);
      await I.seeDialogClosed();
      expect((await I.playerHeader()).name).toBe('overeni');
      expect(await I.seeBalance()).toMatch(/800/);
      // Remember-me was ticked at the password: kept once the code was accepted.
      expect((await I.page.context().cookies()).find((cookie) => cookie.name === COOKIE_REMEMBERED_USERNAME)?.value).toBe('overeni');
      // The platform's session ends; the next page's silent login of the remembered name is asked for
      // a code (the demo's own silent login never is: the platform's answer here carries a live
      // challenge). The dialog opens by itself at its code step, and the code logs overeni in.
      const challenge = await I.platformLoginAnswer('overeni', 'demo');
      smoke.servers.platform.faults.add({ method: 'POST', path: '/platform/login', body: JSON.stringify(challenge), times: 1 });
      await I.endPlatformSession();
      await I.reload();
      expect(await I.codeStep()).toEqual({ name: 'Ověření přihlášení', destination: factor?.destination, focused: 'code' });
      await I.enterCode(factor?.code ?? '');
      await I.seeDialogClosed();
      expect((await I.playerHeader()).name).toBe('overeni');
      await I.logOut();
      await I.seeVisitorHeader();
      expect(problems.filter((problem) => !problem.url.endsWith('/v1/_validate-login-session')).map((problem) => problem.text)).toEqual([]);
    });
  });
});
