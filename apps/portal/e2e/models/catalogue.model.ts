// The catalogue pages as a visitor sees them (Playwright's page-object model): what they open
// (`I.open('/vyrobci')`) and what they check (`I.seeProviderLogo()`, `I.seeWinners()`), in words of
// the page, not of its markup.
import { expect } from 'vitest';
import { PortalPageModel } from './portal-page.model.ts';

export type CatalogueLocale = 'cs' | 'en';

export class CatalogueModel extends PortalPageModel {
  /** A catalogue path in a language: cs is the unprefixed site, en has /en before it. */
  static path(path: string, locale: CatalogueLocale): string {
    return locale === 'en' ? `/en${path === '/' ? '' : path}` : path;
  }

  async seeTitle(title: string | RegExp): Promise<void> {
    if (typeof title === 'string') expect(await this.page.title()).toBe(title);
    else expect(await this.page.title()).toMatch(title);
  }

  async seeHeading(text: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible' });
  }

  async seeText(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }

  /** Not in the page's content (the chrome's menus may link anything the operator configured). */
  async seeNoText(text: string): Promise<void> {
    expect(await this.page.locator('main').getByText(text, { exact: false }).count()).toBe(0);
  }

  async seeLink(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: false }).first().waitFor({ state: 'visible' });
  }

  async seeGames(atLeast = 1): Promise<void> {
    await this.page.locator('[data-game-tile]').first().waitFor({ state: 'visible' });
    expect(await this.page.locator('[data-game-tile]').count()).toBeGreaterThanOrEqual(atLeast);
  }

  async seeGame(name: string): Promise<void> {
    await this.page.locator('[data-game-tile]', { hasText: name }).first().waitFor({ state: 'visible' });
  }

  /** The head's tag `selector` has `content` (or `href`). */
  async seeHeadTag(selector: string, expected: string | RegExp): Promise<void> {
    const element = this.page.locator(`head ${selector}`).first();
    const value = (await element.getAttribute('content')) ?? (await element.getAttribute('href'));
    if (typeof expected === 'string') expect(value).toBe(expected);
    else expect(value).toMatch(expected);
  }

  /** The provider logo shown is the theme's variant (the other one is not displayed). */
  async seeProviderLogo(theme: 'dark' | 'light'): Promise<void> {
    const shown = this.page.locator(`.casino-provider-logo__${theme}`).first();
    const hidden = this.page.locator(`.casino-provider-logo__${theme === 'dark' ? 'light' : 'dark'}`).first();
    await shown.waitFor({ state: 'visible' });
    expect(await hidden.isVisible()).toBe(false);
    expect(await shown.getAttribute('src')).toContain(`logo-${theme}`);
  }

  async seeWinners(atLeast = 1): Promise<number> {
    const items = this.page.locator('.casino-winners__item');
    await items.first().waitFor({ state: 'visible' });
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(atLeast);
    return count;
  }

  async amounts(selector: string): Promise<string[]> {
    return this.page.locator(selector).allTextContents();
  }

  /** The error key a failed call left on the page. */
  async seeErrorKey(errorKey: string): Promise<void> {
    await this.page.locator(`[data-error-key="${errorKey}"]`).waitFor({ state: 'visible' });
  }
}
