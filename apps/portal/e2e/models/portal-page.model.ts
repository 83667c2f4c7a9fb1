// The base of every page object (Playwright's page-object model with a base model): a visitor's
// page on the portal, with what every area's model does alike — open an address and let it settle,
// the problems the page reports that a visitor never sees (console errors, uncaught exceptions),
// axe's findings and a screenshot. Each area's model extends it with the words of its own pages.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { collectPageProblems, problemsBesidesDocumentStatus, type PageProblem } from '../support/page-problems.ts';

/** The site's error page as a visitor reads it (chrome/error-boundary.tsx). */
export interface ErrorPageSeen {
  /** The status shown big: 404, 500 or CHUNK-ERROR. */
  readonly status: string;
  readonly heading: string;
  /** The spec's key in words. */
  readonly message: string;
  /** The spec's key itself, for support. */
  readonly errorKey: string | null;
  readonly homeHref: string | null;
  /** The site's header is around it (the chrome's own data did not fail). */
  readonly inChrome: boolean;
}

/** Requests held back by `holdRequests`. */
export interface HeldRequests {
  readonly release: () => Promise<void>;
}

/** A layout shift the page saw without a recent input: its score, when, and each thing it moved. */
export interface LayoutShiftSeen {
  readonly value: number;
  readonly at: number;
  readonly moved: readonly string[];
}

/** A shift in words, for a failure's message. */
export const describeShift = ({ value, at, moved }: LayoutShiftSeen): string => `${value.toFixed(4)} at ${at} ms: ${moved.join('; ')}`;

export class PortalPageModel {
  readonly page: Page;
  protected readonly origin: string;
  /** The demo platform's origin, for what a test does there as another tab of the browser would (a player's login). */
  protected readonly platformOrigin: string | undefined;
  /** Console errors and uncaught exceptions since the model was made (collected from then on). */
  readonly problems: PageProblem[];

  constructor(page: Page, origin: string, platformOrigin?: string) {
    this.page = page;
    this.origin = origin;
    this.platformOrigin = platformOrigin;
    this.problems = collectPageProblems(page);
  }

  /** The absolute address of a path of the portal. */
  protected address(path: string): string {
    return new URL(path, this.origin).href;
  }

  /** Opens the path in the browser and waits until the network has settled. */
  async open(path: string): Promise<Response> {
    const response = await this.page.goto(this.address(path), { waitUntil: 'networkidle' });
    if (response === null) throw new Error(`no response for ${path}`);
    return response;
  }

  /**
   * Opens the path as a slow phone does (its CPU four times slower, for the rest of the visit) and
   * returns once the document's first bytes are there: what the test does next comes while the
   * page's scripts are still on their way, as a visitor's press can.
   */
  async openAsItStarts(path: string): Promise<void> {
    const devtools = await this.page.context().newCDPSession(this.page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await this.page.goto(this.address(path), { waitUntil: 'commit' });
  }

  /**
   * Starts the browser's runtime as a visitor does, by a first interaction (a pointer moved over the
   * page's top corner), and waits until it runs (it marks <html data-runtime>). Without the
   * interaction, only waits: a returning player's page starts it at once.
   */
  async waitForRuntime({ interact = true }: { readonly interact?: boolean } = {}): Promise<void> {
    const started = () => this.page.waitForFunction(() => document.documentElement.dataset['runtime'] === 'started', null, { timeout: 1_000 });
    // A move can come before a loaded machine's page listens for it (then only the page's 10 s of
    // being left alone would start the runtime), and a move to where the pointer already is may not
    // reach the page: the pointer moves between two corners until the runtime runs.
    for (let move = 0; interact && move < 15; move += 1) {
      await this.page.mouse.move(1 + (move % 2), 1);
      if (
        await started().then(
          () => true,
          () => false,
        )
      )
        return;
    }
    await this.page.waitForFunction(() => document.documentElement.dataset['runtime'] === 'started');
  }

  /** The page's problems as text, past the failed load a 404 document logs of itself. */
  problemsBesides(documentUrl: string): string[] {
    return problemsBesidesDocumentStatus(this.problems, documentUrl);
  }

  /** The error page shown in place of the page (waits for it). */
  async errorPage(): Promise<ErrorPageSeen> {
    const shown = this.page.locator('.casino-page-failure');
    await shown.waitFor({ state: 'visible' });
    const text = async (selector: string) => ((await shown.locator(selector).textContent()) ?? '').trim();
    return {
      status: await text('.casino-error-page__status'),
      heading: await text('h1'),
      message: await text('.casino-error-page__message'),
      errorKey: await shown.getAttribute('data-error-key'),
      homeHref: await shown.locator('a.casino-error-page__home').getAttribute('href'),
      inChrome: (await this.page.locator('header.casino-header').count()) === 1,
    };
  }

  /**
   * Axe's findings on the page, or on all of it but `exclude` (a selector): a file that checks one
   * part in many states leaves the rest to the file that owns it, since axe over a whole lobby is
   * seconds of a loaded machine.
   */
  async accessibilityViolations(exclude?: string): Promise<string[]> {
    return this.axeFindings(exclude === undefined ? this.axe() : this.axe().exclude(exclude));
  }

  /**
   * An axe run over the page. Legacy mode runs axe once in the page itself: the default mode runs it
   * per frame and then again in a blank page of its own to merge the frames' results, which took three
   * times as long over a lobby (15 s against 5 s on a loaded CI machine) for nothing our pages need —
   * their only frames are a game's or the account's, from another origin, that axe must not judge.
   * Only violations are read, so axe keeps one node of each passed or incomplete rule instead of
   * every one: about a third less time over a long page, side by side on the same visits.
   */
  protected axe(): AxeBuilder {
    return new AxeBuilder({ page: this.page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  }

  /** An axe run's violations, one line each (rule, help, how many nodes, the first one). */
  protected async axeFindings(builder: AxeBuilder): Promise<string[]> {
    const results = await builder.analyze();
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')})`);
  }

  /**
   * Holds back the answers to requests matching `pattern` until `release` is called, so that a test
   * can see the page while they are under way. The held answers go on first (an unroute may settle
   * routes still held); any later one goes at once.
   */
  protected async holdRequests(pattern: RegExp): Promise<HeldRequests> {
    const held: Array<() => Promise<void>> = [];
    let released = false;
    await this.page.route(pattern, (route) => (released ? route.continue() : void held.push(() => route.continue())));
    return {
      release: async () => {
        released = true;
        await Promise.all(held.splice(0).map((answer) => answer()));
        await this.page.unroute(pattern);
      },
    };
  }

  /**
   * The page is no wider than the screen. The screen is the document's client width: on a phone,
   * content wider than the screen widens the window itself (innerWidth grows with it), so measured
   * against innerWidth a page too wide would fit. A failure names what reaches past the edge.
   */
  async seeNoSidewaysScroll(): Promise<void> {
    const { scrollWidth, screen, past } = await this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const tooWide = document.documentElement.scrollWidth > width;
      // What sticks out, named only when something does: elements past the edge that no scrolling or clipping box holds.
      const unclipped = (element: Element) => {
        for (let parent = element.parentElement; parent !== null; parent = parent.parentElement)
          if (getComputedStyle(parent).overflowX !== 'visible') return false;
        return true;
      };
      const past = tooWide
        ? [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5 && unclipped(element))
            .slice(0, 5)
            .map((element) => `${element.localName}.${[...element.classList].join('.')}`)
        : [];
      return { scrollWidth: document.documentElement.scrollWidth, screen: width, past };
    });
    expect(scrollWidth, past.join(', ')).toBeLessThanOrEqual(screen);
  }

  /** The header's links and buttons that reach past the screen's right edge (a cramped phone header; the screen as seeNoSidewaysScroll measures it). */
  async headerOverflow(): Promise<string[]> {
    return this.page.evaluate(() => {
      const screen = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>('header.casino-header a, header.casino-header button')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.localName);
    });
  }

