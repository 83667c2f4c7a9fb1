// Addresses as a visitor and a crawler meet them (Playwright's page-object model): what the server
// answers before any redirect is followed, and where the browser ends up.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface RawAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly setCookie: string | null;
}

export class RoutingModel {
  private readonly page: Page;
  private readonly origin: string;

  constructor(page: Page, origin: string) {
    this.page = page;
    this.origin = origin;
  }

  /** The server's own answer to a GET of the address (redirects not followed). */
  async ask(path: string): Promise<RawAnswer> {
    const response = await fetch(new URL(path, this.origin), { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('Location'), setCookie: response.headers.get('Set-Cookie') };
  }

  /** Opens the address in the browser, following redirects; returns the final status and path. */
  async visit(path: string): Promise<{ status: number; path: string }> {
    const response = await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'networkidle' });
    if (response === null) throw new Error(`no response for ${path}`);
    const url = new URL(this.page.url());
    return { status: response.status(), path: `${url.pathname}${url.search}` };
  }

  async seeNotFoundPage(heading: string): Promise<void> {
    await this.page.getByRole('heading', { name: heading }).waitFor({ state: 'visible' });
    expect(await this.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  }

  /** axe's findings on the page as it is now (none expected). */
  async accessibilityViolations(): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')})`);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path, fullPage: false });
  }
}
