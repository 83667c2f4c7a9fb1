// What a logged-in player meets at a demo game's start (issue 23, part 2 §4): the player messages one
// at a time, a bonus offer with Accept and Decline, and the bonus details popup of free spins or
// golden chips, each a modal dialog over the game; and a promotion for players only.
import { expect } from 'vitest';
import { COOKIE_THEME } from '@casino/core';
import { PlayerLoginModel } from './player-login.model.ts';

export interface PopupSeen {
  readonly title: string;
  readonly text: string;
  /** The names of its buttons, in order. */
  readonly buttons: readonly string[];
}

export class PlayerBonusesModel extends PlayerLoginModel {
  /** The modal dialog open now (there is at most one). */
  popup() {
    return this.page.locator('dialog.casino-bonus-popup[open]');
  }

  /** Waits for the open popup whose heading is `title` and reads it. */
  async seePopup(title: string): Promise<PopupSeen> {
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.waitFor({ state: 'visible', timeout: 30_000 });
    const text = dialog.locator('.casino-bonus-popup__text, .casino-bonus-popup__facts');
    return {
      title,
      text: ((await text.first().innerText()) ?? '').replaceAll(/\s+/g, ' ').trim(),
      buttons: (await dialog.getByRole('button').allTextContents()).map((name) => name.trim()),
    };
  }

  async press(name: string): Promise<void> {
    await this.popup().getByRole('button', { name }).click();
  }

  /** The links the bonus details list, by name. */
  async detailsGames(): Promise<string[]> {
    return (await this.popup().getByRole('list').getByRole('link').allTextContents()).map((name) => name.trim());
  }

  /** The details popup's games: each link's words and the game code its address names (/hra/{code}). */
  async detailsGameLinks(): Promise<{ readonly label: string; readonly code: string }[]> {
    return this.popup()
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({
          label: (link.textContent ?? '').trim(),
          code: decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname.split('/').pop() ?? ''),
        })),
      );
  }

  /** Whether the focused element is inside the open popup (the keyboard stays in the dialog). */
  async focusInPopup(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
  }

  /** Waits until no popup is open. */
  async seeNoPopup(): Promise<void> {
    await expect.poll(() => this.popup().count(), { timeout: 30_000 }).toBe(0);
  }

  /** The data layer's casino_bonus_popup_click events. */
  async bonusClicks(): Promise<Array<Record<string, unknown>>> {
    return (await this.dataLayer()).filter((entry) => entry['event'] === 'casino_bonus_popup_click');
  }

  /** The theme the next page load draws (the theme cookie, as the switcher writes it). */
  async chooseTheme(theme: 'dark' | 'light'): Promise<void> {
    await this.page.context().addCookies([{ name: COOKIE_THEME, value: theme, url: this.origin }]);
  }

  /** The player guard's view (data-player-gate: checking, visitor), or null when it shows the page. */
  async gateState(): Promise<string | null> {
    const gate = this.page.locator('[data-player-gate]');
    return (await gate.count()) === 0 ? null : gate.getAttribute('data-player-gate');
  }

  /** Waits for a promotion's article headed `title`. */
  async seePromotion(title: string): Promise<void> {
    await this.page.locator('main article[data-promotion]').getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible', timeout: 30_000 });
  }

  /** The bonus count on the tile of the game named `name` once the player's corner is drawn ('' for none). */
  async tileBonusCount(name: string): Promise<string> {
    const tile = this.page
      .locator('main .casino-game-tile-frame')
      .filter({ has: this.page.getByRole('link', { name }) })
      .first();
    await tile.waitFor({ state: 'visible', timeout: 30_000 });
    const count = tile.locator('[data-bonus-count]');
    await count.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => undefined);
    // Its words (a live table's tile shows the number and an icon, the words for a screen reader).
    return (await count.count()) === 0 ? '' : ((await count.locator('.casino-bonus-count__words').textContent()) ?? '').trim();
  }

  async seeSnackbar(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }
}