  /** What the page has pushed to the tag manager's data layer so far. */
  async dataLayer(): Promise<Array<Record<string, unknown>>> {
    return this.page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
  }

  /** Waits until the data layer holds `event` with these fields. */
  async seeDataLayerEvent(event: string, fields: Record<string, unknown> = {}): Promise<void> {
    await expect
      .poll(async () =>
        (await this.dataLayer()).some((entry) => entry['event'] === event && Object.entries(fields).every(([key, value]) => entry[key] === value)),
      )
      .toBe(true);
  }

  /**
   * A lobby's row of the recommendation service's list (`source`): brings its place into view (the
   * row is drawn once its place comes near; while it loads, the place holds its box), waits for the row and
   * centres it; its games by code.
   */
  async serviceRowGames(source: string): Promise<string[]> {
    const row = this.page.locator(`main [data-service-row="${source}"]`);
    const place = this.page.locator(`main [data-service-place="${source}"]`);
    if ((await place.count()) > 0)
      await place.evaluate((element) => element.scrollIntoView({ block: 'center' }), undefined, { timeout: 1_000 }).catch(() => undefined);
    await row.locator('a[data-game-tile]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    return row.locator('a[data-game-tile]').evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? '')));
  }

  /** Axe's findings on the lobby's service rows alone. */
  async serviceRowsViolations(): Promise<string[]> {
    return this.axeFindings(this.axe().include('main [data-service-row]'));
  }

  /**
   * The layout shifts so far without a recent input; each thing moved named by its element's tag and
   * classes, from where to where (x,y width×height).
   */
  async layoutShifts(): Promise<LayoutShiftSeen[]> {
    return this.page.evaluate(
      () =>
        new Promise<LayoutShiftSeen[]>((resolve) => {
          type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
          const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
          const name = (node?: Node) =>
            node instanceof Element
              ? `${node.localName}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}`
              : (node?.nodeName ?? 'a removed node');
          const seen: LayoutShiftSeen[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[])
              if (!entry.hadRecentInput)
                seen.push({
                  value: entry.value,
                  at: Math.round(entry.startTime),
                  moved: (entry.sources ?? []).map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
                });
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(seen), 200);
        }),
    );
  }

  /**
   * No layout shift so far (CLS without session windows: an upper bound). A failure names what
   * moved, from where to where, and when, because a shift seen once on CI may not come again.
   */
  async seeNoLayoutShift(): Promise<void> {
    const shifts = await this.layoutShifts();
    expect(
      shifts.reduce((total, { value }) => total + value, 0),
      shifts.map(describeShift).join('\n'),
    ).toBe(0);
  }

  async screenshot(path: string, fullPage = false): Promise<void> {
    await this.page.screenshot({ path, fullPage });
  }
}
