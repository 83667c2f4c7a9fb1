// The chat as a visitor and a player meet it (issue 23, part 2 §4): the chat button (in the desktop
// submenu, in the bottom bar's last place on phones) with its unread badge, the provider's window it
// opens (the demo provider's script, served by the demo platform), what the portal tells the bot,
// the scripts the page's Trusted Types policy admitted or refused, and the marketing service's
// global object.
import { expect } from 'vitest';
import { PlayerLoginModel } from './player-login.model.ts';

/** What the portal told the provider's bot at each initialisation (ChatInitRequest). */
export interface ChatInitSeen {
  readonly reason: string;
  readonly session: string;
  readonly hasToken: boolean;
  readonly clientType: string;
  readonly platform: string;
  readonly systemId: number;
}

export class PlayerChatModel extends PlayerLoginModel {
  /**
   * Records every initialisation the portal asks of the provider's script, from the moment the
   * script installs itself (the page's own script, not the portal, does the recording). Call before
   * the page is opened.
   */
  async recordChatInits(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: unknown[] = [];
      let installed: { init: (request: unknown) => unknown } | undefined;
      Object.defineProperty(window, '__chatInits', { value: seen });
      Object.defineProperty(window, 'casinoChat', {
        configurable: true,
        get: () => installed,
        set: (api: { init: (request: unknown) => unknown }) => {
          const init = api.init.bind(api);
          installed = { ...api, init: (request: unknown) => (seen.push(request), init(request)) };
        },
      });
    });
  }

  async chatInits(): Promise<ChatInitSeen[]> {
    const seen = await this.page.evaluate(() => (window as unknown as { __chatInits: Array<Record<string, unknown>> }).__chatInits);
    return seen.map(({ reason, session, token, clientType, platform, systemId }) => ({
      reason: String(reason),
      session: String(session),
      hasToken: typeof token === 'string' && token !== '',
      clientType: String(clientType),
      platform: String(platform),
      systemId: Number(systemId),
    }));
  }

  chatButton() {
    return this.page.locator('[data-chat-button]');
  }

  chatWindow() {
    return this.page.getByRole('dialog', { name: /Chat s podporou|Support chat/ });
  }

  /** Whether the provider's script is on the page (the portal loads it only once the chat is wanted). */
  async chatScriptLoaded(): Promise<boolean> {
    return this.page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/chat/widget.js')));
  }

  /** The chat button's unread badge (0 when none shows). */
  async unread(): Promise<number> {
    const badge = this.page.locator('[data-chat-unread]');
    return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-chat-unread'));
  }

  async seeUnread(count: number): Promise<void> {
    await expect.poll(() => this.unread(), { timeout: 30_000 }).toBe(count);
  }

  /** Presses the chat button and waits for the provider's window, whose message field takes the focus. */
  async openChat(): Promise<void> {
    await this.chatButton().click();
    await this.chatWindow().waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => this.page.evaluate(() => document.activeElement?.id)).toBe('casino-chat-widget-input');
    await expect.poll(() => this.chatButton().getAttribute('aria-expanded')).toBe('true');
  }

  /** The window's messages, as "who: text". */
  async chatMessages(): Promise<string[]> {
    return (await this.chatWindow().getByRole('log').locator('li').allInnerTexts()).map((text) => text.replace(/\s*\n\s*/, ': ').trim());
  }

  /** Writes into the window and waits for the bot's answer. */
  async writeToChat(text: string): Promise<string> {
    const before = (await this.chatMessages()).length;
    await this.chatWindow().getByRole('textbox').fill(text);
    await this.page.keyboard.press('Enter');
    await expect.poll(async () => (await this.chatMessages()).length, { timeout: 10_000 }).toBe(before + 2);
    return (await this.chatMessages()).at(-1) ?? '';
  }

  /** Escape closes the window; the focus goes back to the chat button. */
  async closeChatByEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.chatWindow().waitFor({ state: 'hidden' });
    await expect.poll(() => this.page.evaluate(() => document.activeElement?.hasAttribute('data-chat-button') ?? false)).toBe(true);
    await expect.poll(() => this.chatButton().getAttribute('aria-expanded')).toBe('false');
  }

  /** The snackbar with these words (waits for it). */
  async seeSnackbar(words: string): Promise<void> {
    await this.page.locator('.casino-snackbar', { hasText: words }).first().waitFor({ state: 'visible', timeout: 30_000 });
  }

  async pressSnackbarAction(words: string, action: string): Promise<void> {
    await this.page.locator('.casino-snackbar', { hasText: words }).first().getByRole('button', { name: action }).click();
  }

  /** The marketing service's global object as the page holds it (null when there is none), and whether it is frozen. */
  async marketingObject(): Promise<{ readonly value: unknown; readonly frozen: boolean } | null> {
    return this.page.evaluate(() => {
      const value = (window as unknown as { casinoMarketing?: object }).casinoMarketing;
      return value === undefined ? null : { value, frozen: Object.isFrozen(value) };
    });
  }

  /** The data layer's last user event of a logged-in player (waits for it). */
  async playerUserEvent(): Promise<Record<string, unknown>> {
    await expect
      .poll(async () => (await this.dataLayer()).some((event) => event['event'] === 'user' && event['logged_in'] === true), { timeout: 30_000 })
      .toBe(true);
    return (await this.dataLayer()).filter((event) => event['event'] === 'user' && event['logged_in'] === true).at(-1) ?? {};
  }

  /** The addresses of the third parties' scripts on the page (not the portal's own). */
  async thirdPartyScripts(): Promise<string[]> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src).filter((src) => new URL(src).origin !== location.origin),
    );
  }

  /** What the browser says when the page's own code tries to make a script-URL policy of its own (any name). */
  async makeScriptUrlPolicy(name: string): Promise<string> {
    return this.page.evaluate((policyName) => {
      try {
        (window as unknown as { trustedTypes: { createPolicy: (n: string, rules: object) => unknown } }).trustedTypes.createPolicy(policyName, {
          createScriptURL: (url: string) => url,
        });
        return 'made';
      } catch (error) {
        return (error as Error).name;
      }
    }, name);
  }
}
