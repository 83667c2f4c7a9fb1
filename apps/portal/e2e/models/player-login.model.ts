// A player's login and logout as a person does them (issue 23): the platform script the runtime
// loads, the header's login button and login dialog (a mini-frontend), the player's end of the
// header (name, balance, eye toggle, Logout).
import { expect } from 'vitest';
import { PortalPageModel } from './portal-page.model.ts';

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
}
