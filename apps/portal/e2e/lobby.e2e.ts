// The first slice's smoke: the lobby in both languages on a desktop and a phone, the 404 page, no
// console errors and no axe findings; screenshots for a human look.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { LobbyModel, type LobbyLocale } from './models/lobby.model.ts';
import { launchChromium } from './support/chromium.ts';
import { collectPageProblems, problemsBesidesDocumentStatus, type PageProblem } from './support/page-problems.ts';
import { startSmokeServers, type SmokeServers } from './support/servers.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES: ReadonlyArray<{ locale: LobbyLocale; lang: string; notFound: string }> = [
  { locale: 'cs', lang: 'cs-CZ', notFound: 'Stránka nenalezena' },
  { locale: 'en', lang: 'en', notFound: 'Page not found' },
];

let servers: SmokeServers;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [servers, browser] = await Promise.all([startSmokeServers(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

const withPage = async (
  viewport: { width: number; height: number },
  visit: (I: LobbyModel, problems: PageProblem[]) => Promise<void>,
  cookies: Readonly<Record<string, string>> = {},
) => {
  // axe needs a page of a context of its own (browser.newContext(), STACK.md).
  const context: BrowserContext = await browser.newContext({ viewport });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: servers.portal.origin })));
  try {
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    await visit(new LobbyModel(page, servers.portal.origin), problems);
  } finally {
    await context.close();
  }
};

describe.each(VIEWPORTS)('the lobby on a $name ($width×$height)', (viewport) => {
  it.each(LOCALES)('in $locale: lang $lang, game tiles, no console errors, no axe findings', async ({ locale, lang }) => {
    await withPage(viewport, async (I, problems) => {
      const response = await I.openLobby(locale);
      expect(response.status()).toBe(200);
      await I.seePageLanguage(lang);
      await I.seeLanguageLinks(locale === 'en' ? '/en' : '/', { 'cs-CZ': '/', en: '/en', 'x-default': '/' });
      await I.seeSomeGame();
      await I.seeGame('Book of Dead');
      await I.screenshot(`${SCREENSHOTS}lobby-${locale}-${viewport.name}.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it.each(LOCALES)('in $locale: an unknown path answers 404 with the not-found page', async ({ locale, notFound }) => {
    await withPage(viewport, async (I, problems) => {
      const response = await I.open(locale === 'en' ? '/en/tohle-neexistuje' : '/tohle-neexistuje');
      expect(response.status()).toBe(404);
      await I.seeHeading(notFound);
      await I.screenshot(`${SCREENSHOTS}not-found-${locale}-${viewport.name}.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problemsBesidesDocumentStatus(problems, response.url())).toEqual([]);
    });
  });
});

describe('preferences from cookies', () => {
  it('the theme cookie paints the light theme from the server, and it passes axe too', async () => {
    await withPage(VIEWPORTS[0], async (I, problems) => {
      await I.openLobby();
      await I.seeTheme('light');
      await I.screenshot(`${SCREENSHOTS}lobby-cs-desktop-light.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    }, { theme: 'light' });
  });

  it('the locale cookie makes the unprefixed lobby English (D1), and the switch writes it back', async () => {
    await withPage(VIEWPORTS[1], async (I) => {
      await I.openLobby();
      await I.seePageLanguage('en');
      await I.switchLanguage('cs');
      await I.seePageLanguage('cs-CZ');
      await I.openLobby();
      await I.seePageLanguage('cs-CZ');
    }, { locale: 'en' });
  });
});
