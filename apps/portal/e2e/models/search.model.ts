// The search panel as a visitor uses it: the header's button, the input, the listed results (or
// the "did you mean" names, or the recommended games), Show more, the popular providers and the
// keyboard. It also notes the scripts the panel's first opening fetched.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { PortalPageModel } from './portal-page.model.ts';

export class SearchModel extends PortalPageModel {
  /** Script addresses fetched since `noteScripts` was called. */
  private scripts: string[] = [];
  private listening = false;

  get button(): Locator {
    return this.page.locator('header button.casino-search-button');
  }

  get panel(): Locator {
    return this.page.getByRole('dialog');
  }

  get input(): Locator {
    return this.panel.getByRole('combobox');
  }

  get options(): Locator {
    return this.panel.getByRole('option');
  }

  /** From now on, remembers every script the page fetches. */
  noteScripts(): void {
    this.scripts = [];
    if (this.listening) return;
    this.listening = true;
    this.page.on('request', (request) => {
      if (request.resourceType() === 'script') this.scripts.push(request.url());
    });
  }

  scriptsFetched(): readonly string[] {
    return [...this.scripts];
  }

  /** Opens the panel with a click and waits until its catalogue is there (the loading text gone). */
  async openSearch(): Promise<void> {
    await this.button.click();
    await this.waitUntilReady();
  }

  /** Opens the panel from the keyboard alone: Tab until the search button has the focus, then Enter. */
  async openSearchByKeyboard(): Promise<void> {
    for (let presses = 0; presses < 40; presses++) {
      await this.page.keyboard.press('Tab');
      if (await this.button.evaluate((button) => button === document.activeElement)) break;
    }
    await expect.poll(() => this.button.evaluate((button) => button === document.activeElement)).toBe(true);
    await this.page.keyboard.press('Enter');
    await this.waitUntilReady();
  }

  private async waitUntilReady(): Promise<void> {
    await this.panel.waitFor({ state: 'visible' });
    await expect.poll(() => this.input.evaluate((input) => input === document.activeElement)).toBe(true);
    await this.panel.locator('.casino-search__list-title').first().waitFor({ state: 'visible' });
  }

  async type(term: string): Promise<void> {
    await this.input.fill(term);
  }

  /** Once the list is for what the input holds (the panel renders it after the keystroke, aria-busy meanwhile). */
  private async settled(): Promise<void> {
    await this.panel.locator('.casino-search__scroll:not([aria-busy="true"])').waitFor({ state: 'visible' });
  }

  /** The listed names, in order, once the list shows the heading given and all its rows are drawn. */
  async listed(title: string): Promise<string[]> {
    await this.settled();
    await this.panel.locator('.casino-search__list-title', { hasText: title }).waitFor({ state: 'visible' });
    // The rows past the first screen come in renders of their own; the list is busy until they are in.
    await this.panel.locator('[role="listbox"]:not([hidden]):not([aria-busy="true"])').waitFor({ state: 'attached' });
    return this.options.locator('.casino-search__option-label').allTextContents();
  }

  async seeStatus(text: string): Promise<void> {
    await this.settled();
    await this.panel.getByRole('status').getByText(text).waitFor({ state: 'visible' });
  }

  async showMore(label: string): Promise<void> {
    await this.panel.getByRole('button', { name: label }).click();
  }

  async popularProviders(title: string): Promise<string[]> {
    await this.settled();
    return this.panel.getByRole('region', { name: title }).getByRole('link').allTextContents();
  }

  async followPopularProvider(title: string, name: string): Promise<void> {
    await this.panel.getByRole('region', { name: title }).getByRole('link', { name }).click();
  }

  /** The label of the option the input points at (aria-activedescendant), or null. */
  async activeOption(): Promise<string | null> {
    const id = await this.input.getAttribute('aria-activedescendant');
    if (id === null) return null;
    return this.page.locator(`[id="${id}"] .casino-search__option-label`).textContent();
  }

  /** axe's findings in the open panel (the page behind it is the other files' to check, and inert while it is open). */
  async panelViolations(): Promise<string[]> {
    return this.axeFindings(this.axe().include('[role="dialog"]'));
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async focusIsOnSearchButton(): Promise<boolean> {
    return this.button.evaluate((button) => button === document.activeElement);
  }

  async pathname(): Promise<string> {
    return new URL(this.page.url()).pathname;
  }

  /** The data layer's casino_search events so far. */
  async searchEvents(): Promise<unknown[]> {
    return this.page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'casino_search'),
    );
  }
}
