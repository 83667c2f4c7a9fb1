// The login dialog's listener with the real auth against the demo platform, the page's side of the
// window events played by the test as the dialog would: an opening finds the manifest the toggles
// pick and shows the words; a wrong password answers the words of errors.auth.{reason}; the right
// one answers ok once the player is authenticated; a second factor asked of the dialog's login or of
// a silent one gets the code step; a missing manifest is the snackbar with Try again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { COOKIE_REMEMBERED_USERNAME, LOGIN_DIALOG_OPEN_EVENT, LOGIN_VALIDATION_EVENT, LoginDialogEvent, type LoginDialogShow } from '@casino/core';
import { PlatformScript } from '@casino/api-clients';
import { snackbar } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { SystemId } from '../root/system-ids.ts';
import { accountOf, openBrowser, startSystem, useDemoPlatform, type Browser } from '../testing/runtime-harness.ts';
import { startLoginDialog } from './login-dialog.ts';

const builds = `${mkdtempSync(join(tmpdir(), 'login-dialog-'))}/`;
mkdirSync(join(builds, 'login-dialog', 'dist'), { recursive: true });
writeFileSync(
  join(builds, 'login-dialog', 'dist', 'manifest.json'),
  JSON.stringify({ name: 'login-dialog', entry: 'login-dialog.abc.js', integrity: 'sha384-AbC=', css: ['login-dialog.def.css'] }),
);
afterAll(() => rmSync(builds, { recursive: true, force: true }));

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started), { miniFrontendsDir: builds });

const SHOW: LoginDialogShow = {
  lang: 'cs',
  words: {
    title: 'Přihlášení',
    username: 'Jméno',
    password: 'Heslo',
    rememberMe: 'Pamatovat',
    submit: 'Přihlásit',
    pending: '…',
    close: 'Zavřít',
    secondFactorTitle: 'Ověření',
    secondFactorSent: 'Kód šel na',
    code: 'Kód',
    verify: 'Ověřit',
    verifying: '…',
    back: 'Zpět',
  },
};

const start = async (browser: Browser) => {
  const system = startSystem(browser);
  // As the runtime starts them: the dialog's listener first, then the start-up flow.
  const dialog = startLoginDialog(browser.runtime, system);
  dialog.setTexts({ show: SHOW, errorText: (key) => `words of ${key}` });
  system.get(SystemId.auth).send({ type: 'auth.authenticate' });
  await waitFor(system.get(SystemId.auth), (state) => state.matches('guest'));
  const sent = (type: string) => browser.env.dispatched.filter((event) => event.type === type).map((event) => event.detail);
  return { system, dialog, sent };
};

