// A visitor on a page whose build has been replaced under it (page-object model): what happens when
// a link leads to a page whose script is gone — the documents the browser loads from then on (a
// reload is one) and the CHUNK-ERROR page.
import type { Frame } from 'playwright-core';
import { PortalPageModel } from './portal-page.model.ts';

/** The CHUNK-ERROR page's element. */
const UPDATE_PAGE = '.casino-error-page[data-kind="update"]';

export class ChunkErrorModel extends PortalPageModel {
  /**
   * The addresses of the documents the browser requested after this call, in order (a reload is one).
   * Requests, not `framenavigated`: that event also fires for the history entry React Router replaces
   * when a page hydrates, so a slow hydration would count one load twice.
   */
  noteDocumentLoads(): () => string[] {
    const loads: string[] = [];
    this.page.on('request', (request) => {
      if (!request.isNavigationRequest()) return;
      // frame() throws for the first document of a frame that does not exist yet (an iframe the page
      // adds): that is no document load of the page.
      let frame: Frame;
      try {
        frame = request.frame();
      } catch {
        return;
      }
      if (frame === this.page.mainFrame()) loads.push(request.url());
    });
    return () => [...loads];
  }

  /** Clicks the first visible link to the path (a client navigation of React Router). */
  async followLink(path: string): Promise<void> {
    await this.page.locator(`a[href="${path}"]:visible`).first().click();
  }

  /**
   * Notes in the page when the CHUNK-ERROR page comes into its document (a MutationObserver's
   * callback, in the microtask after React's commit, about when the effect that starts the page's
   * redirect timer runs); the returned function reads that epoch time, or null before it came. A time
   * the test takes once it sees the page is later by however long the look took: on a slow host
   * over a second, which made the page's 10 s look short.
   */
  async noteUpdatePageShown(): Promise<() => Promise<number | null>> {
    await this.page.evaluate((selector) => {
      const page = window as Window & { updatePageShownAt?: number };
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector) === null) return;
        page.updatePageShownAt = Date.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-kind'] });
    }, UPDATE_PAGE);
    return () => this.page.evaluate(() => (window as Window & { updatePageShownAt?: number }).updatePageShownAt ?? null);
  }

  /** Whether the CHUNK-ERROR page is shown now. */
  async seesChunkErrorPage(): Promise<boolean> {
    return (await this.page.locator(UPDATE_PAGE).count()) === 1;
  }

  /**
   * The update page's status, heading and message as shown, read at once. A page that is not (any
   * longer) the update page says what it shows instead, rather than waiting for elements that are not
   * coming (a minute per text).
   */
  async updatePage(): Promise<{ status: string; heading: string; message: string; inChrome: boolean } | { notShown: string }> {
    return this.page.evaluate((updatePage) => {
      const shown = document.querySelector(updatePage);
      if (shown === null) return { notShown: `${location.href}: ${(document.querySelector('main')?.textContent ?? '').trim().slice(0, 160)}` };
      const text = (selector: string) => (shown.querySelector(selector)?.textContent ?? '').trim();
      return {
        status: text('.casino-error-page__status'),
        heading: text('h1'),
        message: text('.casino-error-page__message'),
        inChrome: document.querySelectorAll('header.casino-header').length === 1,
      };
    }, UPDATE_PAGE);
  }
}
