// A visitor with a trap set for injected scripts (Playwright's page-object model): the page is
// watched for CSP and Trusted Types violations, dialogs and the `window.__xss` flag the payloads of
// support/hostile-world.ts would set, and its DOM is searched for anything that could run.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { PortalPageModel } from './portal-page.model.ts';

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

/** Runs before any page script (Playwright injects it past the CSP): records every violation report. */
const TRAP = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
  });
};

/** What a sanitised page never holds: handlers, scripts outside the router's, active embeds, a <base>. */
const DANGEROUS_SELECTOR = [
  'main script',
  'main iframe',
  'main object',
  'main embed',
  'base',
  'meta[http-equiv="refresh" i]',
  'main form[action^="javascript" i]',
].join(', ');

export class SecurityModel extends PortalPageModel {
  readonly dialogs: string[] = [];
  readonly consoleViolations: string[] = [];

  private constructor(page: Page, origin: string) {
    super(page, origin);
    page.on('dialog', (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i.test(message.text())) this.consoleViolations.push(message.text());
    });
  }

  static async in(context: BrowserContext, origin: string): Promise<SecurityModel> {
    await context.addInitScript(TRAP);
    return new SecurityModel(await context.newPage(), origin);
  }

  override async open(path: string): Promise<Response> {
    const response = await super.open(path);
    // Handlers of lazy images and toggles fire a moment after load.
    await this.page.waitForTimeout(300);
    return response;
  }

  async seeText(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }

  /** Follows every link of the main content whose address is a script (none should be left). */
  async scriptLinks(): Promise<string[]> {
    return this.page.$$eval('a[href], area[href]', (links) =>
      // Browsers drop control characters from an address before reading its scheme, so the test does too.
      // eslint-disable-next-line no-control-regex
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => /^\s*(javascript|data|vbscript):/i.test(href.replace(/[\u0000-\u001f]/g, ''))),
    );
  }

  /** Elements of the page carrying an on… handler attribute, and other things that could run. */
  async activeMarkup(): Promise<string[]> {
    return this.page.evaluate((selector) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('body *')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`<${element.localName} ${attribute.name}>`);
        }
      }
      for (const element of document.querySelectorAll(selector)) found.push(element.outerHTML.slice(0, 80));
      return found;
    }, DANGEROUS_SELECTOR);
  }

  /** Nothing ran: no flag set, no dialog, no violation reported to the page or the console. */
  async seeNothingRan(): Promise<void> {
    const state = await this.page.evaluate(() => ({ xss: window.__xss ?? null, violations: window.__cspViolations ?? null }));
    expect(state.xss).toBeNull();
    expect(this.dialogs).toEqual([]);
    expect(state.violations).toEqual([]);
    expect(this.consoleViolations).toEqual([]);
  }

  /**
   * The page's module preload links and the nonce each carries (its property: browsers hide the
   * attribute), once there are more than `count` of them and no more are coming.
   */
  async modulePreloadsOnceMoreThan(count: number): Promise<{ readonly href: string; readonly nonce: string }[]> {
    const preloads = () =>
      this.page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({ href: link.href, nonce: link.nonce })),
      );
    let seen = -1;
    await expect
      .poll(
        async () => {
          const now = (await preloads()).length;
          const settled = now > count && now === seen;
          seen = now;
          return settled;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
    return preloads();
  }

  /** The violations the page has reported so far (for the checks that provoke them on purpose). */
  async violations(): Promise<string[]> {
    return this.page.evaluate(() => window.__cspViolations ?? []);
  }
}
