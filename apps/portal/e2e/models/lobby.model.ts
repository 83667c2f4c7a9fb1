// The lobby as a player sees it (Playwright's page-object model): what they do (`I.openLobby()`)
// and what they check (`I.seeGame('Book of Dead')`), in words of the page, not of its markup.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

export type LobbyLocale = 'cs' | 'en';

export class LobbyModel {
  private readonly page: Page;
  private readonly origin: string;

  constructor(page: Page, origin: string) {
    this.page = page;
    this.origin = origin;
  }

  /** Opens the lobby in a language (cs is the unprefixed site) and waits for the page to settle. */
  async openLobby(locale: LobbyLocale = 'cs'): Promise<Response> {
    return this.open(locale === 'en' ? '/en' : '/');
  }

  async open(path: string): Promise<Response> {
    const response = await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'networkidle' });
    if (response === null) throw new Error(`no response for ${path}`);
    return response;
  }

  async seePageLanguage(lang: string): Promise<void> {
    expect(await this.page.locator('html').getAttribute('lang')).toBe(lang);
  }

  /** The head names this page's address in its language and the page in the others (part 1 §2). */
  async seeLanguageLinks(canonical: string, alternates: Readonly<Record<string, string>>): Promise<void> {
    expect(await this.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
    for (const [lang, href] of Object.entries(alternates)) {
      expect(await this.page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')).toBe(href);
    }
  }

  async seeTheme(theme: 'dark' | 'light' | 'system'): Promise<void> {
    expect(await this.page.locator('html').getAttribute('data-theme')).toBe(theme);
  }

  /** Picks a language in the header's switch and waits for the page in that language. */
  async switchLanguage(locale: LobbyLocale): Promise<void> {
    await Promise.all([this.page.waitForURL((url) => !url.searchParams.has('lang')), this.page.locator(`a[hreflang="${locale}"]`).click()]);
    await this.page.waitForLoadState('networkidle');
  }

  async seeSomeGame(): Promise<void> {
    await this.page.locator('[data-game-tile]').first().waitFor({ state: 'visible' });
  }

  async seeGame(name: string): Promise<void> {
    await this.page.locator('[data-game-tile]', { hasText: name }).first().waitFor({ state: 'visible' });
  }

  async seeHeading(text: string): Promise<void> {
    await this.page.getByRole('heading', { name: text }).waitFor({ state: 'visible' });
  }

  /** axe's findings on the page as it is now (none expected). */
  async accessibilityViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')})`);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: false });
  }
}
