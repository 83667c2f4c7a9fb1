// The lobby as a player sees it (Playwright's page-object model): what they do (`I.openLobby()`)
// and what they check (`I.seeGame('Book of Dead')`), in words of the page, not of its markup.
import type { Response } from 'playwright-core';
import { expect } from 'vitest';
import { PortalPageModel } from './portal-page.model.ts';

export type LobbyLocale = 'cs' | 'en';

export class LobbyModel extends PortalPageModel {
  /** Opens the lobby in a language (cs is the unprefixed site) and waits for the page to settle. */
  async openLobby(locale: LobbyLocale = 'cs'): Promise<Response> {
    return this.open(locale === 'en' ? '/en' : '/');
  }

  /** The casino's all-games grid (`/vsechny-hry`, `/en/vsechny-hry`). */
  async openAllGames(locale: LobbyLocale = 'cs'): Promise<Response> {
    return this.open(locale === 'en' ? '/en/vsechny-hry' : '/vsechny-hry');
  }

  async openLiveLobby(locale: LobbyLocale = 'cs'): Promise<Response> {
    return this.open(locale === 'en' ? '/en/kasino-zive' : '/kasino-zive');
  }

  async openLiveAllGames(locale: LobbyLocale = 'cs'): Promise<Response> {
    return this.open(locale === 'en' ? '/en/kasino-zive/vsechny-hry' : '/kasino-zive/vsechny-hry');
  }

