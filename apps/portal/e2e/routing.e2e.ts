// Routing end to end (part 1 §2): redirect helpers and route rules with real 301/302 statuses, an
// absolute rule only to an allowed host, the configured root-path redirect, ?lang=, real 404s for
// unknown paths and bad preview values; where the window scrolls between pages; and the lobby by
// keyboard (support/keyboard.ts).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateWorld } from '@casino/demo-data';
import { RoutingModel } from './models/routing.model.ts';
import { withConsentChosen } from './support/consent-chosen.ts';
import { launchChromium } from './support/chromium.ts';
import { invisibleFocusStops, tabThrough } from './support/keyboard.ts';
import { startWorldServers, type WorldServers } from './support/hostile-world.ts';
import { PAIRED_VISITS, SCREENSHOTS, VIEWPORTS } from './support/smoke-session.ts';

let plain: WorldServers;
let rooted: WorldServers;
let unsafeRoot: WorldServers;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const world = generateWorld({ seed: 11, size: 300 });
  [plain, rooted, unsafeRoot, browser] = await Promise.all([
    startWorldServers(world),
    startWorldServers(world, { rootRedirect: '/kasino-zive' }),
    startWorldServers(world, { rootRedirect: 'https://evil.example/' }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.close(), rooted?.close(), unsafeRoot?.close()]);
});

const withVisitor = async (origin: string, visit: (I: RoutingModel) => Promise<void>, viewport: { width: number; height: number } = VIEWPORTS[0]) => {
  const context = await browser.newContext({ viewport });
  try {
    await withConsentChosen(context, origin);
    await visit(new RoutingModel(await context.newPage(), origin));
  } finally {
    await context.close();
  }
};

describe('redirects', () => {
  it('the redirect helper and the static winners rule answer 302 to the page', async () => {
    await withVisitor(plain.portal.origin, async (I) => {
      expect(await I.ask('/redirect/promotions/leto')).toMatchObject({ status: 302, location: '/promo-bonusy/leto' });
      expect(await I.ask('/preview/redirect/collections/egypt')).toMatchObject({ status: 302, location: '/preview/zanr/egypt' });
      expect(await I.ask('/en/redirect/providers/netent')).toMatchObject({ status: 302, location: '/en/vyrobci/netent' });
      expect(await I.ask('/vyhry')).toMatchObject({ status: 302, location: '/vitezove' });
      expect(await I.ask('/redirect/promotions/leto?utm_source=mail')).toMatchObject({ status: 302, location: '/promo-bonusy/leto?utm_source=mail' });
      expect(await I.ask('/redirect/providers/%2F%2Fevil.example')).toMatchObject({ status: 302, location: '/vyrobci/%2F%2Fevil.example' });
      expect(await I.ask('/redirect/nothing')).toMatchObject({ status: 404 });
    });
  });

  it('an old address of the route rules answers 301 to the page of the site, and the browser lands there', async () => {
    await withVisitor(plain.portal.origin, async (I) => {
      expect(await I.ask('/vyherci')).toMatchObject({ status: 301, location: '/vitezove' });
      expect(await I.ask('/hry')).toMatchObject({ status: 301, location: '/vsechny-hry' });
      expect(await I.visit('/vyherci')).toEqual({ status: 200, path: '/vitezove' });
    });
  });

  it('an absolute rule leaves the site only for a host of the allow-list', async () => {
    await withVisitor(plain.portal.origin, async (I) => {
      expect(await I.ask('/poker')).toMatchObject({ status: 301, location: 'https://poker.example.com/' });
    });
  });

  it('?lang= writes the locale cookie and answers 302 to the language path', async () => {
    await withVisitor(plain.portal.origin, async (I) => {
      const answer = await I.ask('/vsechny-hry?lang=en');
      expect(answer).toMatchObject({ status: 302, location: '/en/vsechny-hry' });
      expect(answer.setCookie).toMatch(/^locale=en/);
      expect(await I.visit('/?lang=en')).toEqual({ status: 200, path: '/en' });
      // A value that names no locale changes nothing (no cookie, no redirect).
      expect(await I.ask('/vsechny-hry?lang=xx')).toMatchObject({ status: 200, setCookie: null });
    });
  });

  it('the configured root path redirect: 302 from / (query kept), never from /en or elsewhere', async () => {
    await withVisitor(rooted.portal.origin, async (I) => {
      expect(await I.ask('/')).toMatchObject({ status: 302, location: '/kasino-zive' });
      expect(await I.ask('/?utm_source=x')).toMatchObject({ status: 302, location: '/kasino-zive?utm_source=x' });
      expect(await I.ask('/en')).toMatchObject({ status: 200 });
      expect(await I.visit('/')).toEqual({ status: 200, path: '/kasino-zive' });
    });
  });

  it('a root redirect configured to a host off the allow-list is ignored: the lobby answers', async () => {
    await withVisitor(unsafeRoot.portal.origin, async (I) => {
      expect(await I.ask('/')).toMatchObject({ status: 200, location: null });
    });
  });
});

