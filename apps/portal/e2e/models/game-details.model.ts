// Game details and demo play as a visitor sees them (Playwright's page-object model): a tile opens
// the details over the page (`I.openDetailsFromTile()`), back or Escape closes them, Demo plays the
// game in the game-play page (`I.seeGameFrame()`), close comes back.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { PortalPageModel, type HeldRequests } from './portal-page.model.ts';

export class GameDetailsModel extends PortalPageModel {
  get dialog(): Locator {
    return this.page.locator('dialog.casino-details-dialog[open]');
  }

  /** The path the address bar shows (a masked entry shows the details' own address). */
  async seeAddress(path: string): Promise<void> {
    await this.page.waitForFunction((expected) => window.location.pathname === expected, path);
  }

  /** Clicks the first tile of the page (of a game `wanted` accepts) and waits for its details over the page. */
  async openDetailsFromTile(wanted: (gameCode: string) => boolean = () => true): Promise<{ readonly name: string; readonly href: string }> {
    const tile = await this.clickTile(wanted);
    await this.seeDetailsOverPage(tile.name);
    return tile;
  }

  /** Clicks the first tile of the page of a game `wanted` accepts; its name and link. */
  async clickTile(wanted: (gameCode: string) => boolean = () => true): Promise<{ readonly name: string; readonly href: string }> {
    const { tile, name, href } = await this.tileOf(wanted);
    await tile.click();
    return { name, href };
  }

  /** Moves the pointer over the first tile of the page of a game `wanted` accepts; its name and link. */
  async hoverTile(wanted: (gameCode: string) => boolean = () => true): Promise<{ readonly name: string; readonly href: string }> {
    const { tile, name, href } = await this.tileOf(wanted);
    await tile.hover();
    return { name, href };
  }

