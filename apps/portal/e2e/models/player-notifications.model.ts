// A logged-in player's page as the platform's notifications (STOMP) reach it (issue 23): the
// header's balance, the page's balance event, and what another tab's "log out everywhere" does.
import { expect } from 'vitest';
import { BALANCE_UPDATED_EVENT } from '@casino/core';
import { PlayerLoginModel } from './player-login.model.ts';

export class PlayerNotificationsModel extends PlayerLoginModel {
  /** Collects the page's balance events (what other parts of a page, such as a game, may listen to). */
  async listenForBalanceEvents(): Promise<void> {
    await this.page.evaluate((type) => {
      const holder = window as unknown as { balanceEvents: unknown[] };
      holder.balanceEvents = [];
      window.addEventListener(type, (event) => holder.balanceEvents.push((event as CustomEvent<unknown>).detail));
    }, BALANCE_UPDATED_EVENT);
  }

  async balanceEvents(): Promise<unknown[]> {
    return this.page.evaluate(() => (window as unknown as { balanceEvents: unknown[] }).balanceEvents);
  }

  /** Waits until the header's balance reads `text` (any space is a space: the format uses no-break ones). */
  async seeBalanceText(text: string): Promise<void> {
    await expect.poll(async () => (await this.seeBalance()).replace(/\s/g, ' '), { timeout: 30_000 }).toBe(text);
  }

  /** Another tab of the same browser logs out of every session at the platform. */
  async logOutEverywhereInAnotherTab(): Promise<void> {
    const other = await this.page.context().newPage();
    await other.goto(this.address('/'), { waitUntil: 'networkidle' });
    await other.mouse.move(1, 1);
    await other.waitForFunction(() => 'casinoPlatform' in window);
    await other.evaluate(() =>
      (window as unknown as { casinoPlatform: { logout: (options: object) => Promise<unknown> } }).casinoPlatform.logout({ allSessions: 1 }),
    );
    await other.close();
  }
}
