// A player's login and logout as a person does them (issue 23): the platform script the runtime
// loads, the header's login button and login dialog (a mini-frontend), the player's end of the
// header (name, balance, eye toggle, Logout).
import { expect } from 'vitest';
import { PLATFORM_COOKIE } from '@casino/demo-platform';
import { PortalPageModel, type HeldRequests } from './portal-page.model.ts';

export interface PlayerHeaderSeen {
  readonly name: string;
  /** The balance as shown, or null when hidden (or not there). */
  readonly balance: string | null;
  /** The eye toggle's name. */
  readonly toggle: string | null;
}

export class PlayerLoginModel extends PortalPageModel {
  /** What the page's runtime loaded of the platform script: its script element's address and whether it installed its API. */
  async platformScript(): Promise<{ readonly src: string | null; readonly installed: boolean }> {
    await this.page.waitForFunction(() => 'casinoPlatform' in window);
    return this.page.evaluate(() => ({
      src: document.querySelector<HTMLScriptElement>('script[src$="/platform/platform.js"]')?.src ?? null,
      installed: typeof (window as unknown as { casinoPlatform?: { login?: unknown } }).casinoPlatform?.login === 'function',
    }));
  }

  /** What happens when the page's own code (any script) tries a script from `url` without the portal's policy. */
  async addForeignScript(url: string): Promise<string> {
    return this.page.evaluate((src) => {
      try {
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
        return 'loaded';
      } catch (error) {
        return (error as Error).name;
      }
    }, url);
  }

  /** Logs in at the platform the way its script does, without the portal (a session another tab started). */
  async logInAtPlatform(username: string, password: string): Promise<void> {
    const answer = await this.page.evaluate(
      ([name, secret]) =>
        (window as unknown as { casinoPlatform: { login: (request: object) => Promise<{ ok: boolean }> } }).casinoPlatform.login({
          username: name,
          password: secret,
          rememberMe: false,
          realMode: 1,
        }),
      [username, password] as const,
    );
    expect(answer.ok).toBe(true);
  }

  /**
   * Starts a platform session for the player in this browser, as a login in another tab would: the
   * platform script's own call, made from the browser's context so that its cookie lands there,
   * without a portal page (the login itself as a person does it is player-login.e2e's).
   */
  async startPlatformSession(username: string, password: string): Promise<void> {
    if (this.platformOrigin === undefined) throw new Error('this page object was made without the platform origin');
    const answer = await this.page.context().request.post(new URL('/platform/login', this.platformOrigin).href, {
      data: { username, password, rememberMe: false, realMode: 1 },
      headers: { Origin: this.origin },
    });
    expect(answer.ok()).toBe(true);
    expect(((await answer.json()) as { ok: boolean }).ok).toBe(true);
  }

  /** A password login's answer at the platform, made from this browser's context: for a player with a second factor, a live challenge. */
  async platformLoginAnswer(username: string, password: string): Promise<unknown> {
    if (this.platformOrigin === undefined) throw new Error('this page object was made without the platform origin');
    const answer = await this.page.context().request.post(new URL('/platform/login', this.platformOrigin).href, {
      data: { username, password, rememberMe: true, realMode: 1 },
      headers: { Origin: this.origin },
    });
    expect(answer.ok()).toBe(true);
    return answer.json();
  }

  /** The platform's session ends in this browser (its cookie gone, as when it expires); what the site remembered stays. */
  async endPlatformSession(): Promise<void> {
    await this.page.context().clearCookies({ name: PLATFORM_COOKIE });
  }

