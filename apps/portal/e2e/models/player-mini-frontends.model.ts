// A logged-in player's mini-frontends as a person meets them (issue 23): the header's notifications
// button and the notification hub it opens, and the in-app notification that shows each arriving one.
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import { PlayerNotificationsModel } from './player-notifications.model.ts';

export interface HubSeen {
  readonly name: string;
  readonly modal: boolean;
  /** Each entry's text and shown time, newest first. */
  readonly entries: readonly { readonly text: string; readonly time: string }[];
  /** The empty list's words, or null when it lists something. */
  readonly empty: string | null;
  /** What has the keyboard's focus (its accessible name or tag). */
  readonly focused: string | null;
}

export interface AccountPanelSeen {
  readonly title: string;
  readonly modal: boolean;
  readonly name: string;
  /** Each fact's label and value by its key (balance, bonuses, email…), in the panel's order. */
  readonly facts: readonly { readonly key: string; readonly label: string; readonly value: string }[];
  /** Each action's key, words and address (null: a button). */
  readonly actions: readonly { readonly key: string; readonly label: string; readonly href: string | null }[];
  readonly focused: string | null;
}

/** What this file checks with axe: the bell, the hub, the in-app notifications, the account button and its panel (the lobby around them is other files'). */
const MINI_FRONTEND_PARTS = [
  'header [data-notification-hub-button]',
  'dialog[data-notification-hub]',
  '[data-in-app-notifications]',
  'header [data-account-link]',
  'dialog[data-my-account-panel]',
];
const PANEL = 'dialog[data-my-account-panel]';