  async openLiveCategory(slug: string, locale: LobbyLocale = 'cs'): Promise<Response> {
    return this.open(`${locale === 'en' ? '/en' : ''}/kasino-zive/kategorie/${slug}`);
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

  /** A lobby row by its heading, with at least `tiles` games in it. */
  async seeRow(title: string, tiles = 1): Promise<void> {
    const row = this.page.locator('section.casino-game-row', { has: this.page.getByRole('heading', { name: title, exact: true }) });
    await row.first().waitFor({ state: 'visible' });
    expect(await row.first().locator('[data-game-tile]').count()).toBeGreaterThanOrEqual(tiles);
  }

  /** The Top 10 row: exactly ten games, each with its rank beside the art. */
  async seeTopTen(): Promise<void> {
    const row = this.page.locator('section.casino-game-row--top10').first();
    await row.waitFor({ state: 'visible' });
    expect(await row.locator('[data-game-tile]').count()).toBe(10);
    expect(await row.locator('.casino-game-tile__rank').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  }

  /** Rows of every tile layout of part 2 §3. */
  async seeTileLayouts(layouts: readonly string[]): Promise<void> {
    for (const layout of layouts) expect(await this.page.locator(`section.casino-game-row--${layout.toLowerCase()}`).count(), layout).toBeGreaterThan(0);
  }

  /**
   * From the next page on, counts the page's own blocks (sections, headers, navigation, lists,
   * <main>) that leave the document: a page whose islands hydrate the server's HTML removes none.
   * A loading skeleton (aria-busy) that its streamed content replaces is no such block.
   */
  /**
   * From now on, the page's fetches of the lobby rows' resources (the player rows' catalogue, the
   * service rows' tiles): each one's path with its query, and its body's bytes as they came over the
   * wire (compressed, if the answer was) with their encoding.
   */
  noteRowsFetches(): () => Promise<Array<{ readonly path: string; readonly bytes: number; readonly encoding: string }>> {
    const seen: Array<Promise<{ readonly path: string; readonly bytes: number; readonly encoding: string }>> = [];
    this.page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (!/\/(hrac\/katalog|hry\/dlazdice)\.json$/.test(url.pathname)) return;
      seen.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          path: `${url.pathname}${url.search}`,
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    return () => Promise.all(seen);
  }

  /** Cuts the browser's fetches of the service rows' tiles (as a dropped connection would) until restored. */
  async failServiceTiles(): Promise<{ readonly restore: () => Promise<void> }> {
    const pattern = '**/hry/dlazdice.json*';
    await this.page.route(pattern, (route) => route.abort('failed'));
    return { restore: () => this.page.unroute(pattern) };
  }

  /** Follows a link of the site's chrome (a client navigation once the page is alive). */
  async followChromeLink(name: string, path: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** How many snackbars with these words show, once one does. */
  async snackbarsSaying(text: string): Promise<number> {
    const snackbars = this.page.locator('.casino-snackbar', { hasText: text });
    await snackbars.first().waitFor({ state: 'visible' });
    return snackbars.count();
  }

  async pressSnackbarAction(text: string, action: string): Promise<void> {
    await this.page.locator('.casino-snackbar', { hasText: text }).first().getByRole('button', { name: action }).click();
  }

  async noteReplacedBlocks(): Promise<() => Promise<number>> {
    await this.page.addInitScript(() => {
      const holder = window as unknown as { casinoReplacedBlocks: number };
      holder.casinoReplacedBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLElement && node.matches('section, header, nav, ul, main') && node.closest('[aria-busy="true"]') === null)
              holder.casinoReplacedBlocks += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    return () => this.page.evaluate(() => (window as unknown as { casinoReplacedBlocks: number }).casinoReplacedBlocks);
  }

  /** The carousel's next arrow moves its slides (its island has hydrated). */
  async moveCarouselOn(nextLabel: string): Promise<void> {
    const track = this.page.locator('.casino-carousel__track');
    const before = await track.evaluate((element) => element.scrollLeft);
    await this.page.getByRole('button', { name: nextLabel }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
  }

  /**
   * A game row's arrows (desktops with a pointer) follow its scroll: at the start only "next" works,
   * a press moves the row on and lets "previous" work, and at the end "next" stops.
   */
  async scrollGameRowByArrows(): Promise<void> {
    const row = this.page
      .locator('.casino-game-row')
      .filter({ has: this.page.locator('.casino-game-row__arrows') })
      .first();
    const [previous, next] = [row.locator('.casino-game-row__arrow').first(), row.locator('.casino-game-row__arrow').last()];
    const scroller = row.locator('.casino-game-row__scroller');
    await row.scrollIntoViewIfNeeded();
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => next.isDisabled()).toBe(true);
  }

  /** The bottom bar's menu button opens the drawer (the chrome's island has hydrated). */
  async openMenuDrawer(menuLabel: string): Promise<void> {
    await this.page.locator('.casino-bottom-bar').getByRole('button', { name: menuLabel }).click();
    await this.page.getByRole('dialog').waitFor({ state: 'visible' });
  }

  async seeCarousel(): Promise<void> {
    await this.page.locator('[aria-roledescription="carousel"] img').first().waitFor({ state: 'visible' });
  }

  async seeSection(heading: string): Promise<void> {
    await this.page.getByRole('heading', { name: heading, exact: true }).first().waitFor({ state: 'attached' });
  }

  /** A jackpot's top level shows a Czech amount whose text changes while it is on the screen (off it, a ticker rests). */
  async seeJackpotsTicking(): Promise<void> {
    const value = this.page.locator('.casino-jackpot-ticker__level--top .casino-jackpot-ticker__value').first();
    await value.waitFor({ state: 'visible' });
    await value.scrollIntoViewIfNeeded();
    const first = await value.textContent();
    expect(first).toMatch(/Kč$/);
    await expect.poll(() => value.textContent(), { timeout: 20_000, interval: 500 }).not.toBe(first);
  }

  /**
   * A jackpot's top level, on the first screen, changes its text while nothing touches the page and
   * before the browser runtime starts (whose start would hydrate every waiting part).
   */
  async seeJackpotsTickingUntouched(): Promise<void> {
    const value = this.page.locator('.casino-jackpot-ticker__level--top .casino-jackpot-ticker__value').first();
    await value.waitFor({ state: 'visible' });
    const first = await value.textContent();
    expect(first).toMatch(/Kč$/);
    await expect.poll(() => value.textContent(), { timeout: 8_000, interval: 250 }).not.toBe(first);
    expect(await this.page.evaluate(() => document.documentElement.dataset['runtime'] ?? 'not started')).toBe('not started');
  }

  /** Whether React has hydrated the element (a node React owns carries its fiber; a dehydrated part's server HTML does not). */
  hydrated(selector: string): Promise<boolean> {
    return this.page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
  }

  /** The winners stream in after the first paint: their list replaces the skeleton. */
  async seeWinners(): Promise<void> {
    await this.page.locator('.casino-winners-strip__item:not(.casino-skeleton)').first().waitFor({ state: 'visible', timeout: 15_000 });
  }

  /**
   * Images: every one has its width and height; the largest paint is fetched first — the carousel's
   * first slide, named by a high-priority preload in the head, when the lobby opens with one, else
   * the first game tile — and the first game row's first tile loads eagerly.
   */
  async seeImagesSized(): Promise<void> {
    const unsized = await this.page.locator('main img:not([width]), main img:not([height])').count();
    expect(unsized).toBe(0);
    const firstTile = this.page.locator('[data-game-tile] img').first();
    expect(await firstTile.getAttribute('loading')).toBe('eager');
    const slide = this.page.locator('.casino-carousel__image').first();
    if ((await slide.count()) === 0) {
      expect(await firstTile.getAttribute('fetchpriority')).toBe('high');
      return;
    }
    expect(await slide.getAttribute('fetchpriority')).toBe('high');
    expect(await firstTile.getAttribute('fetchpriority')).not.toBe('high');
    const preloads = await this.page
      .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toContain(await slide.getAttribute('src'));
  }

  async firstGameLink(): Promise<string | null> {
    return this.page.locator('[data-game-tile]').first().getAttribute('href');
  }

  async gameTileCount(): Promise<number> {
    return this.page.locator('[data-game-tile]').count();
  }

  /** Elements in the whole document. */
  async domNodeCount(): Promise<number> {
    return this.page.evaluate(() => document.querySelectorAll('*').length);
  }

  /** Scrolls the window to a share (0–1) of the page's height and lets the grid follow. */
  async scrollTo(share: number): Promise<void> {
    await this.page.evaluate((to) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * to), share);
    await this.page.waitForTimeout(300);
  }

  /** An error state in place of content, by the spec's key (errors.failed-to-fetch-…) and its text. */
  async seeError(errorKey: string, text: string): Promise<void> {
    const error = this.page.locator(`[role="alert"][data-error-key="${errorKey}"]`);
    await error.first().waitFor({ state: 'visible' });
    expect(await error.first().textContent()).toContain(text);
  }

  async seeHeading(text: string): Promise<void> {
    await this.page.getByRole('heading', { name: text, exact: true }).first().waitFor({ state: 'visible' });
  }
}
