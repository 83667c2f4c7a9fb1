// The catalogue pages end to end: every page kind in English on a desktop and in Czech on a phone
// (PAIRED_VISITS: status, title from the item, the seo head, content, no console errors, a
// screenshot for a human look, axe), real 404s for unknown slugs,
// drafts only under /preview, the spec's error key when a call fails, and the live winners
// refreshed every 30 s.
import { afterEach, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, FrontendApiPath } from '@casino/core';
import { CatalogueModel, type CatalogueLocale } from './models/catalogue.model.ts';
import { problemsBesidesDocumentStatus, type PageProblem } from './support/page-problems.ts';
import { PAIRED_VISITS, SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(CatalogueModel);

afterEach(() => smoke.servers.platform.faults.clear());

const withPage = (
  viewport: { width: number; height: number },
  visit: (I: CatalogueModel, problems: PageProblem[]) => Promise<void>,
  cookies: Readonly<Record<string, string>> = {},
) => smoke.withPage(viewport, visit, { cookies });

interface PageCase {
  readonly kind: string;
  readonly path: string;
  readonly heading: Readonly<Record<CatalogueLocale, string>>;
  /** The title: the seo record's, or the item's. */
  readonly title: Readonly<Record<CatalogueLocale, string | RegExp>>;
  readonly check: (I: CatalogueModel, locale: CatalogueLocale) => Promise<void>;
}

const PAGES: readonly PageCase[] = [
  {
    kind: 'providers',
    path: '/vyrobci',
    heading: { cs: 'Výrobci her', en: 'Game providers' },
    title: { cs: 'Výrobci her | Kasino Demo', en: 'Game providers | Casino Demo' },
    check: async (I) => {
      await I.seeLink('Bohemia Gaming');
      await I.seeProviderLogo('dark');
      await I.seeHeadTag('meta[property="og:image"]', /og-seo-providers/);
    },
  },
  {
    kind: 'provider',
    path: '/vyrobci/bohemia-gaming',
    heading: { cs: 'Bohemia Gaming', en: 'Bohemia Gaming' },
    title: { cs: 'Bohemia Gaming | Kasino Demo', en: 'Bohemia Gaming | Casino Demo' },
    check: async (I) => {
      await I.seeGames(10);
      await I.seeProviderLogo('dark');
      await I.seeHeadTag('meta[name="description"]', /Bohemia Gaming/);
    },
  },
  {
    kind: 'collections',
    path: '/zanr',
    heading: { cs: 'Žánry her', en: 'Game genres' },
    title: { cs: 'Žánry her | Kasino Demo', en: 'Game genres | Casino Demo' },
    check: async (I, locale) => {
      await I.seeLink(locale === 'cs' ? 'Knihy' : 'Books');
      await I.seeNoText(locale === 'cs' ? 'Ovoce' : 'Fruit');
    },
  },
  {
    kind: 'collection',
    path: '/zanr/knihy',
    heading: { cs: 'Knihy', en: 'Books' },
    title: { cs: /Knihy/, en: /Books/ },
    check: async (I) => {
      await I.seeGame('Book of Dead');
      await I.seeHeadTag('meta[name="robots"]', 'index, follow');
    },
  },
  {
    kind: 'category',
    path: '/kategorie/top-10',
    heading: { cs: 'Top 10 týdne', en: 'Top 10 of the week' },
    title: { cs: /Top 10/, en: /Top 10/ },
    check: async (I) => {
      await I.seeGames(10);
      expect(await I.page.locator('[data-game-tile]').count()).toBe(10);
    },
  },
  {
    kind: 'promotions',
    path: '/promo-bonusy',
    heading: { cs: 'Promo akce', en: 'Promotions' },
    title: { cs: 'Promo akce | Kasino Demo', en: 'Promotions | Casino Demo' },
    check: async (I, locale) => {
      // Visitors see "all", unset and "not logged in" promotions; never the logged-in ones or drafts.
      await I.seeLink(locale === 'cs' ? 'Uvítací bonus' : 'Welcome bonus');
      await I.seeNoText(locale === 'cs' ? 'Páteční free spiny' : 'Friday free spins');
      await I.seeNoText(locale === 'cs' ? 'Blackjacková výzva' : 'Blackjack challenge');
    },
  },
  {
    kind: 'promotion',
    path: '/promo-bonusy/jackpotova-horecka',
    heading: { cs: 'Jackpotová horečka', en: 'Jackpot fever' },
    title: { cs: /Jackpotová horečka/, en: /Jackpot fever/ },
    check: async (I, locale) => {
      await I.seeLink(locale === 'cs' ? 'Všechny akce' : 'All promotions');
    },
  },
  {
    kind: 'content',
    path: '/novinky/jak-hrat-ruletu',
    heading: { cs: 'Jak hrát ruletu', en: 'How to play roulette' },
    title: { cs: /ruletu/, en: /roulette/i },
    check: async (I) => {
      await I.seeHeadTag('meta[name="description"]', /.+/);
    },
  },
  {
    kind: 'tournaments',
    path: '/tournaments',
    heading: { cs: 'Turnaje', en: 'Tournaments' },
    title: { cs: /Kasino Demo/, en: /Casino Demo/ },
    check: async (I, locale) => {
      await I.seeLink(locale === 'cs' ? 'Pravidla turnajů' : 'Tournament rules');
    },
  },
  {
    kind: 'jackpots',
    path: '/jackpoty',
    heading: { cs: 'Jackpoty', en: 'Jackpots' },
    title: { cs: /Kasino Demo/, en: /Casino Demo/ },
    check: async (I) => {
      const amounts = await I.amounts('.casino-jackpot__top-amount');
      expect(amounts.length).toBe(3);
      // Czech currency format in both languages: "4 517 261 Kč" (narrow no-break spaces).
      for (const amount of amounts) expect(amount).toMatch(/^\d{1,3}([\s\u00a0\u202f]\d{3})*[\s\u00a0]Kč$/u);
    },
  },
  {
    kind: 'jackpot',
    path: '/jackpoty/zlaty-poklad',
    heading: { cs: 'Zlatý poklad', en: 'Golden treasure' },
    title: { cs: /Zlatý poklad/, en: /.+/ },
    check: async (I) => {
      await I.seeGames(5);
      expect((await I.amounts('.casino-jackpot__level dd')).length).toBe(7);
    },
  },
  {
    kind: 'winners',
    path: '/vitezove',
    heading: { cs: 'Top výherci', en: 'Top winners' },
    title: { cs: 'Top výherci | Kasino Demo', en: 'Top winners | Casino Demo' },
    check: async (I) => {
      await I.seeWinners(5);
    },
  },
  {
    kind: 'top-wins',
    path: '/vyhry/nejvyssi',
    heading: { cs: 'Nejvyšší výhry', en: 'Top wins' },
    title: { cs: 'Nejvyšší výhry | Kasino Demo', en: 'Top wins | Casino Demo' },
    check: async (I) => {
      await I.seeWinners(10);
    },
  },
  {
    kind: 'jackpot-wins',
    path: '/vyhry/jackpotu',
    heading: { cs: 'Výhry jackpotů', en: 'Jackpot wins' },
    title: { cs: 'Výhry jackpotů | Kasino Demo', en: 'Jackpot wins | Casino Demo' },
    check: async (I) => {
      await I.seeWinners(1);
    },
  },
  {
    kind: 'hall-of-fame',
    path: '/vyhry/sin-slavy',
    heading: { cs: 'Síň slávy', en: 'Hall of fame' },
    title: { cs: 'Síň slávy | Kasino Demo', en: 'Hall of fame | Casino Demo' },
    check: async (I) => {
      await I.seeWinners(3);
    },
  },
];

describe.each(PAIRED_VISITS)('the catalogue pages on a $viewport.name in $locale', ({ viewport, locale }) => {
  it.each(PAGES)('$kind ($path): 200, title, seo head, content, no console errors, no axe findings', async (page) => {
    await withPage(viewport, async (I, problems) => {
      const path = CatalogueModel.path(page.path, locale);
      const response = await I.open(path);
      expect(response.status()).toBe(200);
      await I.seeHeading(page.heading[locale]);
      await I.seeTitle(page.title[locale]);
      await I.seeHeadTag('meta[property="og:title"]', /.+/);
      await I.seeHeadTag('meta[name="twitter:card"]', /summary/);
      await I.seeHeadTag('link[rel="canonical"]', path);
      await page.check(I, locale);
      await I.screenshot(`${SCREENSHOTS}catalogue-${page.kind}-${locale}-${viewport.name}.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });
});

describe('not found, preview and failures', () => {
  // Every kind's unknown slug is the server's 404 with the not-found page; the browser looks at one
  // per language (the page is the same for every kind).
  it.each(['/vyrobci/neznamy', '/zanr/neznamy', '/kategorie/neznama', '/promo-bonusy/neznama', '/novinky/neznama', '/jackpoty/neznamy', '/en/vyrobci/unknown'])(
    '%s answers a real 404 with the not-found page, not indexed',
    async (path) => {
      const answer = await fetch(new URL(path, smoke.servers.portal.origin));
      expect(answer.status).toBe(404);
      const html = await answer.text();
      expect(html).toContain(path.startsWith('/en') ? 'Page not found' : 'Stránka nenalezena');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    },
  );

  it.each(['/vyrobci/neznamy', '/en/vyrobci/unknown'])('%s in the browser: the not-found page, no axe findings, no console errors', async (path) => {
    await withPage(VIEWPORTS[1], async (I, problems) => {
      const response = await I.open(path);
      expect(response.status()).toBe(404);
      await I.seeHeading(path.startsWith('/en') ? 'Page not found' : 'Stránka nenalezena');
      await I.seeHeadTag('meta[name="robots"]', /noindex/);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problemsBesidesDocumentStatus(problems, response.url())).toEqual([]);
    });
  });

  it('a promotion for logged-in players only gives a visitor nothing of it (the log-in view: player-bonuses.e2e.ts)', async () => {
    const answer = await fetch(new URL('/promo-bonusy/patecni-free-spiny', smoke.servers.portal.origin));
    expect(answer.status).toBe(200);
    expect(await answer.text()).not.toContain('Páteční free spiny');
  });

  it('drafts are 404 on the site and shown, marked and not indexed, under /preview; any other prefix is a 404', async () => {
    await withPage(VIEWPORTS[0], async (I, problems) => {
      expect((await I.open('/novinky/vip-program')).status()).toBe(404);
      expect((await I.open('/promo-bonusy/vyzva-blackjack')).status()).toBe(404);
      expect((await I.open('/navrh/promo-bonusy')).status()).toBe(404);
      problems.length = 0;
      const page = await I.open('/preview/novinky/vip-program');
      expect(page.status()).toBe(200);
      await I.seeHeading('VIP program');
      await I.seeText('Koncept');
      await I.seeHeadTag('meta[name="robots"]', 'noindex, nofollow');
      await I.screenshot(`${SCREENSHOTS}catalogue-preview-content-cs-desktop.png`);
      const promotion = await I.open('/preview/promo-bonusy/vyzva-blackjack');
      expect(promotion.status()).toBe(200);
      await I.seeHeading('Blackjacková výzva');
      await I.open('/preview/promo-bonusy');
      await I.seeLink('Blackjacková výzva');
      expect(await I.page.getByRole('link', { name: 'Blackjacková výzva' }).first().getAttribute('href')).toBe('/preview/promo-bonusy/vyzva-blackjack');
      const english = await I.open('/en/preview/novinky/vip-program');
      expect(english.status()).toBe(200);
      await I.seeText('Draft');
      await I.open('/preview/promo-bonusy');
      await I.screenshot(`${SCREENSHOTS}catalogue-preview-promotions-cs-desktop.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('the provider logo follows the light theme from the cookie', async () => {
    await withPage(
      VIEWPORTS[0],
      async (I, problems) => {
        await I.open('/vyrobci');
        await I.seeProviderLogo('light');
        await I.screenshot(`${SCREENSHOTS}catalogue-providers-cs-desktop-light.png`);
        expect(await I.accessibilityViolations()).toEqual([]);
        expect(problems.map((problem) => problem.text)).toEqual([]);
      },
      { theme: 'light' },
    );
  });

  it.each([
    {
      path: '/vyrobci',
      call: BasePath.contentApi + ContentApiPath.providers,
      key: 'errors.failed-to-fetch-providers',
      text: 'Výrobce her se nepodařilo načíst.',
    },
    {
      path: '/en/jackpoty',
      call: BasePath.contentApi + ContentApiPath.jackpots,
      key: 'errors.failed-to-fetch-jackpots',
      text: 'The jackpots could not be loaded.',
    },
    {
      path: '/promo-bonusy',
      call: BasePath.contentApi + ContentApiPath.promotions,
      key: 'errors.failed-to-fetch-promotions',
      text: 'Akce se nepodařilo načíst.',
    },
  ])('$path: a failed call answers 500 with the translated $key', async ({ path, call, key, text }) => {
    smoke.servers.platform.faults.add({ path: call, status: 503 });
    await withPage(VIEWPORTS[1], async (I) => {
      const response = await I.open(path);
      expect(response.status()).toBe(500);
      await I.seeErrorKey(key);
      await I.seeText(text);
      await I.seeHeadTag('meta[name="robots"]', /noindex/);
      await I.screenshot(`${SCREENSHOTS}catalogue-error-${key}.png`);
    });
  });

  it('the live winners list refreshes in the browser every 30 s', async () => {
    await withPage(VIEWPORTS[0], async (I, problems) => {
      await I.page.clock.install();
      await I.open('/vitezove');
      await I.seeWinners(1);
      // The refresh's interval starts with the page's hydration, which may come after the first paint.
      await I.waitForRuntime();
      const feed = (request: { url: () => string }) => request.url().includes('/__data') || request.url().includes('.data');
      const refreshed = I.page.waitForRequest(feed, { timeout: 10_000 });
      await I.page.clock.runFor(31_000);
      await refreshed;
      await I.seeWinners(1);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('a failed refresh keeps the last winners under the translated errors.failed-to-fetch-live-winners', async () => {
    await withPage(VIEWPORTS[1], async (I) => {
      await I.page.clock.install();
      await I.open('/en/vitezove');
      const before = await I.seeWinners(1);
      await I.waitForRuntime();
      smoke.servers.platform.faults.add({ path: BasePath.frontendApi + FrontendApiPath.liveWinners, status: 500 });
      await I.page.clock.runFor(31_000);
      await I.seeErrorKey('errors.failed-to-fetch-live-winners');
      await I.seeText('The winners could not be loaded.');
      expect(await I.seeWinners(1)).toBe(before);
      await I.screenshot(`${SCREENSHOTS}catalogue-winners-refresh-failed-en-phone.png`);
    });
  });
});
