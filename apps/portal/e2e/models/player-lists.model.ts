// A logged-in player's favourites as a person uses them (issue 23, part 2 §3–§4): the heart on a
// lobby tile and in the game details, pressed or not, unavailable while its call is in flight, the
// snackbar of a failed call. Logs in as the login model does (logInAs: a platform session, then a reload).
import { expect } from 'vitest';
import { BasePath, COOKIE_PLAYER_ROWS_HINT, GatewayPath, LocalApiPath } from '@casino/core';
import type { Locator } from 'playwright-core';
import type { HeldRequests } from './portal-page.model.ts';
import { PLAYER_ROWS_CATALOGUE_PATH } from '../../src/lobby/player-rows/player-rows-path.ts';
import { PlayerLoginModel } from './player-login.model.ts';

/** What a heart shows: its name (the action and the game), pressed and unavailable. */
export interface HeartSeen {
  readonly label: string;
  readonly pressed: boolean;
  readonly unavailable: boolean;
}

/** A path as a regular expression's literal text. */
const literally = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The player's favourites list (not a change of one favourite, whose path goes on with the game). */
const FAVOURITES_CALL = new RegExp(`${literally(BasePath.gateway + GatewayPath.favorites)}(\\?|$)`);

/** Where the player rows' games come from: the player's lists (favourites, played games, results) and the personalised picks. */
const PLAYER_LISTS_CALLS = new RegExp(
  [
    BasePath.gateway + GatewayPath.favorites,
    BasePath.gateway + GatewayPath.playerGames,
    BasePath.gateway + GatewayPath.gameResults,
    BasePath.localApi + LocalApiPath.personalisedGames,
  ]
    .map(literally)
    .join('|'),
);

/** What the window shows at its top: the first of the main part's widgets that starts on the screen below the header, by its title. */
export interface ReadingPlace {
  readonly title: string;
  readonly top: number;
}

export class PlayerListsModel extends PlayerLoginModel {
  /** Logs `username` in at the platform (the login model's one way) and opens `path` as that player. */
  async openAsPlayer(path: string, username = 'demo', password = 'demo'): Promise<void> {
    await this.logInAs(username, password);
    await this.open(path);
    await this.waitForRuntime();
    await this.playerHeader();
  }

  /** The heart of the tile of `gameCode` in the page's main part. */
  tileHeart(gameCode: string): Locator {
    return this.page.locator(`main .casino-game-tile-frame:has(> a[data-game-tile][href$="/${gameCode}"]) .casino-favourite-toggle`).first();
  }

  get detailsHeart(): Locator {
    return this.page.locator('.casino-game-details .casino-favourite-toggle').first();
  }

  /** Waits until the tiles of the main part carry hearts and the favourites list is in (hearts available); how many there are. */
  async seeTileHearts(): Promise<number> {
    const hearts = this.page.locator('main .casino-game-tile-frame .casino-favourite-toggle');
    await hearts.first().waitFor({ state: 'visible' });
    await this.page.waitForFunction(() => document.querySelector('main .casino-favourite-toggle:not([aria-disabled])') !== null);
    return hearts.count();
  }

