// The site's chrome as a visitor uses it (page-object model): the header, the submenu and its
// "More" popover, the theme switch, the phone's bottom bar and drawer, the banner, the error page,
// and what the tag manager receives. Words of the page, not of its markup, where it can.
import { expect } from 'vitest';
import { modulePreloadsOf } from '../../src/html/scripts-after-first-paint.server.ts';
import { PortalPageModel } from './portal-page.model.ts';

export interface FocusStop {
  readonly name: string;
  readonly tag: string;
  /** The focus ring is drawn (box-shadow or outline). */
  readonly ring: boolean;
}

export class ChromeModel extends PortalPageModel {
  /**
   * Starts noting every script file the page asks the portal for (not the platform's script, which
   * the runtime loads from the platform's origin); the returned function lists them so far.
   */
  noteScriptRequests(): () => string[] {
    const scripts: string[] = [];
    this.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== this.origin) return;
      if (request.resourceType() === 'script' || /\/assets\/.+\.js$/.test(url.pathname)) scripts.push(url.pathname);
    });
    return () => [...scripts];
  }

  /** The chunks a script chunk of the build imports statically (their paths): they load with it. */
  async staticImportsOf(path: string): Promise<string[]> {
    const code = await (await this.page.request.get(this.address(path))).text();
    return [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(([, file]) => new URL(file!, this.address(path)).pathname);
  }

  /** Waits until every script chunk another page's HTML names has been fetched by this page (its route prefetch). */
  async waitForChunksOf(path: string): Promise<string[]> {
    const html = await (await this.page.request.get(this.address(path))).text();
    const chunks = modulePreloadsOf(html).map((href) => new URL(href, this.origin).href);
    expect(chunks.length).toBeGreaterThan(0);
    await this.waitForLoaded(() => Promise.resolve(chunks));
    return chunks;
  }

  /**
   * Waits until the document's module preloads (its own and the route prefetch's) stop coming and
   * have all loaded: the prefetch adds them two per task, and a moment with all present ones loaded
   * can fall between two of its tasks.
   */
  async waitForModulePreloadsLoaded(): Promise<void> {
    const preloads = () => this.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    let seen = -1;
    await expect
      .poll(
        async () => {
          await this.waitForLoaded(preloads);
          const count = (await preloads()).length;
          const settled = count === seen;
          seen = count;
          return settled;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
  }

  /** Polls until each address (read anew per poll) has a finished resource entry in the page. */
  private async waitForLoaded(urls: () => Promise<readonly string[]>): Promise<void> {
    await expect
      .poll(
        async () =>
          this.page.evaluate(
            (wanted) => wanted.filter((url) => !performance.getEntriesByName(url).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)),
            [...(await urls())],
          ),
        {
          timeout: 10_000,
        },
      )
      .toEqual([]);
  }

  /** A pointer over a product link: the intent that starts the route prefetch. */
  async pointAtProductLink(name: string): Promise<void> {
    await this.header().getByRole('link', { name, exact: true }).hover();
  }

  async followProductLink(name: string): Promise<void> {
    await this.header().getByRole('link', { name, exact: true }).click();
  }

  header() {
    return this.page.locator('header.casino-header');
  }

  async seeLogoLinkingTo(href: string): Promise<void> {
    expect(await this.header().locator('a.casino-header__logo').getAttribute('href')).toBe(href);
  }

  async seeRegisterLink(): Promise<string> {
    const link = this.header().getByRole('link', { name: /Registrace|Register/ });
    await link.waitFor({ state: 'visible' });
    return (await link.getAttribute('href')) ?? '';
  }

  async loginButtonText(): Promise<string> {
    const button = this.header().locator('[data-login-button]');
    await button.waitFor({ state: 'visible' });
    return (await button.innerText()).trim();
  }

  /**
   * Presses Log in and returns whether the login-dialog-open event reached the window; the login
   * dialog it opens (modal: the page behind is inert) is closed with Escape before going on.
   */
  async pressLoginAndCatchDialogEvent(eventName: string): Promise<boolean> {
    await this.page.evaluate((name) => {
      (window as unknown as { loginAsked?: boolean }).loginAsked = false;
      window.addEventListener(name, () => ((window as unknown as { loginAsked?: boolean }).loginAsked = true), { once: true });
    }, eventName);
    await this.header().locator('[data-login-button]').click();
    const asked = await this.page.evaluate(() => (window as unknown as { loginAsked?: boolean }).loginAsked === true);
    const dialog = this.page.locator('dialog[data-login-dialog]');
    await dialog.waitFor({ state: 'visible' });
    await this.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    return asked;
  }

  /** Tabs from the top of the page `count` times and reports where focus went. */
  async tabThrough(count: number): Promise<FocusStop[]> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.locator('body').focus();
    const stops: FocusStop[] = [];
    for (let index = 0; index < count; index += 1) {
      await this.page.keyboard.press('Tab');
      stops.push(
        await this.page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          const name = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().replace(/\s+/g, ' ');
          return {
            name,
            tag: element.tagName.toLowerCase(),
            ring: style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px'),
          };
        }),
      );
    }
    return stops;
  }

  async focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().replace(/\s+/g, ' ');
    });
  }

  submenu() {
    return this.page.locator('.casino-submenu nav');
  }

  async submenuLinkNames(): Promise<string[]> {
    return this.submenu().locator('.casino-overflow-nav__item:not([hidden]) a').allInnerTexts();
  }

  /**
   * The header's and the submenu's rows of links: how many are shown, how many of those the row cuts
   * off at its right edge (out of reach), and whether "More" offers the rest.
   */
  async overflowRows(): Promise<Array<{ label: string; shown: number; cut: number; more: boolean }>> {
    return this.page.locator('nav.casino-overflow-nav').evaluateAll((navs) =>
      navs.map((nav) => {
        const row = nav.querySelector('.casino-overflow-nav__row')!.getBoundingClientRect();
        const shown = [...nav.querySelectorAll<HTMLElement>('.casino-overflow-nav__item')].filter((item) => !item.hidden);
        return {
          label: nav.getAttribute('aria-label') ?? '',
          shown: shown.length,
          cut: shown.filter((item) => item.getBoundingClientRect().right > row.right + 0.5).length,
          more: !nav.querySelector<HTMLElement>('.casino-overflow-nav__more')!.hidden,
        };
      }),
    );
  }

  async seeMoreButton(where: 'header' | 'submenu'): Promise<boolean> {
    const scope = where === 'header' ? this.header() : this.submenu();
    return scope.locator('.casino-overflow-nav__more:not([hidden]) button').isVisible();
  }

  /** Opens the submenu's "More" popover with the keyboard and returns its link names. */
  async openSubmenuMoreWithKeyboard(): Promise<string[]> {
    await this.submenu().locator('.casino-overflow-nav__more button').focus();
    await this.page.keyboard.press('Enter');
    const panel = this.page.locator('.casino-overflow-nav__panel');
    await panel.waitFor({ state: 'visible' });
    return panel.locator('a').allInnerTexts();
  }

  /** Links of the open "More" panel that the page paints over (a pointer at their middle hits the page). */
  async popoverLinksUncovered(): Promise<string[]> {
    return this.page.locator('.casino-overflow-nav__panel a').evaluateAll((links) =>
      links.flatMap((link) => {
        const panel = link.closest('.casino-overflow-nav__panel');
        const box = link.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        const frame = panel?.getBoundingClientRect();
        // Links scrolled out of the panel's own box are the panel's business, not the page's.
        if (panel == null || frame === undefined || middle < frame.top || middle > Math.min(frame.bottom, window.innerHeight)) return [];
        const hit = document.elementFromPoint(box.left + box.width / 2, middle);
        return hit !== null && panel.contains(hit) ? [] : [link.textContent ?? ''];
      }),
    );
  }

  async pressEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  async popoverClosed(): Promise<void> {
    await this.page.locator('.casino-overflow-nav__panel').waitFor({ state: 'hidden' });
  }

  async chooseTheme(option: 'dark' | 'light' | 'system', scope = '.casino-submenu'): Promise<void> {
    await this.page.locator(`${scope} [data-theme-option="${option}"]`).click();
  }

  /** Ark UI's tooltips (loaded on first use) have taken the switch's buttons over. */
  async themeTooltipsLoaded(scope = '.casino-submenu'): Promise<void> {
    await this.page.locator(`${scope} [data-theme-option][data-scope="tooltip"]`).first().waitFor();
  }

  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  async cookie(name: string): Promise<string | null> {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === name)?.value ?? null;
  }

  bottomBar() {
    return this.page.locator('nav.casino-bottom-bar');
  }

  async bottomBarLabels(): Promise<string[]> {
    const items = this.bottomBar().locator('.casino-bottom-bar__label');
    const labels: string[] = [];
    for (const item of await items.all()) if (await item.isVisible()) labels.push((await item.innerText()).trim());
    return labels;
  }

  async openDrawerWithKeyboard(): Promise<void> {
    await this.bottomBar().locator('button').focus();
    await this.page.keyboard.press('Enter');
    await this.page.getByRole('dialog').waitFor({ state: 'visible' });
  }

  drawer() {
    return this.page.getByRole('dialog');
  }

  async focusIsInsideDrawer(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  }

  /** A finger drags the open drawer down by its grabber and lets go. */
  async swipeDrawerDown(): Promise<void> {
    const grabber = await this.drawer().locator('.casino-drawer__grabber').boundingBox();
    if (grabber === null) throw new Error('the drawer has no grabber');
    const x = grabber.x + grabber.width / 2;
    const y = grabber.y + grabber.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + 400, { steps: 12 });
    await this.page.mouse.up();
  }

  async drawerClosed(): Promise<void> {
    await this.drawer().waitFor({ state: 'hidden' });
  }

  async seeHeading(text: string | RegExp): Promise<void> {
    await this.page.getByRole('heading', { name: text }).first().waitFor({ state: 'visible' });
  }
}