describe('real 404s', () => {
  const NOT_FOUND = [
    ['/tohle-neexistuje', 'Stránka nenalezena'],
    ['/foo/vyrobci', 'Stránka nenalezena'],
    ['/nahled/vsechny-hry', 'Stránka nenalezena'],
    ['/preview/tohle', 'Stránka nenalezena'],
    ['/en/foo/vsechny-hry', 'Page not found'],
  ] as const;

  it.each(NOT_FOUND)('%s answers 404 with the not-found page, not indexed', async (path, heading) => {
    const answer = await fetch(new URL(path, plain.portal.origin), { redirect: 'manual' });
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain(heading);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  // The browser looks at one in each language, one per size (the page is the same for every path).
  it.each([
    { path: '/foo/vyrobci', heading: 'Stránka nenalezena', viewport: VIEWPORTS[1] },
    { path: '/en/foo/vsechny-hry', heading: 'Page not found', viewport: VIEWPORTS[0] },
  ])('$path in the browser on a $viewport.name: the not-found page, no axe findings, no console errors', async ({ path, heading, viewport }) => {
    await withVisitor(
      plain.portal.origin,
      async (I) => {
        expect(await I.visit(path)).toEqual({ status: 404, path });
        await I.seeNotFoundPage(heading);
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}routing-404-${path.startsWith('/en') ? 'en' : 'cs'}-${viewport.name}.png`);
        expect(I.problemsBesides(new URL(path, plain.portal.origin).href)).toEqual([]);
      },
      viewport,
    );
  });
});

// A chrome link each viewport shows: the submenu on a desktop, the bottom bar on a phone.
const CHROME_LINKS = {
  desktop: { name: 'Výrobci her', path: '/vyrobci', heading: 'Výrobci her' },
  phone: { name: 'Promo', path: '/promo-bonusy', heading: 'Promo akce' },
} as const;

describe.each(VIEWPORTS)('scrolling between pages on a $name', (viewport) => {
  it('a page loaded from a link starts at the top; back and a reload return to where the visitor was', async () => {
    await withVisitor(
      plain.portal.origin,
      async (I) => {
        await I.visit('/');
        const { y, top } = await I.scrollToLastShowAll('Zobrazit vše');
        expect(y).toBeGreaterThan(300);
        expect(await I.followLastShowAll('Zobrazit vše')).toMatch(/^\/(kategorie|zanr)\//);
        expect(await I.scrollY()).toBe(0);
        await I.back();
        await I.seeLastShowAllAt('Zobrazit vše', top);
        // A reload too: the document's script restores the entry's pixel position, and the hydrated
        // lobby puts the window back on the widget the page left it at as it hid.
        await I.reload();
        await I.seeLastShowAllAt('Zobrazit vše', top);
      },
      viewport,
    );
  });

  it("a client navigation from the chrome starts the new page at the top, and back restores the lobby's position", async () => {
    await withVisitor(
      plain.portal.origin,
      async (I) => {
        await I.visit('/');
        await I.waitForRuntime();
        // On the way down, the service's rows drawn as they come near.
        expect((await I.serviceRowGames('PopularPggService')).length).toBeGreaterThan(0);
        const { top } = await I.scrollToLastShowAll('Zobrazit vše');
        const rows = await I.serviceRowsDrawn();
        expect(rows).toBeGreaterThan(0);
        const link = CHROME_LINKS[viewport.name];
        await I.followChromeLink(link.name, link.path, link.heading);
        expect(await I.scrollY()).toBe(0);
        await I.back();
        await I.seeLastShowAllAt('Zobrazit vše', top);
        // The lobby was drawn anew with its service rows as they were: above the window, they would
        // never come near (and the page would be shorter than the visitor left it).
        expect(await I.serviceRowsDrawn()).toBe(rows);
      },
      viewport,
    );
  });
});

describe.each(VIEWPORTS)('back from a game to all games on a $name', (viewport) => {
  it('returns to where the visitor was in the grid, the same tiles on screen', async () => {
    await withVisitor(
      plain.portal.origin,
      async (I) => {
        await I.visit('/vsechny-hry');
        await I.waitForRuntime();
        const y = await I.scrollDown(2400);
        const game = await I.firstGameTileOnScreen();
        expect(await I.followGameTile(game)).toMatch(/^\/hra\//);
        await I.back();
        await I.seeScrolledTo(y);
        expect(await I.firstGameTileOnScreen()).toBe(game);
      },
      viewport,
    );
  });
});

describe.each(VIEWPORTS)('anchors on a $name', (viewport) => {
  it('the skip link to #main lands the content just below the sticky header and submenu (a desktop) or at the top (a phone: none stays)', async () => {
    await withVisitor(
      plain.portal.origin,
      async (I) => {
        await I.visit('/');
        const landed = await I.skipToContentFromBelow();
        expect(landed).toMatchObject({ hash: '#main', focused: 'main' });
        if (viewport.name === 'desktop') expect(landed.chromeBottom).toBeGreaterThan(0);
        expect(Math.abs(landed.contentTop - landed.chromeBottom)).toBeLessThanOrEqual(1);
      },
      viewport,
    );
  });
});

// Each size and each language once (PAIRED_VISITS): the tab order is the markup's, the same in both languages.
describe.each(PAIRED_VISITS)('the lobby by keyboard on a $viewport.name in $locale', ({ viewport, locale }) => {
  it('every tab stop shows where the focus is', async () => {
    const path = locale === 'en' ? '/en' : '/';
    await withVisitor(
      plain.portal.origin,
      async (I) => {
        const page = I.page;
        await I.visit(path);
        const stops = await tabThrough(page, { maxStops: 40 });
        expect(stops.length).toBeGreaterThan(3);
        expect(invisibleFocusStops(stops)).toEqual([]);
        // The first stops are the header's; a game tile link comes within the first 40.
        expect(stops.some((stop) => stop.tag === 'a' && (stop.href ?? '').startsWith(path === '/' ? '/hra/' : '/en/hra/'))).toBe(true);
        await page.keyboard.press('Tab');
        await I.screenshot(`${SCREENSHOTS}routing-keyboard-${locale}-${viewport.name}.png`);
      },
      viewport,
    );
  });
});
