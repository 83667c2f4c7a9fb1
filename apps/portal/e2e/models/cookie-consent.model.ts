// The cookie banner as a visitor meets it: the mini-frontend the runtime loads for a visitor who has
// not chosen, its buttons and groups, and what the choice leaves behind (the cookie, the data layer).
import { expect } from 'vitest';
import { COOKIE_CONSENT, type ConsentGroup } from '@casino/core';
import { PortalPageModel } from './portal-page.model.ts';

/** In the page: whether the topmost element at the element's centre is it or inside it (nothing covers it there). */
const isOnTop = (element: Element): boolean => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
};

export class CookieConsentModel extends PortalPageModel {
  private readonly requests: string[] = [];

  constructor(...args: ConstructorParameters<typeof PortalPageModel>) {
    super(...args);
    this.page.on('request', (request) => this.requests.push(request.url()));
  }

  banner() {
    return this.page.getByRole('region', { name: /cookies/i });
  }

  async seeBanner(title: string): Promise<void> {
    await expect.poll(() => this.banner().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await this.banner().getByRole('heading').textContent()).toBe(title);
  }

  async seeNoBanner(): Promise<void> {
    expect(await this.banner().isVisible()).toBe(false);
  }

  /** The cookie-consent files the page fetched (manifest, stylesheet, script). */
  bannerRequests(): string[] {
    return this.requests.filter((url) => url.includes('/fe/cookie-consent/'));
  }

  /** Whether the keyboard's focus is inside the banner. */
  async focusInBanner(): Promise<boolean> {
    return this.page.evaluate(() => document.querySelector('[data-cookie-consent]')?.contains(document.activeElement) ?? false);
  }

  /**
   * An alert snackbar with these words, shown while the banner asks, and neither covers the other: the
   * topmost element at the alert's centre is the alert's, and at each of the banner's buttons' centres
   * that button.
   */
  async seeAlertBesideBanner(words: string): Promise<void> {
    const alert = this.page.getByRole('alert').filter({ hasText: words });
    await alert.waitFor({ state: 'visible' });
    expect(await alert.evaluate(isOnTop)).toBe(true);
    const buttons = this.banner().getByRole('button');
    for (const button of await buttons.all()) if (await button.isVisible()) expect(await button.evaluate(isOnTop)).toBe(true);
  }

  /** The header's search panel opened with a click (its first press also starts the runtime, which brings the banner). */
  async openSearchPanel(): Promise<void> {
    await this.page.locator('header button.casino-search-button').click();
    await this.page.getByRole('dialog').waitFor({ state: 'visible' });
  }

  /** Whether the banner's button is the topmost element at its centre (nothing covers it there). */
  async bannerButtonOnTop(button: string): Promise<boolean> {
    return this.banner().getByRole('button', { name: button, exact: true }).evaluate(isOnTop);
  }

  /** A tap where the banner's button shows, on whatever is topmost there (as a person's finger lands). */
  async tapWhereButtonShows(button: string): Promise<void> {
    const box = await this.banner().getByRole('button', { name: button, exact: true }).boundingBox();
    if (box === null) throw new Error(`the banner's button ${button} has no box`);
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async press(button: string): Promise<void> {
    await this.banner().getByRole('button', { name: button, exact: true }).click();
  }

  /** Opens the groups, ticks these by keyboard (Space), and saves; `seen` looks at the open groups first. */
  async chooseByKeyboard(choose: string, groups: readonly string[], save: string, seen: () => Promise<void> = async () => {}): Promise<void> {
    await this.press(choose);
    await seen();
    for (const group of groups) {
      await this.banner().getByRole('checkbox', { name: group, exact: true }).focus();
      await this.page.keyboard.press('Space');
    }
    await this.banner().getByRole('button', { name: save, exact: true }).focus();
    await this.page.keyboard.press('Enter');
    await expect.poll(() => this.banner().isVisible()).toBe(false);
  }

  /**
   * The data layer once the page has told its first content view: the page pushes the consent and the
   * view as it hydrates, which can come after the network has settled (its scripts from the cache).
   */
  private async dataLayerOnceViewed(): Promise<Array<Record<string, unknown>>> {
    await this.seeDataLayerEvent('content_view');
    return this.dataLayer();
  }

  /** The consent states the page told the tag manager, in order. */
  async consentUpdates(): Promise<Array<Record<string, unknown>>> {
    return (await this.dataLayerOnceViewed()).filter((entry) => entry['event'] === 'consent_update');
  }

  /** The events pushed before the first content view (what the tag manager knew first). */
  async eventsBeforeFirstContentView(): Promise<string[]> {
    const events = (await this.dataLayerOnceViewed()).map((entry) => String(entry['event']));
    return events.slice(0, events.indexOf('content_view'));
  }

  /** The consent cookie's value as the server reads it (percent-decoded), or null. */
  async consentCookie(): Promise<string | null> {
    const cookies = await this.page.context().cookies(this.origin);
    const raw = cookies.find((cookie) => cookie.name === COOKIE_CONSENT)?.value;
    return raw === undefined ? null : decodeURIComponent(raw);
  }

  /** The consent cookie's lifetime from now, in days (rounded). */
  async consentCookieDays(): Promise<number> {
    const cookie = (await this.page.context().cookies(this.origin)).find((each) => each.name === COOKIE_CONSENT);
    return Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400);
  }
}

export const consentState = (granted: readonly ConsentGroup[]) => ({
  event: 'consent_update',
  performance: granted.includes('performance') ? 'granted' : 'denied',
  statistics: granted.includes('statistics') ? 'granted' : 'denied',
  preferences: granted.includes('preferences') ? 'granted' : 'denied',
  marketing: granted.includes('marketing') ? 'granted' : 'denied',
});
