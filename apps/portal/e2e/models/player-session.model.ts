// The player's session as a person meets it (issue 23): a protected page's "log in to see this"
// view and the login dialog it opens by itself, the page's own content once logged in; a native
// launch's credentials and where they must never be seen; keep-alive's heartbeat.
import { expect } from 'vitest';
import type { Request } from 'playwright-core';
import { PlayerLoginModel } from './player-login.model.ts';

export interface PlayerGateSeen {
  /** The guard's state: 'visitor' (log in to see this) or 'checking'. */
  readonly state: string | null;
  readonly heading: string;
  /** The Log in button's words, or null when it is not offered. */
  readonly loginButton: string | null;
}

export class PlayerSessionModel extends PlayerLoginModel {
  private readonly seenRequests: Request[] = [];
  private readonly seenAddresses: string[] = [];

  /** Keeps every request the page makes and every address its frame shows, from now on. */
  recordTraffic(): void {
    this.page.on('request', (request) => this.seenRequests.push(request));
    this.page.on('framenavigated', (frame) => this.seenAddresses.push(frame.url()));
  }

  /** Every request's address and Referer, and every address the page showed. */
  async traffic(): Promise<{ readonly urls: string[]; readonly referers: string[]; readonly addresses: string[] }> {
    const referers = await Promise.all(this.seenRequests.map(async (request) => (await request.allHeaders())['referer'] ?? ''));
    return { urls: this.seenRequests.map((request) => request.url()), referers, addresses: [...this.seenAddresses] };
  }

  /** The protected page's login view (waits for it). */
  async playerGate(): Promise<PlayerGateSeen> {
    const gate = this.page.locator('[data-player-gate]');
    await gate.waitFor({ state: 'visible' });
    const button = gate.locator('[data-player-gate-login]');
    return {
      state: await gate.getAttribute('data-player-gate'),
      heading: ((await gate.locator('h1').textContent()) ?? '').trim(),
      loginButton: (await button.count()) === 0 ? null : ((await button.textContent()) ?? '').trim(),
    };
  }

  /** Closes the dialog that opened by itself with Escape: the login view stays, its button focused. */
  async closeDialogByEscape(): Promise<{ readonly gateLeft: boolean; readonly focusOnLogin: boolean }> {
    await this.pressEscape();
    return {
      gateLeft: (await this.page.locator('[data-player-gate="visitor"]').count()) === 1,
      focusOnLogin: await this.page.evaluate(() => document.activeElement?.hasAttribute('data-player-gate-login') === true),
    };
  }

  async pressGateLogin(): Promise<void> {
    await this.page.locator('[data-player-gate-login]').click();
  }

  /** Marks this document, so that a later look can tell whether the page was loaded again. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  }

  async sameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  }

  /** The page's own content once the guard lets it through: its heading in the main area (waits for it). */
  async pageContent(): Promise<string> {
    await this.page.locator('[data-player-gate]').waitFor({ state: 'detached' });
    const heading = this.page.locator('main h1').first();
    await heading.waitFor({ state: 'visible' });
    return ((await heading.textContent()) ?? '').trim();
  }

  /** The address bar's path and query now. */
  where(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  /** What the page can still see of its history and cookies. */
  async browserMemory(): Promise<{ readonly href: string; readonly cookies: string }> {
    return this.page.evaluate(() => ({ href: location.href, cookies: document.cookie }));
  }

  /**
   * The tab's history around its current entry, as the browser keeps it: the address one step back
   * and the current one (a path of the portal). Read from the browser's own list (CDP), not by going
   * back and forth: going back to the blank first entry swaps the renderer, and Chromium on a loaded
   * machine then lost the page under the next step.
   */
  async historyAround(): Promise<{ readonly back: string; readonly current: string }> {
    const browser = await this.page.context().newCDPSession(this.page);
    try {
      const { currentIndex, entries } = await browser.send('Page.getNavigationHistory');
      const back = entries[currentIndex - 1]?.url ?? '';
      const here = new URL(entries[currentIndex]?.url ?? 'about:blank');
      return { back, current: here.href === 'about:blank' ? 'about:blank' : `${here.pathname}${here.search}` };
    } finally {
      await browser.detach();
    }
  }

  /** The cookies the browser holds for the portal: name → seconds left (null: the session's). */
  async cookieLifetimes(): Promise<Record<string, number | null>> {
    const now = Date.now() / 1000;
    const cookies = await this.page.context().cookies(this.origin);
    return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.expires === -1 ? null : Math.round(cookie.expires - now)]));
  }

  /**
   * The window's listeners of the given event types, as Chromium's DevTools list them: one
   * `type passive|active` line each, sorted (the page's own code cannot see its listeners).
   */
  async windowListeners(types: readonly string[]): Promise<string[]> {
    const devtools = await this.page.context().newCDPSession(this.page);
    try {
      const { result } = await devtools.send('Runtime.evaluate', { expression: 'window' });
      const { listeners } = await devtools.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      return listeners
        .filter((listener) => types.includes(listener.type))
        .map((listener) => `${listener.type} ${listener.passive ? 'passive' : 'active'}`)
        .sort();
    } finally {
      await devtools.detach();
    }
  }

  /** Counts the page's animation-frame callbacks from now on (what an idle page must not ask for). */
  async countAnimationFrames(): Promise<() => Promise<number>> {
    await this.page.evaluate(() => {
      const counted = window as unknown as { __frames?: number };
      counted.__frames = 0;
      const original = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.__frames = (counted.__frames ?? 0) + 1;
        return original(callback);
      };
    });
    return () => this.page.evaluate(() => (window as unknown as { __frames?: number }).__frames ?? 0);
  }

  /** Waits for the header to be a player's and says whose. */
  async playerName(): Promise<string> {
    return (await this.playerHeader()).name;
  }

  async expectNoGate(): Promise<void> {
    expect(await this.page.locator('[data-player-gate]').count()).toBe(0);
  }
}