describe('the login dialog against the demo platform', () => {
  it('opens the dialog the toggles pick with the words; a wrong password gets the words of its reason, the right one logs in', async () => {
    const browser = await openBrowser(platform);
    const { system, sent } = await start(browser);
    browser.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, { source: 'header' });
    await expect.poll(() => sent(LoginDialogEvent.show)).toEqual([SHOW]);
    // The demo's toggles turn the login manager on: login-dialog-2, the same build; its stylesheet, then its entry.
    expect(browser.env.loadedScripts).toEqual([
      `${platform.origin}/fe/login-dialog-2/login-dialog.def.css`,
      `${platform.origin}/fe/login-dialog-2/login-dialog.abc.js`,
    ]);

    const { password } = accountOf(platform, 'demo');
    browser.env.fire(new CustomEvent(LoginDialogEvent.submit, { detail: { username: 'demo', password: `${password}!`, rememberMe: false } }));
    await expect.poll(() => sent(LoginDialogEvent.result)).toEqual([{ ok: false, message: 'words of errors.auth.invalid_credentials' }]);
    // A malformed submit is ignored.
    browser.env.fire(new CustomEvent(LoginDialogEvent.submit, { detail: { username: 'demo' } }));
    browser.env.fire(new CustomEvent(LoginDialogEvent.submit, { detail: { username: 'demo', password, rememberMe: false } }));
    await expect.poll(() => sent(LoginDialogEvent.result)).toHaveLength(2);
    expect(sent(LoginDialogEvent.result)[1]).toEqual({ ok: true });
    expect(system.get(SystemId.auth).getSnapshot().matches('authenticated')).toBe(true);
    // Logged in, a second opening shows nothing.
    browser.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(LoginDialogEvent.show)).toHaveLength(1);
  });

  it('a second factor: no outcome but FTN_LoginValidationRequired with the challenge; a wrong code gets its words, the right one logs in', async () => {
    const browser = await openBrowser(platform);
    const { system, sent } = await start(browser);
    const { password, secondFactor } = accountOf(platform, 'overeni');
    browser.env.fire(new CustomEvent(LoginDialogEvent.submit, { detail: { username: 'overeni', password, rememberMe: false } }));
    await expect.poll(() => sent(LOGIN_VALIDATION_EVENT)).toHaveLength(1);
    // The dialog's own challenge is not handed over a second time.
    expect(sent(LoginDialogEvent.show)).toEqual([]);
    expect(sent(LOGIN_VALIDATION_EVENT)[0]).toMatchObject({ channel: 'sms', destination: secondFactor?.destination, codeLength: secondFactor?.code.length });
    expect(sent(LoginDialogEvent.result)).toEqual([]);
    browser.env.fire(new CustomEvent(LoginDialogEvent.secondFactor, { detail: { code: '000000' } }));
    await expect.poll(() => sent(LoginDialogEvent.result)).toEqual([{ ok: false, message: 'words of errors.auth.invalid_code' }]);
    browser.env.fire(new CustomEvent(LoginDialogEvent.secondFactor, { detail: { code: secondFactor?.code } }));
    await expect.poll(() => sent(LoginDialogEvent.result)).toHaveLength(2);
    expect(sent(LoginDialogEvent.result)[1]).toEqual({ ok: true });
    expect(system.get(SystemId.auth).getSnapshot().matches('authenticated')).toBe(true);
  });

  it('a silent login asked for a second factor opens the dialog at its code step; the code logs the player in', async () => {
    const browser = await openBrowser(platform);
    const { password, secondFactor } = accountOf(platform, 'overeni');
    // A real challenge of the platform, which its answer to the remembered username's silent login then
    // carries (the demo's own silent login asks for no code).
    const challenge = await browser.runtime.api.run(PlatformScript.use((p) => p.login({ username: 'overeni', password, rememberMe: true })));
    expect(challenge.twoFactorValidation).not.toBeNull();
    platform.faults.add({ method: 'POST', path: '/platform/login', body: JSON.stringify(challenge), times: 1 });
    browser.env.cookies.set(COOKIE_REMEMBERED_USERNAME, 'overeni');
    const { system, sent } = await start(browser);
    // Shown once, then handed the challenge; the auth machine's own dispatch came first, before any dialog.
    await expect.poll(() => sent(LoginDialogEvent.show)).toEqual([SHOW]);
    expect(sent(LOGIN_VALIDATION_EVENT)).toEqual([challenge.twoFactorValidation, challenge.twoFactorValidation]);
    browser.env.fire(new CustomEvent(LoginDialogEvent.secondFactor, { detail: { code: secondFactor?.code } }));
    await expect.poll(() => sent(LoginDialogEvent.result)).toEqual([{ ok: true }]);
    expect(system.get(SystemId.auth).getSnapshot().matches('authenticated')).toBe(true);
  });

  it('a missing manifest shows errors.failed-to-load-login-dialog with Try again, and nothing opens', async () => {
    const browser = await openBrowser(platform, { config: { prematchEndpoint: `${platform.origin}/elsewhere` } });
    const { system, sent } = await start(browser);
    browser.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, null);
    const shown = await waitFor(system.get(SystemId.snackbar), (state) => !snackbar.connect(state).isEmpty);
    expect(snackbar.connect(shown).messages).toEqual([
      expect.objectContaining({ title: 'errors.failed-to-load-login-dialog', actionText: 'general.try-again', hasAction: true }),
    ]);
    expect(sent(LoginDialogEvent.show)).toEqual([]);
    expect(browser.env.loadedScripts).toEqual([]);
  });
});
