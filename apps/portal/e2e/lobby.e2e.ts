// The lobbies end to end: the casino lobby with every widget type in both languages on a desktop
// and a phone, the all-games grids, the live lobby and a live category in English on the desktop
// and Czech on the phone (PAIRED_VISITS; the 404 page is error-pages.e2e.ts's); no console errors,
// and no axe findings once per page and size (axeOnThisVisit); the service's popular row a visitor's
// browser draws once it comes near; screenshots for a human look. Then the budgets: the gzip size of
// each page's HTML with its hydration data at 2,000 and 10,000 games, and the grid's DOM nodes at 10,000.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyModel, type LobbyLocale } from './models/lobby.model.ts';
import { withConsentChosen } from './support/consent-chosen.ts';
import { collectPageProblems, type PageProblem } from './support/page-problems.ts';
import { axeOnThisVisit, SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';
import { BasePath, ContentApiPath, COOKIE_REMEMBERED_USERNAME } from '@casino/core';
import { startDemoPlatform } from '@casino/demo-platform';
import { startPortalServer } from '../server/portal-server.ts';

const LOCALES: ReadonlyArray<{ locale: LobbyLocale; lang: string }> = [
  { locale: 'cs', lang: 'cs-CZ' },
  { locale: 'en', lang: 'en' },
];

const smoke = useSmokeSession(LobbyModel);

/** The service's popular list as a visitor's browser gets it from the platform. */
const servicePopular = async (): Promise<string[]> => {
  const response = await fetch(`${smoke.servers.platform.origin}${BasePath.contentApi}${ContentApiPath.personalisedCategories}?locale=cs&status=Published`);
  const categories = (await response.json()) as Array<{ type: string; games: string[] }>;
  return categories.find((category) => category.type === 'PopularPggService')?.games ?? [];
};

const withPage = (
  viewport: { width: number; height: number },
  visit: (I: LobbyModel, problems: PageProblem[]) => Promise<void>,
  cookies: Readonly<Record<string, string>> = {},
) => smoke.withPage(viewport, visit, { cookies });

describe.each(VIEWPORTS)('the lobby on a $name ($width×$height)', (viewport) => {
  it('keeps the HTML of the server through hydration (islands): nothing replaced, the widgets and the runtime alive', async () => {
    // On the phone a returning player (a remembered username): the runtime starts at once, not at a
    // first interaction, while the page still hydrates.
    const returning = viewport.name === 'phone';
    await withPage(
      viewport,
      async (I, problems) => {
        const replacedBlocks = await I.noteReplacedBlocks();
        const rowsFetches = I.noteRowsFetches();
        await I.openLobby('cs');
        await I.waitForRuntime({ interact: !returning });
        // The widgets' island ticks its jackpots; a phone's bottom bar opens its drawer, and the
        // desktop's carousel (arrows on desktops only) moves on.
        await I.seeJackpotsTicking();
        // The service's popular list (part 2 §7, fetched by the browser once its place comes near):
        // its games in the service's order, as the lobby's tiles; "because you played" is a player's.
        const popular = await I.serviceRowGames('PopularPggService');
        const answer = await servicePopular();
        expect(popular.length).toBeGreaterThan(0);
        const inAnswer = popular.map((code) => answer.indexOf(code));
        expect(inAnswer.every((index, at) => index >= 0 && (at === 0 || index > inAnswer[at - 1]!))).toBe(true);
        expect(await I.page.locator('main [data-service-row="BecauseYouPlayedPggService"]').count()).toBe(0);
        // Its tiles are the few games of the page's service rows (one fetch for them all), not the
        // lobby's whole catalogue, which only a player's rows read.
        const fetched = await rowsFetches();
        expect(fetched.filter(({ path }) => path.includes('hrac/katalog.json'))).toEqual([]);
        const tiles = fetched.filter(({ path }) => path.includes('hry/dlazdice.json'));
        expect(tiles).toHaveLength(1);
        console.info(`service rows' tiles (${viewport.name}): ${tiles[0]!.bytes} B (${tiles[0]!.encoding}) for ${tiles[0]!.path.split('%2C').length} codes`);
        expect(tiles[0]!.bytes).toBeLessThan(10_000);
        await I.screenshot(`${SCREENSHOTS}lobby-service-row-${viewport.name}.png`);
        if (viewport.name === 'desktop') expect(await I.serviceRowsViolations()).toEqual([]);
        if (viewport.name === 'phone') await I.openMenuDrawer('Menu');
        else {
          await I.moveCarouselOn('Další banner');
          await I.scrollGameRowByArrows();
        }
        expect(await replacedBlocks()).toBe(0);
        expect(problems.map((problem) => problem.text)).toEqual([]);
        if (viewport.name === 'phone') return;
        // The tiles' fetch failing (cut, on the live lobby's visit: its service row drawn at once, the
        // chunk being in): the spec's snackbar once, no service row, the lobby goes on; Try again draws it.
        const cut = await I.failServiceTiles();
        await I.followChromeLink('Živé kasino', '/kasino-zive');
        expect(await I.snackbarsSaying('Nepodařilo se načíst hry vybrané pro vás.')).toBe(1);
        expect(await I.page.locator('main [data-service-row]').count()).toBe(0);
        // The failure gives its place up: no empty box is left where the row would have been.
        expect(await I.page.locator('main [data-service-place]').count()).toBe(0);
        await cut.restore();
        await I.pressSnackbarAction('Nepodařilo se načíst hry vybrané pro vás.', 'Zkusit znovu');
        expect((await I.serviceRowGames('PopularPggService')).length).toBeGreaterThan(0);
      },
      returning ? { [COOKIE_REMEMBERED_USERNAME]: 'demo' } : {},
    );
  });

  it.each(LOCALES)('in $locale: lang $lang, game tiles, no console errors, axe', async ({ locale, lang }) => {
    await withPage(viewport, async (I, problems) => {
      const response = await I.openLobby(locale);
      expect(response.status()).toBe(200);
      await I.seePageLanguage(lang);
      await I.seeLanguageLinks(locale === 'en' ? '/en' : '/', { 'cs-CZ': '/', en: '/en', 'x-default': '/' });
      await I.seeSomeGame();
      await I.seeGame('Book of Dead');
      await I.seeCarousel();
      await I.seeTopTen();
      await I.seeTileLayouts(['Default', 'DoubleRow', 'Portrait', 'Landscape', 'Top10', 'LargeOnMobile']);
      await I.seeSection(locale === 'en' ? 'Jackpots' : 'Jackpoty');
      await I.seeImagesSized();
      await I.seeWinners();
      await I.seeNoSidewaysScroll();
      await I.screenshot(`${SCREENSHOTS}lobby-${locale}-${viewport.name}.png`);
      await I.screenshot(`${SCREENSHOTS}lobby-${locale}-${viewport.name}-full.png`, true);
      if (axeOnThisVisit(viewport, locale)) expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('draws the service rows where the visitor scrolls to them without moving what is below them', async () => {
    // A service row's place holds the row's height (row-place.tsx; a live lobby's a line taller for its tables' bets): with the
    // place in the middle of the window, the rows drawn there (three on the casino lobby, one on
    // the live lobby) leave the rest of the screen where it was: no layout shift, from the load on.
    await withPage(viewport, async (I, problems) => {
      for (const open of [() => I.openLobby('cs'), () => I.openLiveLobby('cs')]) {
        await open();
        await I.waitForRuntime();
        expect((await I.serviceRowGames('PopularPggService')).length).toBeGreaterThan(0);
        await I.seeNoLayoutShift();
      }
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  // The lobby above in both languages at each size; the pages below in one language per size
  // (PAIRED_VISITS: English on the desktop, Czech on the phone).
  const paired = LOCALES.filter(({ locale }) => axeOnThisVisit(viewport, locale));

  it.each(paired)('in $locale: all games in a virtual grid that keeps few nodes while scrolling', async ({ locale }) => {
    await withPage(viewport, async (I, problems) => {
      const response = await I.openAllGames(locale);
      expect(response.status()).toBe(200);
      await I.seeHeading(locale === 'en' ? 'All games' : 'Všechny hry');
      await I.seeSomeGame();
      await I.seeNoLayoutShift();
      await I.scrollTo(0.5);
      await I.seeSomeGame();
      expect(await I.domNodeCount()).toBeLessThanOrEqual(800);
      await I.screenshot(`${SCREENSHOTS}all-games-${locale}-${viewport.name}-scrolled.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it.each(paired)('in $locale: the live lobby, its all-games grid and a live category', async ({ locale }) => {
    await withPage(viewport, async (I, problems) => {
      expect((await I.openLiveLobby(locale)).status()).toBe(200);
      await I.seeHeading(locale === 'en' ? 'Live casino' : 'Živé kasino');
      await I.seeSomeGame();
      await I.seeTopTen();
      await I.seeNoSidewaysScroll();
      await I.screenshot(`${SCREENSHOTS}live-lobby-${locale}-${viewport.name}.png`);
      await I.screenshot(`${SCREENSHOTS}live-lobby-${locale}-${viewport.name}-full.png`, true);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect((await I.openLiveAllGames(locale)).status()).toBe(200);
      await I.seeSomeGame();
      expect(await I.accessibilityViolations()).toEqual([]);
      expect((await I.openLiveCategory('live-ruleta', locale)).status()).toBe(200);
      await I.seeHeading(locale === 'en' ? 'Roulette' : 'Ruleta');
      await I.seeSomeGame();
      await I.screenshot(`${SCREENSHOTS}live-category-${locale}-${viewport.name}.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });
});

describe('failed calls', () => {
  afterAll(() => smoke.servers.platform.faults.clear());

  it.each(LOCALES)(
    // A page whose games failed is the one error page: error-pages.e2e.ts and chrome.e2e.ts.
    'in $locale: a widget whose call failed shows its key in place, and the rest of the lobby works',
    async ({ locale }) => {
      await withPage(VIEWPORTS[1], async (I) => {
        smoke.servers.platform.faults.add({ path: '/api/carousels', status: 500 });
        await I.openLobby(locale);
        await I.seeError('errors.failed-to-fetch-carousel', locale === 'en' ? 'The banners could not be loaded.' : 'Bannery se nepodařilo načíst.');
        await I.seeSomeGame();
        smoke.servers.platform.faults.clear();
      });
    },
  );
});

describe('preview and unknown slugs', () => {
  it('the preview lobby links inside preview, and an unknown live category is a 404', async () => {
    await withPage(VIEWPORTS[1], async (I) => {
      expect((await I.open('/preview')).status()).toBe(200);
      await I.seeSomeGame();
      expect(await I.firstGameLink()).toMatch(/^\/preview\/hra\//);
      const response = await I.openLiveCategory('neni-takova');
      expect(response.status()).toBe(404);
    });
  });
});

describe('widgets that move by themselves', () => {
  it('hydrate once they are on the screen or at an engagement: a tall window ticks its jackpots untouched, the winners below wait', async () => {
    await withPage({ width: 1280, height: 1400 }, async (I, problems) => {
      await I.openLobby('cs');
      await I.seeWinners();
      await I.seeJackpotsTickingUntouched();
      expect(await I.hydrated('.casino-jackpots')).toBe(true);
      expect(await I.hydrated('.casino-winners-strip')).toBe(false);
      await I.page.mouse.move(10, 10);
      await expect.poll(() => I.hydrated('.casino-winners-strip')).toBe(true);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('below the first screen, the jackpots wait for the visitor, then tick', async () => {
    await withPage(VIEWPORTS[0], async (I) => {
      await I.openLobby('cs');
      await I.seeWinners();
      expect(await I.hydrated('.casino-jackpots')).toBe(false);
      await I.seeJackpotsTicking();
      expect(await I.hydrated('.casino-jackpots')).toBe(true);
    });
  });
});

describe('reduced motion', () => {
  it('jackpots still tick (in steps), and the video waits for the play button', async () => {
    const context = await withConsentChosen(await smoke.browser.newContext({ viewport: VIEWPORTS[0], reducedMotion: 'reduce' }), smoke.servers.portal.origin);
    try {
      const page = await context.newPage();
      const problems = collectPageProblems(page);
      const I = new LobbyModel(page, smoke.servers.portal.origin);
      await I.openLobby();
      await I.seeJackpotsTicking();
      expect(await page.locator('video').count()).toBe(0);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('preferences from cookies', () => {
  it('the theme cookie paints the light theme from the server, and it passes axe too', async () => {
    await withPage(
      VIEWPORTS[0],
      async (I, problems) => {
        await I.openLobby();
        await I.seeTheme('light');
        await I.seeJackpotsTicking();
        await I.screenshot(`${SCREENSHOTS}lobby-cs-desktop-light.png`);
        await I.screenshot(`${SCREENSHOTS}lobby-cs-desktop-light-full.png`, true);
        expect(await I.accessibilityViolations()).toEqual([]);
        expect(problems.map((problem) => problem.text)).toEqual([]);
      },
      { theme: 'light' },
    );
  });

  it('one address, one language: a locale cookie leaves the Czech lobby Czech, and the switch goes to the English address', async () => {
    await withPage(
      VIEWPORTS[1],
      async (I) => {
        await I.openLobby();
        await I.seePageLanguage('cs-CZ');
        await I.switchLanguage('en');
        await I.seePageLanguage('en');
        await I.seeLanguageLinks('/en', { 'cs-CZ': '/', en: '/en' });
      },
      { locale: 'en' },
    );
  });
});

describe.each([2_000, 10_000])('with %i games', (size) => {
  let portal: Awaited<ReturnType<typeof startPortalServer>>;
  let platform: Awaited<ReturnType<typeof startDemoPlatform>>;

  beforeAll(async () => {
    platform = await startDemoPlatform({ port: 0, seed: 11, size });
    portal = await startPortalServer({ port: 0, platformOrigin: platform.origin });
  });

  afterAll(async () => {
    await portal?.close();
    await platform?.close();
  });

  /** The HTML of a page with its hydration data (the loader data travels inside it), gzipped. */
  const gzipKb = async (path: string): Promise<number> => {
    const response = await fetch(new URL(path, portal.origin));
    expect(response.status).toBe(200);
    return gzipSync(await response.text()).length / 1024;
  };

  it('the lobby and the all-games pages stay under 100 KB gzip', async () => {
    const sizes = {
      lobby: await gzipKb('/'),
      allGames: await gzipKb('/vsechny-hry'),
      // A filtered address is rendered by the server too (filters.e2e.ts), its list no longer than all games.
      allGamesFiltered: await gzipKb('/vsechny-hry?jackpot=1&bet=0.5-0'),
      liveAllGames: await gzipKb('/kasino-zive/vsechny-hry'),
    };
    console.info(
      `HTML + hydration data, gzip, ${size} games: ${JSON.stringify(Object.fromEntries(Object.entries(sizes).map(([page, kb]) => [page, `${kb.toFixed(1)} KB`])))}`,
    );
    for (const kb of Object.values(sizes)) expect(kb).toBeLessThan(100);
  });

  // The grid's node count does not grow with the list: the largest size shows it.
  it.runIf(size === 10_000)('all games keeps at most 800 DOM nodes on a phone and a desktop, at the top and scrolled', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await withConsentChosen(await smoke.browser.newContext({ viewport }), portal.origin);
      try {
        const page = await context.newPage();
        const I = new LobbyModel(page, portal.origin);
        await I.openAllGames();
        const counts = [await I.domNodeCount()];
        for (const share of [0.3, 0.7, 1]) {
          await I.scrollTo(share);
          await I.seeSomeGame();
          counts.push(await I.domNodeCount());
        }
        console.info(`DOM nodes of /vsechny-hry, ${size} games, ${viewport.name}: ${counts.join(', ')}`);
        for (const count of counts) expect(count).toBeLessThanOrEqual(800);
      } finally {
        await context.close();
      }
    }
  });
});
