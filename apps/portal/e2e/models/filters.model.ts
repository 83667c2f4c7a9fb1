// The filter panel of the all-games pages as a visitor uses it (Playwright's page-object model):
// open the panel, read an option's count, tick options, apply, clear, and read what the page lists.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { PortalPageModel } from './portal-page.model.ts';

export interface SeenOption {
  readonly option: string;
  readonly count: number;
}

export class FiltersModel extends PortalPageModel {
  private get panel(): Locator {
    return this.page.getByRole('dialog');
  }

  private optionBox(group: string, option: string): Locator {
    return this.panel.locator(`fieldset[data-group="${group}"] input[data-option="${option}"]`);
  }

  /** The number the heading gives (the server's filtered list). */
  async headingCount(): Promise<number> {
    return Number(await this.page.getByTestId('all-games-count').getAttribute('data-count'));
  }

  async gameTileCount(): Promise<number> {
    return this.page.locator('[data-game-tile]').count();
  }

  /** Presses the Filters button and waits until the panel shows its groups with their counts. */
  async openPanel(): Promise<void> {
    await this.page.getByTestId('filters-button').click();
    await this.waitForGroups();
  }

  async waitForGroups(): Promise<void> {
    await this.panel.locator('fieldset[data-group]').first().waitFor({ state: 'visible' });
  }

  /** The options of a group with their counts, as the panel lists them. */
  async options(group: string): Promise<SeenOption[]> {
    return this.panel.locator(`fieldset[data-group="${group}"] label`).evaluateAll((labels) =>
      labels.map((label) => ({
        option: label.querySelector('input')?.getAttribute('data-option') ?? '',
        count: Number(label.querySelector('[data-count]')?.getAttribute('data-count')),
      })),
    );
  }

  async optionCount(group: string, option: string): Promise<number> {
    const seen = (await this.options(group)).find((entry) => entry.option === option);
    if (seen === undefined) throw new Error(`the panel has no option ${option} in ${group}`);
    return seen.count;
  }

  /** The page's own item: ticked, and not to be unticked (the one such option of the group). */
  async fixedOption(group: string): Promise<SeenOption> {
    const fixed = this.panel.locator(`fieldset[data-group="${group}"] label:has(input:checked:disabled)`);
    expect(await fixed.count()).toBe(1);
    const option = (await fixed.locator('input').getAttribute('data-option')) ?? '';
    return { option, count: Number(await fixed.locator('[data-count]').getAttribute('data-count')) };
  }

  async tick(group: string, option: string): Promise<void> {
    await this.optionBox(group, option).click();
  }

  async tickFlag(flag: string): Promise<void> {
    await this.panel.locator(`[data-group="${flag}"] input`).click();
  }

  async canApply(): Promise<boolean> {
    return this.panel.getByRole('button', { name: /Použít|Apply/ }).isEnabled();
  }

  /** Presses Apply and waits until the address names `query` and the page lists its games. */
  async apply(query: string): Promise<void> {
    await this.panel.getByRole('button', { name: /Použít|Apply/ }).click();
    await this.seeAddressQuery(query);
    await this.panel.waitFor({ state: 'hidden' });
  }

  async seeAddressQuery(query: string): Promise<void> {
    await expect.poll(() => new URL(this.page.url()).search).toBe(query === '' ? '' : `?${query}`);
  }

  /** The heading's count and the grid's tiles both equal `count` (every tile rendered: few games). */
  async seeGamesListed(count: number): Promise<void> {
    await expect.poll(() => this.headingCount()).toBe(count);
    await expect.poll(() => this.gameTileCount()).toBe(count);
  }

  /** The paths (with their query) the page asked of the portal while `action` ran. */
  async requestsDuring(action: () => Promise<void>): Promise<string[]> {
    const origin = new URL(this.page.url()).origin;
    const seen: string[] = [];
    const listener = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.origin === origin) seen.push(`${url.pathname}${url.search}`);
    };
    this.page.on('request', listener);
    try {
      await action();
    } finally {
      this.page.off('request', listener);
    }
    return seen;
  }

  /** Whether the panel offers a yes/no filter (the live tables' open table and free seat need the feed's state). */
  async offersFlag(flag: string): Promise<boolean> {
    return this.panel.locator(`label[data-group="${flag}"]`).isVisible();
  }

  /** The names of the events in the tag manager's data layer so far. */
  async trackedEvents(): Promise<string[]> {
    return this.page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).flatMap((entry) => (typeof entry.event === 'string' ? [entry.event] : [])),
    );
  }

  /** The applied set the panel keeps in session storage (part 2 §4), or null. */
  async savedFilters(): Promise<unknown> {
    return this.page.evaluate(() => {
      const saved = sessionStorage.getItem('appliedFilters');
      return saved === null ? null : (JSON.parse(saved) as unknown);
    });
  }

  /** Follows a link of the page by its name (a client navigation). */
  async followLink(name: string): Promise<void> {
    const before = this.page.url();
    await this.page.getByRole('link', { name, exact: true }).first().click();
    await expect.poll(() => this.page.url()).not.toBe(before);
  }

  /** The address the shown language switch's link to a language points at. */
  async languageLink(lang: 'cs' | 'en'): Promise<string | null> {
    return this.page.locator(`.casino-language-switch__link[hreflang="${lang}"]:visible`).first().getAttribute('href');
  }

  /** Follows the shown language switch's link to a language (a document load: the switch writes the cookie). */
  async switchLanguage(lang: 'cs' | 'en'): Promise<void> {
    await Promise.all([
      this.page.waitForURL((url) => !url.searchParams.has('lang') && url.pathname.startsWith(lang === 'en' ? '/en' : '/')),
      this.page.locator(`.casino-language-switch__link[hreflang="${lang}"]:visible`).first().click(),
    ]);
  }

  async back(): Promise<void> {
    await this.page.goBack();
  }

  async forward(): Promise<void> {
    await this.page.goForward();
  }

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
  }

  /** The focused element's text or label, to walk the panel by keyboard. */
  async focused(): Promise<{ readonly tag: string; readonly text: string; readonly option: string | null }> {
    return this.page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        tag: element?.tagName.toLowerCase() ?? '',
        text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
        option: element?.getAttribute('data-option') ?? null,
      };
    });
  }

  /** Tabs until the focus is on an element matching `is` (at most `limit` presses). */
  async tabTo(is: (focused: Awaited<ReturnType<FiltersModel['focused']>>) => boolean, limit = 80): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      await this.page.keyboard.press('Tab');
      if (is(await this.focused())) return;
    }
    throw new Error('the keyboard never reached the element');
  }
}
