// One smoke session per e2e file: the demo platform and the built portal (startSmokeServers) and
// Chromium, started before the file's tests and closed after them, and `withPage`, which opens each
// visit in a browser context of its own (axe needs that) with the file's page object.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { CONSENT_CHOSEN } from './consent-chosen.ts';
import type { PortalPageModel } from '../models/portal-page.model.ts';
import type { PageProblem } from './page-problems.ts';
import { startSmokeServers, type SmokeServers } from './servers.ts';

export const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Whether a file that visits each page in both languages at both sizes runs axe on this visit: once
 * per page and size, Czech on the phone and English on the desktop. A language changes a page's
 * words, not its structure, and axe over a page is seconds of a loaded machine.
 */
export const axeOnThisVisit = (viewport: { readonly name: string }, locale: 'cs' | 'en'): boolean => (viewport.name === 'phone') === (locale === 'cs');

/**
 * A file's visits when it shows each page in both languages and at both sizes without every
 * combination: English on the desktop and Czech on the phone (the pairs axeOnThisVisit picks). A
 * language changes a page's words and a size its layout; each is seen once, and the whole matrix
 * cost a loaded 2-core CI machine minutes for the same findings.
 */
export const PAIRED_VISITS = [
  { viewport: VIEWPORTS[0], locale: 'en' },
  { viewport: VIEWPORTS[1], locale: 'cs' },
] as const;

export interface VisitOptions {
  readonly cookies?: Readonly<Record<string, string>>;
  /** A visitor who has not answered the cookie banner (by default every visit has: consent-chosen.ts). */
  readonly consentUnasked?: boolean;
  readonly context?: BrowserContextOptions;
}

export interface SmokeSession<Model extends PortalPageModel> {
  /** The running servers (after the file's beforeAll). */
  readonly servers: SmokeServers;
  /** Chromium, for visits to servers of a test's own. */
  readonly browser: Browser;
  withPage(viewport: { width: number; height: number }, visit: (I: Model, problems: PageProblem[]) => Promise<void>, options?: VisitOptions): Promise<void>;
}

export const useSmokeSession = <Model extends PortalPageModel>(
  pageObject: new (page: Page, origin: string, platformOrigin: string) => Model,
): SmokeSession<Model> => {
  let servers: SmokeServers | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [servers, browser] = await Promise.all([startSmokeServers(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });
  const started = () => {
    if (servers === undefined || browser === undefined) throw new Error('the smoke session has not started (use it inside tests)');
    return { servers, browser };
  };
  return {
    get servers() {
      return started().servers;
    },
    get browser() {
      return started().browser;
    },
    async withPage(viewport, visit, options = {}) {
      const { servers: running, browser: chromium } = started();
      const context = await chromium.newContext({ viewport, ...options.context });
      // Playwright's 30 s per step is too short for a page's network to settle with two files' Chromiums on two loaded cores.
      context.setDefaultTimeout(60_000);
      const cookies = { ...(options.consentUnasked === true ? {} : CONSENT_CHOSEN), ...options.cookies };
      await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: running.portal.origin })));
      try {
        const page = await context.newPage();
        const I = new pageObject(page, running.portal.origin, running.platform.origin);
        await visit(I, I.problems);
      } finally {
        await context.close();
      }
    },
  };
};