  /** Opens `path` (the lobby by default) as a player whose session the platform already holds: the header is the player's. */
  async logInAs(username: string, password: string, path = '/'): Promise<void> {
    await this.startPlatformSession(username, password);
    await this.open(path);
    await this.waitForRuntime();
    await this.playerHeader();
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'networkidle' });
  }

  /** The player's end of the header once it shows (waits for it). */
  async playerHeader(): Promise<PlayerHeaderSeen> {
    const actions = this.page.locator('header [data-player-actions]');
    await actions.waitFor({ state: 'visible' });
    const balance = actions.locator('[data-player-balance]');
    const toggle = actions.locator('[data-balance-toggle]');
    return {
      name: ((await actions.locator('[data-player-name]').textContent()) ?? '').trim(),
      balance: (await balance.count()) === 0 ? null : ((await balance.textContent()) ?? '').trim(),
      toggle: (await toggle.count()) === 0 ? null : await toggle.getAttribute('aria-label'),
    };
  }

  /** Waits until the header's balance shows (the player data arrive after the login). */
  async seeBalance(): Promise<string> {
    const balance = this.page.locator('header [data-player-balance]');
    await balance.waitFor({ state: 'visible' });
    return ((await balance.textContent()) ?? '').trim();
  }

  async toggleBalance(): Promise<void> {
    await this.page.locator('header [data-balance-toggle]').click();
  }

  async logOut(): Promise<void> {
    await this.page.locator('header [data-logout-button]').click();
  }

  /** The visitor's header: its login button is there again (waits for it). */
  async seeVisitorHeader(): Promise<void> {
    await this.page.locator('header [data-login-button]').waitFor({ state: 'visible' });
    expect(await this.page.locator('header [data-player-actions]').count()).toBe(0);
  }

  /** Tabs from the page's start to the header's login button and presses Enter (keyboard only). */
  async openLoginDialogByKeyboard(): Promise<void> {
    await this.page.locator('body').evaluate((body) => (body as HTMLElement).focus());
    for (let press = 0; press < 30; press += 1) {
      await this.page.keyboard.press('Tab');
      if (await this.page.evaluate(() => document.activeElement?.hasAttribute('data-login-button') === true)) {
        await this.page.keyboard.press('Enter');
        await this.page.locator('dialog[data-login-dialog]').waitFor({ state: 'visible' });
        return;
      }
    }
    throw new Error('the login button is not in the tab order');
  }

  /** The open login dialog as a person reads it. */
  async loginDialog(): Promise<{ readonly name: string; readonly focused: string | null; readonly modal: boolean }> {
    const dialog = this.page.locator('dialog[data-login-dialog]');
    await dialog.waitFor({ state: 'visible' });
    return this.page.evaluate(() => {
      const element = document.querySelector<HTMLDialogElement>('dialog[data-login-dialog]')!;
      const labelledBy = element.getAttribute('aria-labelledby');
      return {
        name: (labelledBy === null ? '' : (document.getElementById(labelledBy)?.textContent ?? '')).trim(),
        focused: document.activeElement?.getAttribute('name') ?? document.activeElement?.localName ?? null,
        modal: element.matches(':modal'),
      };
    });
  }

  /**
   * Types the credentials and submits with Enter. The dialog opens on the username field, or on the
   * password when it still holds a name (then Shift+Tab goes back to it).
   */
  async logInByKeyboard(username: string, password: string, rememberMe: boolean): Promise<void> {
    if (await this.page.evaluate(() => document.activeElement?.getAttribute('name') === 'password')) await this.page.keyboard.press('Shift+Tab');
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(username);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(password);
    if (rememberMe) {
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.press('Space');
    }
    await this.page.keyboard.press('Enter');
  }

  /** The dialog's error once shown (waits for it), with what its fields hold then. */
  async loginError(): Promise<{ readonly message: string; readonly username: string; readonly password: string }> {
    const error = this.page.locator('dialog[data-login-dialog] [role="alert"]');
    await error.waitFor({ state: 'visible' });
    return {
      message: ((await error.textContent()) ?? '').trim(),
      username: await this.page.locator('dialog[data-login-dialog] input[name="username"]').inputValue(),
      password: await this.page.locator('dialog[data-login-dialog] input[name="password"]').inputValue(),
    };
  }

  /** The dialog's second-factor step once shown (waits for it): its name, where the code went, the focused field. */
  async codeStep(): Promise<{ readonly name: string; readonly destination: string; readonly focused: string | null }> {
    const step = this.page.locator('dialog[data-login-dialog] [data-second-factor]');
    await step.waitFor({ state: 'visible' });
    const dialog = await this.loginDialog();
    return { name: dialog.name, destination: ((await step.locator('strong').textContent()) ?? '').trim(), focused: dialog.focused };
  }

  /** Types a code into the focused code field (replacing what it holds) and presses Enter. */
  async enterCode(code: string): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(code);
    await this.page.keyboard.press('Enter');
  }

  /** The code field as it reads now: its value, whether it is marked invalid, whether it has the focus. */
  async codeField(): Promise<{ readonly value: string; readonly invalid: string | null; readonly focused: boolean }> {
    const field = this.page.locator('dialog[data-login-dialog] input[name="code"]');
    return {
      value: await field.inputValue(),
      invalid: await field.getAttribute('aria-invalid'),
      focused: await field.evaluate((input) => input === document.activeElement),
    };
  }

  /** The dialog's error once shown (waits for it). */
  async dialogError(): Promise<string> {
    const error = this.page.locator('dialog[data-login-dialog] [role="alert"]');
    await error.waitFor({ state: 'visible' });
    return ((await error.textContent()) ?? '').trim();
  }

  /** Back from the code step to the credentials, by keyboard (Tab from the code field, past the submit). */
  async backToCredentials(): Promise<void> {
    await this.page.locator('dialog[data-login-dialog] button', { hasText: 'Zpět k přihlášení' }).focus();
    await this.page.keyboard.press('Enter');
    await this.page.locator('dialog[data-login-dialog] [data-second-factor]').waitFor({ state: 'hidden' });
  }

  /** Holds the platform's answers to logins until `release` (to see the dialog while its login runs). */
  async holdPlatformLogins(): Promise<HeldRequests> {
    return this.holdRequests(/\/platform\/login$/);
  }

  /** The submit button as it reads now, and whether it says it is busy. */
  async submitButton(): Promise<{ readonly text: string; readonly disabled: string | null }> {
    const button = this.page.locator('dialog[data-login-dialog] button[type="submit"]');
    return { text: ((await button.textContent()) ?? '').trim(), disabled: await button.getAttribute('aria-disabled') };
  }

  async pressEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.locator('dialog[data-login-dialog]').waitFor({ state: 'hidden' });
  }

  /** Whether the keyboard's focus is on the header's login button. */
  async focusOnLoginButton(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.hasAttribute('data-login-button') === true);
  }

  /** Whether the keyboard's focus is on a control of the player's header (not lost to <body>). */
  async focusInPlayerHeader(): Promise<boolean> {
    return this.page.evaluate(() => document.querySelector('header [data-player-actions]')?.contains(document.activeElement) === true);
  }

  async seeDialogClosed(): Promise<void> {
    await this.page.locator('dialog[data-login-dialog]').waitFor({ state: 'hidden' });
  }

  /** What the page fetched of the login dialog mini-frontend (its manifest, script and stylesheet). */
  miniFrontendRequests(): string[] {
    return this.requests.filter((url) => url.includes('/fe/'));
  }

  /**
   * What the page fetched of the player's session machines' code (the bonuses, regulatory timer,
   * panic and notifications machines: the chunk named after runtime/root/player-starters.ts).
   */
  playerMachineRequests(): string[] {
    return this.requests.filter((url) => /\/assets\/player-starters-[\w-]+\.js$/.test(new URL(url).pathname));
  }

  private readonly requests: string[] = [];

  watchRequests(): void {
    this.page.on('request', (request) => this.requests.push(request.url()));
  }
}