  /** The first tile of the page's first row whose game is not a favourite yet: its code and name. */
  async firstGameNotFavourite(): Promise<{ readonly gameCode: string; readonly name: string }> {
    return this.page.evaluate(() => {
      for (const frame of document.querySelectorAll('main .casino-game-tile-frame:not(.casino-game-tile-frame--ranked)')) {
        const heart = frame.querySelector('.casino-favourite-toggle');
        const link = frame.querySelector('a[data-game-tile]');
        if (heart?.getAttribute('aria-pressed') === 'false' && link) {
          const name = [...(link.querySelector('.casino-game-tile__name')?.childNodes ?? [])]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim();
          return { gameCode: decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? ''), name };
        }
      }
      throw new Error('every tile is a favourite');
    });
  }

  async heart(heart: Locator): Promise<HeartSeen> {
    await heart.waitFor({ state: 'visible' });
    return {
      label: (await heart.getAttribute('aria-label')) ?? '',
      pressed: (await heart.getAttribute('aria-pressed')) === 'true',
      unavailable: (await heart.getAttribute('aria-disabled')) === 'true',
    };
  }

  /** Waits until the heart says `pressed` and is available again. */
  async seeHeart(heart: Locator, pressed: boolean): Promise<HeartSeen> {
    await expect
      .poll(
        async () => {
          const seen = await this.heart(heart);
          return seen.pressed === pressed && !seen.unavailable;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return this.heart(heart);
  }

  /** Presses the heart by keyboard (focus, Enter), as a keyboard player does. */
  async pressByKeyboard(heart: Locator): Promise<void> {
    await heart.focus();
    await this.page.keyboard.press('Enter');
  }

  async press(heart: Locator): Promise<void> {
    await heart.click();
  }

  /** Whether the focused element is this heart and shows a focus ring (a box shadow). */
  async focusRingOn(heart: Locator): Promise<boolean> {
    return heart.evaluate((element) => document.activeElement === element && getComputedStyle(element).boxShadow !== 'none');
  }

  /** How many tile frames of the main part are skipped now (content-visibility: auto, away from the screen). */
  async skippedTileFrames(): Promise<number> {
    return this.page.evaluate(
      () =>
        [...document.querySelectorAll('main .casino-game-tile-frame')].filter(
          (frame) => getComputedStyle(frame).contentVisibility === 'auto' && !frame.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    );
  }

  /**
   * Tabs from the last control of a frame into the next one, the first plain tile (not a Top 10's)
   * that may be skipped, as a keyboard player does: whether focus is on its link, the frame is drawn whole (no containment
   * that would clip the ring) and the link shows its ring.
   */
  async tabIntoSkippableFrame(): Promise<{ readonly onLink: boolean; readonly drawnWhole: boolean; readonly ring: boolean }> {
    const found = await this.page.evaluate(() => {
      const frame = [...document.querySelectorAll('main .casino-game-tile-frame:not(.casino-game-tile-frame--ranked)')].find(
        (candidate) => getComputedStyle(candidate).contentVisibility === 'auto' && candidate.previousElementSibling?.matches('.casino-game-tile-frame'),
      );
      const before = frame?.previousElementSibling?.querySelectorAll<HTMLElement>('a, button');
      if (!frame || !before?.length) return false;
      frame.setAttribute('data-tabbed-into', '');
      before[before.length - 1]!.focus();
      return true;
    });
    if (!found) throw new Error('no tile frame may be skipped on this page');
    await this.page.keyboard.press('Tab');
    const frame = this.page.locator('[data-tabbed-into]');
    await frame.locator('a[data-game-tile]').evaluate((link) => link.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    return frame.evaluate((element) => {
      const link = element.querySelector('a[data-game-tile]');
      return {
        onLink: document.activeElement === link,
        drawnWhole: getComputedStyle(element).contentVisibility === 'visible',
        ring: link !== null && getComputedStyle(link).boxShadow !== 'none',
      };
    });
  }

  /** Holds back the favourites' add and remove calls (the list's own GET too) until released. */
  async holdFavouriteCalls(): Promise<HeldRequests> {
    return this.holdRequests(FAVOURITES_CALL);
  }

  /** Opens the details of the tile of `gameCode` (a click on its link) and waits for them over the page. */
  async openDetailsOf(gameCode: string, name: string): Promise<void> {
    await this.page.locator(`main a[data-game-tile][href$="/${gameCode}"]`).first().click();
    await this.page.locator('dialog[open]').getByRole('heading', { level: 2, name }).waitFor({ state: 'visible' });
  }

  async closeDetails(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.locator('dialog[open]').waitFor({ state: 'detached' });
  }

  /** The browser's fetches of the player rows' catalogue fail (aborted on the wire) until `restore`. */
  async failRowsCatalogue(): Promise<{ restore: () => Promise<void> }> {
    const pattern = `**/${PLAYER_ROWS_CATALOGUE_PATH}*`;
    await this.page.route(pattern, (route) => route.abort('failed'));
    return { restore: () => this.page.unroute(pattern) };
  }

  /** How many snackbars with these words show. */
  async snackbarCount(text: string): Promise<number> {
    return this.page.locator('.casino-snackbar', { hasText: text }).count();
  }

  /**
   * Opens `path` as the logged-in player with the calls of the player's lists held back (the page
   * loaded, the runtime running): the player rows come once they are released.
   */
  async openWithListsHeld(path: string): Promise<HeldRequests> {
    const held = await this.holdRequests(PLAYER_LISTS_CALLS);
    await this.page.goto(this.address(path), { waitUntil: 'load' });
    await this.waitForRuntime();
    return held;
  }

  /** Scrolls down as a reader does, by the wheel (the browser's smooth scroll), and waits until the window is still. */
  async wheelDown(pixels: number, steps = 4): Promise<void> {
    await this.page.mouse.move(200, 400);
    for (let step = 0; step < steps; step += 1) {
      await this.page.mouse.wheel(0, pixels / steps);
      await this.page.waitForTimeout(50);
    }
    await expect
      .poll(async () => this.page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(window.scrollY), 300))))
      .toBeGreaterThanOrEqual(pixels);
  }

  /** What the window shows at its top, and where on the screen. */
  async readingPlace(): Promise<ReadingPlace> {
    return this.page.evaluate(() => {
      // The header scrolls away on a phone: the screen's top is then the window's.
      const below = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
      // The lobby's heading for assistive technology is a pixel high: not something read.
      const widget = [...(document.getElementById('main')?.children ?? [])].find((child) => {
        const box = child.getBoundingClientRect();
        return box.height > 1 && box.top >= below;
      });
      if (widget === undefined) throw new Error('no widget starts on the screen');
      // A service row's place and the row drawn there are two elements with one title.
      const title = widget.querySelector('h2, h3, .casino-row-place__title')?.textContent ?? widget.textContent ?? '';
      return { title: title.trim(), top: Math.round(widget.getBoundingClientRect().top) };
    });
  }

  /** How many player rows the lobby draws once no more come (the same count for a second). */
  async settledPlayerRowCount(): Promise<number> {
    let count = -1;
    for (let look = 0; look < 30; look += 1) {
      await this.page.waitForTimeout(1_000);
      const now = await this.playerRowCount();
      if (now > 0 && now === count) return now;
      count = now;
    }
    throw new Error(`the player rows did not settle (${count} drawn)`);
  }

  /** How many player rows the lobby draws. */
  async playerRowCount(): Promise<number> {
    return this.page.locator('main [data-player-row]').count();
  }

  /** The player rows the browser remembers having had games (core's rows hint cookie), or null without one. */
  async rowsHint(): Promise<string | null> {
    return (await this.page.context().cookies(this.origin)).find((cookie) => cookie.name === COOKIE_PLAYER_ROWS_HINT)?.value ?? null;
  }

  /** The places the server's page of `path` holds for player rows, by list, with this browser's cookies. */
  async serverHeldPlayerRows(path: string): Promise<string[]> {
    const html = await (await this.page.request.get(this.address(path))).text();
    return [...html.matchAll(/data-player-place="([^"]+)"/g)].map((match) => match[1]!);
  }

  /** How many held places the lobby shows now. */
  async playerPlaceCount(): Promise<number> {
    return this.page.locator('main [data-player-place]').count();
  }

  /** The snackbar with these words (waits for it). */
  async seeSnackbar(text: string): Promise<void> {
    await this.page.locator('.casino-snackbar', { hasText: text }).first().waitFor({ state: 'visible' });
  }

  /** The games a personal page shows, by code, in order (waits until it has stopped loading). */
  async personalGames(): Promise<string[]> {
    await this.page.locator('main .casino-personal:not([aria-busy="true"])').waitFor({ state: 'visible' });
    return this.page
      .locator('main .casino-personal a[data-game-tile]')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? '')));
  }

  /** The my-games rows' titles and their links (waits until the page has stopped loading). */
  async myGamesRows(): Promise<{ readonly title: string; readonly href: string | null }[]> {
    await this.page.locator('main .casino-personal:not([aria-busy="true"])').waitFor({ state: 'visible' });
    return this.page.locator('main .casino-game-row').evaluateAll((rows) =>
      rows.map((row) => ({
        title: row.querySelector('.casino-game-row__title')?.textContent?.trim() ?? '',
        href: row.querySelector('.casino-game-row__more')?.getAttribute('href') ?? null,
      })),
    );
  }

  /** The page's notice (an empty list): its text and its action's name. */
  async personalNotice(): Promise<{ readonly message: string; readonly action: string }> {
    const notice = this.page.locator('main .casino-personal .casino-notice');
    await notice.waitFor({ state: 'visible' });
    return {
      message: ((await notice.locator('.casino-notice__message').textContent()) ?? '').trim(),
      action: ((await notice.locator('.casino-notice__action').textContent()) ?? '').trim(),
    };
  }

  /** How many favourite hearts the page has (none for a visitor). */
  async heartCount(): Promise<number> {
    return this.page.locator('.casino-favourite-toggle').count();
  }

  /** The titles of the main part's rows of games, in the page's order. */
  async rowTitles(): Promise<string[]> {
    return this.page.locator('main .casino-game-row__title').evaluateAll((titles) => titles.map((title) => title.textContent?.trim() ?? ''));
  }

  /** Waits until a row titled `title` shows tiles; its games by code, in order. */
  async rowGames(title: string): Promise<string[]> {
    const row = this.row(title);
    await row.locator('a[data-game-tile]').first().waitFor({ state: 'visible', timeout: 30_000 });
    return row.locator('a[data-game-tile]').evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? '')));
  }

  row(title: string): Locator {
    return this.page.locator('main .casino-game-row', { has: this.page.locator('.casino-game-row__title', { hasText: new RegExp(`^${title}$`) }) });
  }

  /** A recommendation row's Refresh button (its accessible name names the row). */
  refreshOf(title: string): Locator {
    return this.row(title).getByRole('button', { name: `Obnovit řadu ${title}` });
  }

  /** Axe's findings on the player's rows alone (the lobby around them is the lobby e2e's). */
  async playerRowsViolations(): Promise<string[]> {
    return this.axeFindings(this.axe().include('main [data-player-row]'));
  }

  /** Scrolls the first player row to just below the header (for a screenshot of the rows). */
  async scrollToPlayerRows(): Promise<void> {
    await this.page
      .locator('main [data-player-row]')
      .first()
      // Below the sticky header, not under it.
      .evaluate((row) => window.scrollBy(0, row.getBoundingClientRect().top - (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) - 16));
  }

  /**
   * The live tables' tiles that show a bonus count (waits for one), each with what the count's pill
   * overlaps of the art's state and language ('' for nothing).
   */
  async liveTileCountOverlaps(): Promise<string[]> {
    const counted = this.page.locator('main .casino-game-tile-frame:has(.casino-game-tile__live-art) [data-bonus-count]');
    await counted.first().waitFor({ state: 'visible', timeout: 30_000 });
    return counted.evaluateAll((counts) =>
      counts.map((count) => {
        const frame = count.closest('.casino-game-tile-frame');
        const pill = count.getBoundingClientRect();
        return [...(frame?.querySelectorAll('.casino-game-tile__status, .casino-game-tile__language') ?? [])]
          .filter((badge) => {
            const box = badge.getBoundingClientRect();
            return box.left < pill.right && pill.left < box.right && box.top < pill.bottom && pill.top < box.bottom;
          })
          .map((badge) => badge.textContent ?? '')
          .join(', ');
      }),
    );
  }

  /** Waits until the player's personalised picks are kept in local storage (with storedAt and duration); what is kept. */
  async storedPicks(): Promise<{ readonly recommendations: string[]; readonly storedAt: number; readonly duration: number }> {
    const kept = await this.page.waitForFunction(() => {
      const key = Object.keys(localStorage).find((each) => each.startsWith('personalised-games:'));
      return key === undefined ? null : localStorage.getItem(key);
    });
    return JSON.parse((await kept.jsonValue()) ?? '{}');
  }
}
