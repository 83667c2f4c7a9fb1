// Addresses as a visitor and a crawler meet them (Playwright's page-object model): what the server
// answers before any redirect is followed, and where the browser ends up.
import { expect } from 'vitest';
import { PortalPageModel } from './portal-page.model.ts';

export interface RawAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly setCookie: string | null;
}

/**
 * Back by a client navigation or a reload, the lobby puts the window on the widget the visitor left
 * it at (routing/use-scroll-anchor.ts), whatever the heights above it (the widgets not laid out yet
 * take estimated heights: content-visibility, lobby-widgets.css): within a few pixels (the anchor
 * widget's own height may differ between its estimate and its drawing). A pixel offset alone was
 * some 30 px off.
 */
const ANCHORED_PX = 8;

export class RoutingModel extends PortalPageModel {
  /** The server's own answer to a GET of the address (redirects not followed). */
  async ask(path: string): Promise<RawAnswer> {
    const response = await fetch(new URL(path, this.origin), { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('Location'), setCookie: response.headers.get('Set-Cookie') };
  }

  /** Opens the address in the browser, following redirects; returns the final status and path. */
  async visit(path: string): Promise<{ status: number; path: string }> {
    const response = await this.page.goto(this.address(path), { waitUntil: 'networkidle' });
    if (response === null) throw new Error(`no response for ${path}`);
    const url = new URL(this.page.url());
    return { status: response.status(), path: `${url.pathname}${url.search}` };
  }

  /** How far the window is scrolled down, in CSS pixels. */
  async scrollY(): Promise<number> {
    return this.page.evaluate(() => Math.round(window.scrollY));
  }

  /** Scrolls the last "show all" link of the page's rows into view; returns the window's scroll then. */
  async scrollToLastShowAll(name: string): Promise<{ readonly y: number; readonly top: number }> {
    await this.page.getByRole('link', { name }).last().scrollIntoViewIfNeeded();
    // The scroll engages the page (the rows that waited for it hydrate) and the pointer starts the
    // runtime: what that changes above the window moves it (the browser's scroll anchoring), so the
    // position the page stores is the one it comes to rest at.
    await this.waitForRuntime();
    const y = await this.restingScrollY();
    return { y, top: await this.topOfLast(name) };
  }

  /** Where the last link of that name is in the window (its top, in CSS pixels). */
  private async topOfLast(name: string): Promise<number> {
    return Math.round((await this.page.getByRole('link', { name }).last().boundingBox())?.y ?? Number.NaN);
  }

  /** The visitor sees the last link of that name where it was (within `within` pixels): the window came back to the same content. */
  async seeLastShowAllAt(name: string, top: number): Promise<void> {
    await expect.poll(() => this.scrollY(), { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(async () => Math.abs((await this.topOfLast(name)) - top), { timeout: 5000 }).toBeLessThanOrEqual(ANCHORED_PX);
  }

  /** How many rows of the recommendation service's the lobby shows drawn. */
  async serviceRowsDrawn(): Promise<number> {
    return this.page.locator('main [data-service-row]').count();
  }

  /** The window's scroll once it has stayed put for a few frames. */
  private async restingScrollY(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = -1;
          let still = 0;
          const frame = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 10) resolve(last);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
  }

  /** Scrolls the window down by this much and lets the page follow; returns the window's scroll then. */
  async scrollDown(by: number): Promise<number> {
    await this.page.evaluate((y) => window.scrollBy(0, y), by);
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return this.scrollY();
  }

  /** The address of the first game tile whose top is on screen. */
  async firstGameTileOnScreen(): Promise<string> {
    const href = await this.page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[data-game-tile]')].find((tile) => tile.getBoundingClientRect().top >= 0)?.getAttribute('href') ??
        null,
    );
    if (href === null) throw new Error('no game tile on screen');
    return href;
  }

  /** Follows the game tile with this address; returns the new path once the game's page has loaded. */
  async followGameTile(href: string): Promise<string> {
    await Promise.all([
      this.page.waitForURL((url) => url.pathname === href, { waitUntil: 'networkidle' }),
      this.page.locator(`a[data-game-tile][href="${href}"]`).click(),
    ]);
    return new URL(this.page.url()).pathname;
  }

  /** Follows the last "show all" link (a document load); returns the new path. */
  async followLastShowAll(name: string): Promise<string> {
    const link = this.page.getByRole('link', { name }).last();
    const href = await link.getAttribute('href');
    await Promise.all([this.page.waitForURL((url) => url.pathname === href, { waitUntil: 'networkidle' }), link.click()]);
    return new URL(this.page.url()).pathname;
  }

  /** Clicks a link of the site's chrome (a client navigation once the page is alive) and waits for the page's heading. */
  async followChromeLink(name: string, path: string, heading: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === path);
    await this.page.getByRole('heading', { name: heading, level: 1 }).waitFor({ state: 'visible' });
  }

  /** From far down the page, the keyboard's first stop (the skip link) and Enter; returns where the content then starts. */
  async skipToContentFromBelow(): Promise<{ readonly hash: string; readonly contentTop: number; readonly chromeBottom: number; readonly focused: string }> {
    await this.page.evaluate(() => window.scrollTo(0, 2000));
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.press('Enter');
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return this.page.evaluate(() => {
      // The lowest edge of the sticky chrome on screen (the header and the submenu on a desktop; below
      // it the header scrolls with the page, and none stays).
      const sticky = [...document.querySelectorAll<HTMLElement>('header, .casino-submenu')].filter(
        (element) => element.offsetParent !== null && getComputedStyle(element).position === 'sticky',
      );
      return {
        hash: window.location.hash,
        contentTop: Math.round(document.getElementById('main')!.getBoundingClientRect().top),
        chromeBottom: Math.round(Math.max(0, ...sticky.map((element) => element.getBoundingClientRect().bottom))),
        focused: document.activeElement?.id ?? '',
      };
    });
  }

  async back(): Promise<void> {
    await this.page.goBack({ waitUntil: 'networkidle' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'networkidle' });
  }

  /** The window comes to rest at the position (within a pixel: devices round scroll offsets). */
  async seeScrolledTo(y: number): Promise<void> {
    await expect.poll(() => this.scrollY(), { timeout: 5000 }).toBeGreaterThanOrEqual(y - 1);
    expect(Math.abs((await this.scrollY()) - y)).toBeLessThanOrEqual(1);
  }

  async seeNotFoundPage(heading: string): Promise<void> {
    await this.page.getByRole('heading', { name: heading }).waitFor({ state: 'visible' });
    expect(await this.page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex\b/);
  }
}