export class PlayerMiniFrontendsModel extends PlayerNotificationsModel {
  /** Axe's findings on the mini-frontends' parts shown now (axe over a whole lobby is seconds of a loaded machine, each time). */
  async miniFrontendViolations(): Promise<string[]> {
    const shown = [];
    for (const selector of MINI_FRONTEND_PARTS) if ((await this.page.locator(selector).count()) > 0) shown.push(selector);
    const builder = shown.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page: this.page }));
    const results = await builder.analyze();
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')})`);
  }

  private readonly fetched: string[] = [];

  /** Records every address the page asks for from now on. */
  recordRequests(): void {
    this.page.on('request', (request) => this.fetched.push(new URL(request.url()).pathname));
  }

  /** The mini-frontends the page has fetched anything of so far (by name under /fe/). */
  miniFrontendsFetched(): string[] {
    return [...new Set(this.fetched.filter((path) => path.startsWith('/fe/')).map((path) => path.split('/')[2] ?? ''))];
  }

  /** The notifications button's name as read out (its words, and the number of unseen ones when there are). */
  async notificationsButton(): Promise<string> {
    const button = this.page.locator('header [data-notification-hub-button]');
    await button.waitFor({ state: 'visible' });
    return ((await button.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Opens the hub by keyboard: focus on the header's button, Enter. */
  async openNotificationHub(): Promise<void> {
    await this.page.locator('header [data-notification-hub-button]').focus();
    await this.page.keyboard.press('Enter');
    await this.page.locator('dialog[data-notification-hub]').waitFor({ state: 'visible' });
  }

  async notificationHub(): Promise<HubSeen> {
    await this.page.locator('dialog[data-notification-hub]').waitFor({ state: 'visible' });
    return this.page.evaluate(() => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog[data-notification-hub]')!;
      const labelledBy = dialog.getAttribute('aria-labelledby') ?? '';
      const empty = dialog.querySelector<HTMLElement>('.casino-notification-hub__empty');
      const active = document.activeElement;
      return {
        name: (document.getElementById(labelledBy)?.textContent ?? '').trim(),
        modal: dialog.matches(':modal'),
        entries: [...dialog.querySelectorAll('li')].map((item) => ({
          text: (item.querySelector('p')?.textContent ?? '').trim(),
          time: (item.querySelector('time')?.textContent ?? '').trim(),
        })),
        empty: empty === null || empty.hidden ? null : (empty.textContent ?? '').trim(),
        focused: active?.getAttribute('aria-label') ?? active?.localName ?? null,
      };
    });
  }

  /** Waits until the open hub lists `count` entries. */
  async seeHubEntries(count: number): Promise<void> {
    await this.page
      .locator('dialog[data-notification-hub] li')
      .nth(count - 1)
      .waitFor({ state: 'visible' });
  }

  async closeHubByEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.locator('dialog[data-notification-hub]').waitFor({ state: 'hidden' });
  }

  /** Whether the keyboard's focus is back on the header's notifications button. */
  async focusOnNotificationsButton(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.hasAttribute('data-notification-hub-button') === true);
  }

  /** Opens the my-account panel by keyboard: focus on the header's account button, Enter. */
  async openAccountPanel(): Promise<void> {
    await this.page.locator('header [data-account-link]').focus();
    await this.page.keyboard.press('Enter');
    await this.page.locator(PANEL).waitFor({ state: 'visible' });
  }

  async accountPanel(): Promise<AccountPanelSeen> {
    await this.page.locator(PANEL).waitFor({ state: 'visible' });
    return this.page.evaluate((selector) => {
      const dialog = document.querySelector<HTMLDialogElement>(selector)!;
      const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ').trim();
      const active = document.activeElement;
      return {
        title: text(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')),
        modal: dialog.matches(':modal'),
        name: text(dialog.querySelector('[data-my-account-name]')),
        facts: [...dialog.querySelectorAll<HTMLElement>('[data-my-account-fact]')].map((row) => ({
          key: row.dataset['myAccountFact'] ?? '',
          label: text(row.querySelector('dt')),
          value: text(row.querySelector('dd')),
        })),
        actions: [...dialog.querySelectorAll<HTMLElement>('[data-my-account-action]')].map((action) => ({
          key: action.dataset['myAccountAction'] ?? '',
          label: text(action),
          href: action.getAttribute('href'),
        })),
        focused: active?.getAttribute('aria-label') ?? active?.localName ?? null,
      };
    }, PANEL);
  }

  /** Waits until the open panel's fact `key` reads `value` (it redraws as the player's data change). */
  async seeAccountFact(key: string, value: string): Promise<void> {
    await expect
      .poll(async () => ((await this.page.locator(`${PANEL} [data-my-account-fact="${key}"] dd`).textContent()) ?? '').replace(/\s/g, ' ').trim())
      .toBe(value);
  }

  /** Chooses one of the panel's actions, as a pointer does. */
  async chooseAccountAction(key: string): Promise<void> {
    await this.page.locator(`${PANEL} [data-my-account-action="${key}"]`).click();
  }

  async closeAccountPanelByEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.locator(PANEL).waitFor({ state: 'hidden' });
  }

  /** The old my-account modal (the operator's page in a frame) opens at this page: deposit or dashboard. */
  async seeOldMyAccount(page: 'deposit' | 'dashboard'): Promise<void> {
    await this.page.locator(`dialog[data-my-account="${page}"]`).waitFor({ state: 'visible' });
  }

  async closeOldMyAccountByEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.locator('dialog[data-my-account]').waitFor({ state: 'detached' });
  }

  /** Whether the keyboard's focus is on the header's account button. */
  async focusOnAccountButton(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.hasAttribute('data-account-link') === true);
  }

  /**
   * Notes every in-app notification the page shows from now on (each stays 5 s, less than a loaded
   * machine may take between two checks), as a person would have seen them appear.
   */
  async watchInAppNotifications(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { inAppSeen: string[] }).inAppSeen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            // A card is a child of the region (the region's own arrival carries its first card too: counted once, as the card).
            if (node instanceof HTMLElement && node.parentElement?.hasAttribute('data-in-app-notifications') === true)
              seen.push((node.querySelector('p')?.textContent ?? '').replace(/\s/g, ' ').trim());
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  /** The in-app notifications shown since watching began, oldest first. */
  async inAppNotificationsSeen(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { inAppSeen: string[] }).inAppSeen);
  }

  /** Holds the newest in-app notification shown now (the pointer over it), if one is still there; whether it was. */
  async holdInAppNotification(): Promise<boolean> {
    const card = this.page.locator('[data-in-app-notifications] > div').last();
    if ((await card.count()) === 0) return false;
    await card.hover();
    return true;
  }

  /** Closes the in-app notifications still shown, with their buttons. */
  async closeInAppNotifications(): Promise<void> {
    const buttons = this.page.locator('[data-in-app-notifications] button');
    for (let left = await buttons.count(); left > 0; left = await buttons.count())
      await buttons
        .last()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
  }

  async setViewport(size: { readonly width: number; readonly height: number }): Promise<void> {
    await this.page.setViewportSize(size);
  }

  /** Chooses a theme with the desktop submenu's switcher, as a player does; waits until the page wears it. */
  async chooseTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.page.locator(`.casino-submenu [data-theme-option="${theme}"]`).click();
    await this.page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
  }
}