  /** The route React Router's browser manifest knows by this id (the routes discovered so far), or null. */
  async knownRoute(routeId: string): Promise<{ readonly module: string; readonly imports: readonly string[] } | null> {
    return this.page.evaluate((id) => {
      const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] }> } }).__reactRouterManifest
        ?.routes;
      const route = routes?.[id];
      return route === undefined ? null : { module: route.module, imports: route.imports ?? [] };
    }, routeId);
  }

  /** The script chunks the page has been told to preload (its modulepreload links). */
  async preloadedChunks(): Promise<string[]> {
    return this.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));
  }

  private async tileOf(wanted: (gameCode: string) => boolean) {
    // A ranked tile's name starts with its place, which only a screen reader hears.
    const tiles = this.page.locator('main [data-game-tile]:not(.casino-game-tile--ranked)');
    const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((each) => wanted(decodeURIComponent(each.split('/').pop() ?? '')));
    if (index < 0) throw new Error('no tile of a wanted game on the page');
    const href = hrefs[index] ?? '';
    // The game's own tile, not the index-th: a service row drawn once the runtime runs and the click's
    // scroll brings it near (lobby/service-rows) adds tiles before it, and on CI the index-th was
    // then another game (Gates of Olympus' details came for Kuře přes silnici's tile).
    const tile = tiles.and(this.page.locator(`[href=${JSON.stringify(href)}]`)).first();
    const name = ((await tile.locator('.casino-game-tile__name').textContent()) ?? '').trim();
    return { tile, name, href };
  }

  /**
   * Presses the details' info icon (within `scope`) and waits until their description holds the
   * focus with its top in the window; the jump adds no history entry.
   */
  async showDescriptionByInfo(scope: Locator): Promise<void> {
    const entries = await this.page.evaluate(() => history.length);
    await scope.getByRole('link', { name: 'Popis hry' }).click();
    const description = scope.locator('.casino-game-details__description');
    await expect.poll(() => description.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        description.evaluate((element) => {
          const top = element.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await this.page.evaluate(() => history.length)).toBe(entries);
  }

  /** The details over the page, whole: named (at once, from the tile) and with their data's table. */
  async seeDetailsOverPage(name: string): Promise<void> {
    try {
      await this.dialog.getByRole('heading', { level: 2, name }).waitFor({ state: 'visible' });
      await this.dialog.locator('.casino-game-details__facts').waitFor({ state: 'visible' });
    } catch (error) {
      // Seen on CI (a native launch's tile, 60 s without the dialog), never here: what the page was
      // then says which way it went (another game's details, from the tile found by its index).
      const state = await this.page.evaluate(() => ({
        address: location.pathname + location.search,
        runtime: document.documentElement.dataset['runtime'],
        dialogs: [...document.querySelectorAll('dialog')].map(
          (dialog) => `${dialog.className}${dialog.open ? ' [open]' : ''}: ${dialog.textContent?.slice(0, 80)}`,
        ),
        headings: [...document.querySelectorAll('h1, h2')].slice(0, 4).map((heading) => heading.textContent),
      }));
      throw new Error(`no details of ${name} over the page: ${JSON.stringify(state)}`, { cause: error });
    }
  }

  /**
   * Presses Enter on the focused details link and goes back the moment the address bar shows `href`:
   * the router has pushed the details' entry, the page may not have drawn it yet (a quick back).
   */
  async openAndGoBackAtOnce(href: string): Promise<void> {
    const armed = this.page.evaluate(
      (path) =>
        new Promise<void>((resolve) => {
          const backOnceShown = () => {
            if (window.location.pathname !== path) return void setTimeout(backOnceShown, 0);
            history.back();
            resolve();
          };
          backOnceShown();
        }),
      href,
    );
    await this.page.keyboard.press('Enter');
    await armed;
  }

  /**
   * Holds back the answers of the details' own data requests until `release` is called, so a test can
   * see what the details show before their data arrives.
   */
  async holdDetailsData(): Promise<HeldRequests> {
    return this.holdRequests(/\/hra\/[^/?]+\.data\?over=1/);
  }

  /** Drags the bottom sheet's head down by `distance` px with the pointer, in steps as a finger would. */
  async dragSheetDown(distance: number): Promise<void> {
    const grip = await this.dialog.locator('.casino-details-dialog__grip').boundingBox();
    if (grip === null) throw new Error('the sheet has no grip');
    const x = grip.x + grip.width / 2;
    const y = grip.y + grip.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + distance, { steps: 8 });
    await this.page.mouse.up();
  }

  async seeNoDetailsOverPage(): Promise<void> {
    await this.page.locator('dialog.casino-details-dialog').waitFor({ state: 'detached' });
  }

  /** The details' table (provider, bets, max win, RTP …) as label → value. */
  async facts(scope: Locator = this.page.locator('main')): Promise<Record<string, string>> {
    const rows = scope.locator('.casino-game-details__fact');
    const facts: Record<string, string> = {};
    for (const row of await rows.all()) facts[((await row.locator('dt').textContent()) ?? '').trim()] = ((await row.locator('dd').textContent()) ?? '').trim();
    return facts;
  }

  async seeHeading(name: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
  }

  async headContent(selector: string, attribute = 'content'): Promise<string | null> {
    return this.page.locator(`head ${selector}`).first().getAttribute(attribute);
  }

  /** The game's page from the platform, framed below the slim bar and filling the rest of the screen. */
  async seeGameFrame(gameCode: string, name: string): Promise<void> {
    const frame = this.page.locator('iframe.casino-game-play__frame');
    await frame.waitFor({ state: 'visible' });
    expect(await frame.getAttribute('src')).toMatch(new RegExp(`^https?://[^/]+/demo-games/${gameCode}\\?.*mode=demo`));
    // The platform's game page itself, not a 404 of the portal's origin.
    await this.page.frameLocator('iframe.casino-game-play__frame').getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
    const box = await frame.boundingBox();
    const viewport = this.page.viewportSize();
    const bar = await this.page.locator('.casino-game-play__bar').boundingBox();
    if (box === null || viewport === null || bar === null) throw new Error('the game frame or the bar has no box');
    expect(box.width).toBe(viewport.width);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(Math.round(box.y)).toBe(Math.round(bar.y + bar.height));
  }

  /**
   * The app links the page follows from now on (a scheme no handler takes leaves the page where it
   * is and tells nothing to Playwright: Chromium's own navigation request says where it went).
   */
  async watchAppLinks(scheme: string): Promise<string[]> {
    const links: string[] = [];
    const devtools = await this.page.context().newCDPSession(this.page);
    devtools.on('Page.frameRequestedNavigation', ({ url }) => {
      if (url.startsWith(scheme)) links.push(url);
    });
    await devtools.send('Page.enable');
    return links;
  }

  async closeGame(): Promise<void> {
    await this.page.getByRole('link', { name: /Zavřít hru|Close the game/ }).click();
  }

  /**
   * Close after an app link was followed. Headless Chromium keeps an unseen "open the app?" prompt
   * for a scheme nothing takes, and that prompt takes the page's next input events, so the click is
   * dispatched in the page (an app's web view takes the link itself; a browser's prompt is answered
   * by the player).
   */
  async closeGameAfterAppLink(): Promise<void> {
    await this.page.getByRole('link', { name: /Zavřít hru|Close the game/ }).dispatchEvent('click');
  }

  /** Answers the next window.prompt with `password` (null: cancels it), and gives its message. */
  answerNextPrompt(password: string | null): Promise<string> {
    return new Promise((resolve) => {
      this.page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void (password === null ? dialog.dismiss() : dialog.accept(password));
      });
    });
  }

  async seeSnackbar(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }

  async focused(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('href') ?? document.activeElement?.tagName ?? '');
  }
}
