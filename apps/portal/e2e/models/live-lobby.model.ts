// The live lobby as a visitor sees it (Playwright's page-object model): its tiles with the live
// feed's state over them (open or closed, free seats, dealer, language), the hub's snackbar, and the
// way back to the casino lobby; in words of the page, not of its markup.
import type { Response } from 'playwright-core';
import { PortalPageModel } from './portal-page.model.ts';

export type LiveLocale = 'cs' | 'en';

/** One tile with its table's state, as the page shows it. */
export interface LiveTileSeen {
  /** The game code of the tile's link (/hra/{code}). */
  readonly code: string;
  readonly name: string;
  /** 'open' or 'closed' (the tile's data attribute), and the words that say it. */
  readonly state: string;
  readonly status: string;
  /** The seats and dealer lines over the art ('3 volná místa z 7', 'Krupiér: Tereza'). */
  readonly lines: readonly string[];
  /** The flag's alternative text, or the language in words without a flag. */
  readonly language: string | null;
  readonly flagSrc: string | null;
  readonly imageSrc: string;
}

const prefix = (locale: LiveLocale) => (locale === 'en' ? '/en' : '');

export class LiveLobbyModel extends PortalPageModel {
  async openLiveLobby(locale: LiveLocale = 'cs'): Promise<Response> {
    return this.open(`${prefix(locale)}/kasino-zive`);
  }

  async openLiveAllGames(locale: LiveLocale = 'cs'): Promise<Response> {
    return this.open(`${prefix(locale)}/kasino-zive/vsechny-hry`);
  }

  async openLiveCategory(slug: string, locale: LiveLocale = 'cs'): Promise<Response> {
    return this.open(`${prefix(locale)}/kasino-zive/kategorie/${slug}`);
  }

  /** Waits until the feed's tables show on the page's tiles. */
  async waitForLiveTables(): Promise<void> {
    await this.page.locator('[data-live-table]').first().waitFor({ state: 'visible' });
  }

  /** The tiles in the page now; the live state where the feed has it. */
  async tiles(): Promise<{ readonly code: string; readonly live: LiveTileSeen | null }[]> {
    return this.page.locator('a[data-game-tile]').evaluateAll((links) =>
      links.map((link) => {
        const code = decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname.split('/').at(-1) ?? '');
        const art = link.querySelector('[data-live-table]');
        if (art === null) return { code, live: null };
        const text = (selector: string) => art.querySelector(selector)?.textContent?.trim() ?? null;
        const flag = art.querySelector<HTMLImageElement>('.casino-game-tile__flag');
        return {
          code,
          live: {
            code,
            name: link.querySelector('.casino-game-tile__name')?.textContent?.trim() ?? '',
            state: art.getAttribute('data-live-table') ?? '',
            status: text('.casino-game-tile__status') ?? '',
            lines: [...art.querySelectorAll('.casino-game-tile__live-line')].map((line) => line.textContent?.trim() ?? ''),
            language: flag?.alt ?? text('.casino-game-tile__language'),
            flagSrc: flag?.src ?? null,
            imageSrc: art.querySelector<HTMLImageElement>('.casino-game-tile__image')?.src ?? '',
          },
        };
      }),
    );
  }

  /** The tables' words cut short on their tiles (text, and the art's width): a line wider than its badge. */
  async cutLiveWords(): Promise<string[]> {
    return this.page
      .locator('[data-live-table] :is(.casino-game-tile__status, .casino-game-tile__language, .casino-game-tile__live-line)')
      .evaluateAll((badges) =>
        badges
          .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
          .map((badge) => `${badge.textContent ?? ''} (${badge.closest('[data-live-table]')?.clientWidth ?? 0} px)`),
      );
  }

  /** The live tiles in the page now. */
  async liveTiles(): Promise<LiveTileSeen[]> {
    return (await this.tiles()).flatMap((tile) => (tile.live === null ? [] : [tile.live]));
  }

  /** The accessible name of a game's tile (what a screen reader says of the link), from the accessibility tree. */
  async tileName(code: string): Promise<string> {
    const snapshot = await this.page.locator(`a[data-game-tile][href$="/${code}"]`).first().ariaSnapshot();
    return /^- link "(.*)"/.exec(snapshot)?.[1] ?? snapshot;
  }

  /** The snackbar with these words (waits for it). */
  async seeSnackbar(title: string): Promise<void> {
    await this.page.locator('.casino-snackbar', { hasText: title }).first().waitFor({ state: 'visible' });
  }

  async pressSnackbarAction(title: string, action: string): Promise<void> {
    await this.page.locator('.casino-snackbar', { hasText: title }).first().getByRole('button', { name: action }).click();
  }

  /** Follows a link of the site's chrome (a client navigation once the page is alive). */
  async leaveByChromeLink(name: string, path: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** The details once whole, over the page or as the game's own page: their table (label → value) and the image they show. */
  async details(where: 'over-page' | 'own-page' = 'over-page'): Promise<{ readonly facts: Readonly<Record<string, string>>; readonly imageSrc: string }> {
    const scope = this.page.locator(where === 'over-page' ? 'dialog.casino-details-dialog[open]' : 'main');
    await scope.locator('.casino-game-details__facts').waitFor({ state: 'visible' });
    const facts = await scope
      .locator('.casino-game-details__fact')
      .evaluateAll((rows) =>
        Object.fromEntries(rows.map((row) => [row.querySelector('dt')?.textContent?.trim() ?? '', row.querySelector('dd')?.textContent?.trim() ?? ''])),
      );
    return { facts, imageSrc: (await scope.locator('img.casino-game-details__image').getAttribute('src')) ?? '' };
  }

  /** Opens a tile's link by keyboard: focus it and press Enter. */
  async openTileByKeyboard(code: string): Promise<void> {
    const link = this.page.locator(`a[data-game-tile][href$="/${code}"]`).first();
    await link.focus();
    await this.page.keyboard.press('Enter');
    await this.page.waitForURL((url) => url.pathname.endsWith(`/${code}`));
  }
}
