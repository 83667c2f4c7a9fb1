// A visitor on a page whose build has been replaced under it (page-object model): what happens when
// a link leads to a page whose script is gone — the documents the browser loads from then on (a
// reload is one) and the CHUNK-ERROR page.
import { PortalPageModel } from './portal-page.model.ts';

export class ChunkErrorModel extends PortalPageModel {
  /**
   * The addresses of the documents the browser requested after this call, in order (a reload is one).
   * Requests, not `framenavigated`: that event also fires for the history entry React Router replaces
   * when a page hydrates, so a slow hydration would count one load twice.
   */
  noteDocumentLoads(): () => string[] {
    const loads: string[] = [];
    this.page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === this.page.mainFrame()) loads.push(request.url());
    });
    return () => [...loads];
  }

  /** Clicks the first visible link to the path (a client navigation of React Router). */
  async followLink(path: string): Promise<void> {
    await this.page.locator(`a[href="${path}"]:visible`).first().click();
  }

  /** Whether the CHUNK-ERROR page is shown now. */
  async seesChunkErrorPage(): Promise<boolean> {
    return (await this.page.locator('.casino-error-page[data-kind="update"]').count()) === 1;
  }

  /** The update page's status, heading and message as shown. */
  async updatePage(): Promise<{ status: string; heading: string; message: string; inChrome: boolean }> {
    const shown = this.page.locator('.casino-error-page[data-kind="update"]');
    const text = async (selector: string) => ((await shown.locator(selector).textContent()) ?? '').trim();
    return {
      status: await text('.casino-error-page__status'),
      heading: await text('h1'),
      message: await text('.casino-error-page__message'),
      inChrome: (await this.page.locator('header.casino-header').count()) === 1,
    };
  }
}
