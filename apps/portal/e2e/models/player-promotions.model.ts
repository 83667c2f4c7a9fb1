// A promotion's opt-in as a logged-in player meets it (issue 23): the promotion page's status and
// button, and the promotions badge of the phone's bottom bar that counts bonuses and active promotions.
import { expect } from 'vitest';
import { PlayerLoginModel } from './player-login.model.ts';

export class PlayerPromotionsModel extends PlayerLoginModel {
  optIn() {
    return this.page.locator('main .casino-promotion-opt-in');
  }

  /** The opt-in's status words and its button's name (null without a button); waits for it. */
  async seeOptIn(): Promise<{ readonly status: string; readonly button: string | null }> {
    await this.optIn().waitFor({ state: 'visible', timeout: 30_000 });
    const button = this.optIn().getByRole('button');
    return {
      status: ((await this.optIn().getByRole('status').textContent()) ?? '').trim(),
      button: (await button.count()) === 0 ? null : ((await button.textContent()) ?? '').trim(),
    };
  }

  async pressOptIn(): Promise<void> {
    await this.optIn().getByRole('button').click();
  }

  /** Waits until the button reads `name` (the call answered). */
  async seeButton(name: string): Promise<void> {
    await expect.poll(async () => ((await this.optIn().getByRole('button').textContent()) ?? '').trim(), { timeout: 30_000 }).toBe(name);
  }

  /** The promotions badge's number on the phone's bottom bar (0 when hidden). */
  async badge(): Promise<number> {
    const badge = this.page.locator('.casino-bottom-bar__badge');
    return (await badge.count()) === 0 ? 0 : Number(await badge.first().textContent());
  }

  /** Waits until the badge shows `count`. */
  async seeBadge(count: number): Promise<void> {
    await expect.poll(() => this.badge(), { timeout: 30_000 }).toBe(count);
  }

  /** The promotions page's cards' titles, the visitor's list and the players' section apart (waits for the players' section when `players`). */
  async promotionsListed(players: boolean): Promise<{ readonly all: readonly string[]; readonly playersOnly: readonly string[] | null }> {
    const section = this.page.locator('main section[data-player-promotions]');
    if (players) await section.waitFor({ state: 'visible', timeout: 30_000 });
    const titles = (scope: string) => this.page.locator(scope).evaluateAll((headings) => headings.map((heading) => (heading.textContent ?? '').trim()));
    return {
      all: await titles('main .casino-promotion-card__title'),
      playersOnly: (await section.count()) === 0 ? null : await titles('main section[data-player-promotions] .casino-promotion-card__title'),
    };
  }

  /** Whether the promotions page says there are no promotions (its notice). */
  async seesNoPromotionsNotice(): Promise<boolean> {
    return (await this.page.getByText('Právě neprobíhají žádné akce.').count()) > 0;
  }

  /** The words of a visitors-only promotion's page as a player meets it; waits for them. */
  async visitorsOnlyNotice(): Promise<string> {
    const notice = this.page.locator('main [data-visitors-only] .casino-notice__message');
    await notice.waitFor({ state: 'visible', timeout: 30_000 });
    return ((await notice.textContent()) ?? '').trim();
  }
}
