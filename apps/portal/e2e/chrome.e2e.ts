// The chrome's end-to-end checks: header, submenu with its "More" popover, theme switch, bottom bar
// and drawer (also pressed before the page's scripts have run), keyboard-only navigation, the native-app banner, native and embedded modes, the error
// pages and the data layer; both sizes, both languages, axe and no console errors; screenshots.
import { describe, expect, it } from 'vitest';
import { ChromeModel } from './models/chrome.model.ts';
import type { ErrorPageSeen } from './models/portal-page.model.ts';
import { problemsBesidesDocumentStatus } from './support/page-problems.ts';
import { PAIRED_VISITS, SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const [DESKTOP, PHONE] = VIEWPORTS;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const smoke = useSmokeSession(ChromeModel);
const { withPage } = smoke;

const WORDS = {
  cs: { home: '/', login: 'Přihlásit', loginPhone: 'Přihlásit se' },
  en: { home: '/en', login: 'Log in', loginPhone: 'Sign in' },
} as const;

// Each language and each size once (PAIRED_VISITS), each in both themes: the words change with the
// language, the layout with the size, the colours with the theme.
describe.each(PAIRED_VISITS)('the chrome on a $viewport.name in $locale', ({ viewport, locale }) => {
  it('header, register, login, theme in both modes, axe and no console errors', async () => {
    const { home, login, loginPhone } = WORDS[locale];
    for (const theme of ['dark', 'light'] as const) {
      await withPage(
        viewport,
        async (I, problems) => {
          const response = await I.open(home);
          expect(response.status()).toBe(200);
          await I.waitForRuntime();
          await I.seeLogoLinkingTo(home);
          expect(await I.seeRegisterLink()).toMatch(/^https?:\/\/.+\/registrace$/);
          expect(await I.loginButtonText()).toBe(viewport === PHONE ? loginPhone : login);
          if (viewport === PHONE) {
            expect(await I.bottomBar().isVisible()).toBe(true);
          } else {
            expect(await I.bottomBar().isVisible()).toBe(false);
            expect((await I.submenuLinkNames()).length).toBeGreaterThan(3);
          }
          await I.screenshot(`${SCREENSHOTS}chrome-${locale}-${viewport.name}-${theme}.png`);
          // The chrome in both themes; the lobby's content is lobby.e2e's (axe in each language and size).
          expect(await I.accessibilityViolations('main')).toEqual([]);
          expect(problems.map((problem) => problem.text)).toEqual([]);
        },
        { cookies: { theme } },
      );
    }
  });
});

describe('keyboard only', () => {
  it('reaches every header and submenu control with Tab, each with a visible focus ring, in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      await withPage(
        DESKTOP,
        async (I) => {
          await I.open('/');
          await I.waitForRuntime();
          const stops = await I.tabThrough(36);
          const names = stops.map((stop) => stop.name);
          expect(names[0]).toBe('Přeskočit na obsah');
          for (const expected of [
            'Kasino, úvodní stránka',
            'Kasino',
            'Živé kasino',
            'Registrace',
            'Přihlásit',
            'Čeština',
            'Výrobci her',
            'Žánry her',
            'Tmavý vzhled',
            'Světlý vzhled',
            'Podle zařízení',
          ]) {
            expect(
              names.some((name) => name === expected || name.endsWith(` ${expected}`)),
              `${expected} in ${names.join(' | ')}`,
            ).toBe(true);
          }
          expect(stops.filter((stop) => !stop.ring)).toEqual([]);
        },
        { cookies: { theme } },
      );
    }
  });

  it("opens the submenu's More popover with Enter, follows a link in it, and Escape closes it with focus back on More", async () => {
    await withPage(DESKTOP, async (I, problems) => {
      await I.open('/');
      await I.waitForRuntime();
      expect(await I.seeMoreButton('submenu')).toBe(true);
      const hidden = await I.openSubmenuMoreWithKeyboard();
      expect(hidden.length).toBeGreaterThan(0);
      // The overflow holds the menu's tail (all games closes it) and the submenu's links after it;
      // the demo menu already links winners, promotions and tournaments, so each shows once.
      expect(hidden).toEqual(expect.arrayContaining(['Top výherci', 'Promo akce', 'Turnaje', 'Všechny hry']));
      expect(hidden.filter((name) => name === 'Turnaje')).toHaveLength(1);
      expect(hidden.indexOf('Všechny hry')).toBeLessThan(hidden.length - 1);
      // Focus moves into the popover, on its first link; Tab walks on inside it.
      expect(await I.focusedName()).toBe(hidden[0]);
      await I.page.keyboard.press('Tab');
      expect(await I.focusedName()).toBe(hidden[1]);
      await I.pressEscape();
      await I.popoverClosed();
      expect(await I.focusedName()).toMatch(/^Další/);
      await I.screenshot(`${SCREENSHOTS}chrome-more-closed-desktop.png`);
      await I.openSubmenuMoreWithKeyboard();
      expect(await I.popoverLinksUncovered(), 'links painted over by the page').toEqual([]);
      await I.screenshot(`${SCREENSHOTS}chrome-more-open-desktop.png`);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });
});

describe('route chunks', () => {
  it('are prefetched for the pages the chrome links to once a pointer heads for a link: following one asks for no script', async () => {
    await withPage(DESKTOP, async (I, problems) => {
      const scripts = I.noteScriptRequests();
      await I.open('/');
      await I.waitForRuntime();
      expect(
        scripts().filter((script) => script.includes('live-lobby-page')),
        'no page chunk before a pointer heads for a link',
      ).toEqual([]);
      await I.pointAtProductLink('Živé kasino');
      const liveChunks = (await I.waitForChunksOf('/kasino-zive')).map((href) => new URL(href).pathname);
      expect(liveChunks.some((chunk) => chunk.includes('live-lobby-page'))).toBe(true);
      // The prefetch goes on a few links per task for the other pages: let it end first.
      await I.waitForModulePreloadsLoaded();
      const before = scripts().length;
      await I.followProductLink('Živé kasino');
      await I.seeDataLayerEvent('content_view', { full_path: '/kasino-zive' });
      // The live page's feed (the hub's chunk, runtime/root/live-lobby.ts) and the row of the
      // recommendation service's list (lobby/service-rows/service-row.tsx, once its place comes near)
      // are fetched once the page shows, by the page itself, with the chunks they import (the feed's
      // table merge, unless the page already had it): the navigation does not wait for them.
      const shownPageChunk = /\/(live-lobby-(?!page)|service-row-)[\w-]+\.js$/;
      const afterFollowing = scripts().slice(before);
      const withShownPage = new Set(
        (await Promise.all(afterFollowing.filter((script) => shownPageChunk.test(script)).map((script) => I.staticImportsOf(script)))).flat(),
      );
      expect(
        afterFollowing.filter((script) => !shownPageChunk.test(script) && !withShownPage.has(script)),
        'scripts the navigation waited for',
      ).toEqual([]);
      // The live lobby prefetches the chunks of its own links at the next intent (its submenu differs
      // from the lobby's), so later requests may come, but never one of the live lobby's own chunks.
      await I.page.waitForLoadState('networkidle');
      expect(
        scripts()
          .slice(before)
          .filter((script) => liveChunks.includes(script)),
      ).toEqual([]);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });
});

describe('the theme switch', () => {
  it('changes only data-theme, writes the cookie, pushes casino_theme_toggle, and the server paints it next time', async () => {
    await withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      expect(await I.theme()).toBe('dark');
      // The first press also loads the switch's tooltips (they take the buttons over): measure after it.
      await I.chooseTheme('dark');
      await I.themeTooltipsLoaded();
      const bodyBefore = await I.page.evaluate(() => document.body.outerHTML.length);
      await I.chooseTheme('light');
      await expect.poll(() => I.theme()).toBe('light');
      expect(await I.cookie('theme')).toBe('light');
      await I.seeDataLayerEvent('casino_theme_toggle', { theme: 'light' });
      expect(Math.abs((await I.page.evaluate(() => document.body.outerHTML.length)) - bodyBefore)).toBeLessThan(200);
      await I.chooseTheme('system');
      await expect.poll(() => I.theme()).toBe('system');
      await I.chooseTheme('light');
      await I.open('/');
      expect(await I.theme()).toBe('light');
    });
  });
});

describe('the phone', () => {
  it("has the bottom bar in the spec's order (Top winners hidden on phones) and a drawer that traps focus, closes on Escape and returns focus", async () => {
    await withPage(PHONE, async (I, problems) => {
      await I.open('/');
      await I.waitForRuntime();
      expect(await I.bottomBarLabels()).toEqual(['Domů', 'Promo', 'Poker', 'Sport', 'Loterie', 'Menu']);
      expect(await I.bottomBar().getByRole('link', { name: 'Loterie' }).getAttribute('href')).toMatch(/\/loterie$/);
      await I.openDrawerWithKeyboard();
      await expect.poll(() => I.focusIsInsideDrawer(), { message: 'focus moves into the drawer' }).toBe(true);
      await I.screenshot(`${SCREENSHOTS}chrome-drawer-phone-dark.png`);
      expect(await I.accessibilityViolations('main')).toEqual([]);
      for (let step = 0; step < 40; step += 1) {
        await I.page.keyboard.press('Tab');
        expect(await I.focusIsInsideDrawer(), `Tab ${step + 1} left the drawer for ${await I.focusedName()}`).toBe(true);
      }
      await I.pressEscape();
      await I.drawerClosed();
      // The sheet is hidden at once and Ark hears of the close two frames later (react-ui's
      // use-closed-after-frame.ts); the focus returns after the frame that drew it closed
      // (use-focus-returned-after-frame.ts).
      await expect.poll(() => I.focusedName()).toBe('Menu');
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it("leaves the rows of links it does not show alone, and a window grown to a desktop's width then puts what does not fit under More", async () => {
    await withPage(PHONE, async (I, problems) => {
      await I.open('/');
      await I.waitForRuntime();
      // The phone's header and submenu rows are not displayed: nothing in them is measured or hidden.
      const onPhone = await I.overflowRows();
      expect(onPhone.map(({ label, shown, more }) => ({ label, shown, more }))).toEqual([
        { label: 'Produkty', shown: 5, more: false },
        { label: 'Menu', shown: 21, more: false },
      ]);
      await I.page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      await expect.poll(async () => (await I.overflowRows()).find((row) => row.label === 'Menu')?.more, { message: 'More is offered' }).toBe(true);
      const grown = await I.overflowRows();
      expect(
        grown.every((row) => row.cut === 0),
        `links cut off at a row's edge: ${JSON.stringify(grown)}`,
      ).toBe(true);
      expect((grown.find((row) => row.label === 'Menu')?.shown ?? 0) < 21).toBe(true);
      await I.screenshot(`${SCREENSHOTS}chrome-grown-from-phone-desktop.png`);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('opens the drawer on a Menu press made as a slow phone’s page starts, before its scripts have run', async () => {
    await withPage(PHONE, async (I, problems) => {
      await I.openAsItStarts('/');
      await I.bottomBar().getByRole('button', { name: 'Menu' }).click();
      await I.drawer().waitFor({ state: 'visible' });
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('draws the drawer in the light theme and in English too, and a swipe down closes it', async () => {
    await withPage(
      PHONE,
      async (I) => {
        await I.open('/en');
        await I.waitForRuntime();
        expect(await I.bottomBarLabels()).toEqual(['Home', 'Promos', 'Poker', 'Sport', 'Lottery', 'Menu']);
        await I.openDrawerWithKeyboard();
        await I.seeHeading('Settings');
        await I.screenshot(`${SCREENSHOTS}chrome-drawer-phone-light-en.png`);
        expect(await I.accessibilityViolations('main')).toEqual([]);
        // docs/design.md: a bottom drawer closes by a swipe down as well as by its button.
        await I.swipeDrawerDown();
        await I.drawerClosed();
      },
      { cookies: { theme: 'light' } },
    );
  });

  it('shows the native-app banner on Android until closed, then remembers it for 30 days', async () => {
    await withPage(
      PHONE,
      async (I) => {
        await I.open('/');
        await I.waitForRuntime();
        const banner = I.page.getByRole('complementary', { name: 'Aplikace Kasino' });
        await banner.waitFor({ state: 'visible' });
        expect(await banner.getByRole('link', { name: 'Zobrazit' }).getAttribute('href')).toContain('play.google.com');
        await I.screenshot(`${SCREENSHOTS}chrome-banner-phone.png`);
        await banner.getByRole('button', { name: 'Zavřít nabídku aplikace' }).click();
        await banner.waitFor({ state: 'hidden' });
        expect(await I.cookie('native-banner')).not.toBeNull();
        const expires = (await I.page.context().cookies()).find((cookie) => cookie.name === 'native-banner')!.expires;
        expect(Math.round((expires * 1000 - Date.now()) / 86_400_000)).toBe(30);
        await I.open('/');
        expect(await banner.count()).toBe(0);
      },
      { context: { userAgent: ANDROID_UA, isMobile: true, hasTouch: true } },
    );
  });
});

describe('modes from the query', () => {
  it('nativeapp=1 hides the bottom bar, the banner and the web messages, for the rest of the tab; embed=true hides the header and submenu too', async () => {
    await withPage(
      PHONE,
      async (I) => {
        await I.open('/?nativeapp=1');
        await I.waitForRuntime();
        expect(await I.bottomBar().count()).toBe(0);
        expect(await I.page.locator('.casino-app-banner').count()).toBe(0);
        expect(await I.page.locator('.casino-web-messages').count()).toBe(0);
        expect(await I.header().isVisible()).toBe(true);
        // The app's view holds for the tab: a page the player goes to carries no flags (a client
        // navigation, or a document load when the link's part had not hydrated yet).
        await I.page.locator('main a[href^="/vyrobci/"]').first().click();
        await expect.poll(() => new URL(I.page.url()).pathname).toMatch(/^\/vyrobci\//);
        await I.page.locator('main h1').waitFor();
        await expect.poll(() => I.bottomBar().count(), { timeout: 10_000 }).toBe(0);
        expect(await I.page.locator('.casino-app-banner').count()).toBe(0);
        // Another document of the tab, drawn by the server from an address without the flags: what
        // the app shows itself is hidden from its first paint, before the chrome has hydrated.
        // (The chrome's script is held back until the server's chrome has been looked at: asked of
        // the network, not the cache, which holds the build's files for good.)
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await I.page.route(/\/assets\/chrome-parts-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        const devtools = await I.page.context().newCDPSession(I.page);
        await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
        await I.page.reload({ waitUntil: 'load' });
        expect(await I.page.locator('html').getAttribute('data-tab-mode')).toBe('native');
        expect(await I.page.locator('.casino-bottom-bar').count()).toBe(1);
        expect(await I.page.locator('.casino-bottom-bar').isVisible()).toBe(false);
        // The islands keep the server's HTML while their script is on its way: the header is there.
        await I.page.waitForTimeout(500);
        expect(await I.header().isVisible()).toBe(true);
        release();
        await expect.poll(() => I.bottomBar().count(), { timeout: 10_000 }).toBe(0);
        await I.page.unrouteAll();
        await devtools.detach();
        // The language switch carries the mode into its new document (the server draws the app's view).
        expect(await I.page.locator('.casino-language-switch__link[hreflang="en"]').first().getAttribute('href')).toMatch(/\?nativeapp=1&lang=en$/);
        await I.open('/?embed=true');
        expect(await I.header().count()).toBe(0);
        expect(await I.bottomBar().count()).toBe(0);
        expect(await I.page.locator('main#main').isVisible()).toBe(true);
      },
      { context: { userAgent: ANDROID_UA, isMobile: true, hasTouch: true } },
    );
  });
});

describe('analytics and the login button', () => {
  it('pushes a content view per page and casino_navigation per menu click; Log in asks for the login dialog', async () => {
    await withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      await I.seeDataLayerEvent('content_view', { full_path: '/', route_name: 'preview' });
      expect(await I.pressLoginAndCatchDialogEvent('casino:login-dialog-open')).toBe(true);
      await I.submenu().getByRole('link', { name: 'Výrobci her' }).click();
      await I.page.waitForURL((url) => url.pathname === '/vyrobci');
      await I.seeDataLayerEvent('casino_navigation', { origin: 'casino', route_name: 'providers' });
      await I.seeDataLayerEvent('content_view', { full_path: '/vyrobci', route_name: 'providers' });
    });
  });
});

describe('snackbars', () => {
  it.each([DESKTOP, PHONE])(
    'a failed web-messages call shows a translated alert with Try again ($name: top right, or above the bottom bar)',
    async (viewport) => {
      smoke.servers.platform.faults.add({ path: '/messaging/webmessages', status: 503, times: 2 });
      try {
        await withPage(viewport, async (I, problems) => {
          await I.open('/');
          await I.waitForRuntime();
          const alert = I.page.getByRole('alert').filter({ hasText: 'Nepodařilo se načíst oznámení.' });
          await alert.waitFor({ state: 'visible' });
          const box = (await alert.boundingBox())!;
          if (viewport === PHONE) {
            const bar = (await I.bottomBar().boundingBox())!;
            expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
          } else {
            expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
            expect(box.y).toBeLessThan(300);
          }
          await I.screenshot(`${SCREENSHOTS}chrome-snackbar-${viewport.name}.png`);
          // It closes by itself after 5 s: the retry is pressed at once.
          await alert.getByRole('button', { name: 'Zkusit znovu' }).click();
          await alert.waitFor({ state: 'hidden' });
          await I.page.locator('.casino-web-message').first().waitFor({ state: 'visible' });
          // Once more for axe, which takes its time over the whole page.
          smoke.servers.platform.faults.add({ path: '/messaging/webmessages', status: 503, times: 2 });
          await I.open('/');
          await I.waitForRuntime();
          await I.page.getByRole('alert').first().waitFor({ state: 'visible' });
          expect(await I.accessibilityViolations('main')).toEqual([]);
          // The browser logs the injected 503s; nothing else may show up.
          expect(problems.map((problem) => problem.text).filter((text) => !text.includes('503'))).toEqual([]);
        });
      } finally {
        smoke.servers.platform.faults.clear();
      }
    },
  );
});

describe('web messages', () => {
  it('a closed message stays away on the next page (12-hour dismissal in local storage)', async () => {
    await withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      const first = I.page.locator('.casino-web-message').first();
      const text = await first.innerText();
      await first.getByRole('button', { name: 'Skrýt oznámení' }).click();
      await expect.poll(async () => (await I.page.locator('.casino-web-message').allInnerTexts()).includes(text)).toBe(false);
      await I.open('/');
      await I.waitForRuntime();
      await I.page.locator('.casino-web-message').first().waitFor({ state: 'visible' });
      expect(await I.page.locator('.casino-web-message').allInnerTexts()).not.toContain(text);
    });
  });
});

describe('tooltips', () => {
  it('name the theme buttons after a short hover on desktop, and never on touch screens', async () => {
    await withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      await I.page.locator('.casino-submenu [data-theme-option="light"]').hover();
      const tooltip = I.page.getByRole('tooltip', { name: 'Světlý vzhled' });
      await tooltip.waitFor({ state: 'visible' });
      await I.screenshot(`${SCREENSHOTS}chrome-tooltip-desktop.png`);
    });
    await withPage(
      DESKTOP,
      async (I) => {
        await I.open('/');
        await I.waitForRuntime();
        await I.page.locator('.casino-submenu [data-theme-option="light"]').hover();
        await I.page.waitForTimeout(800);
        expect(await I.page.getByRole('tooltip').count()).toBe(0);
      },
      { context: { hasTouch: true, isMobile: true } },
    );
  });
});

describe('a chunk of an old build', () => {
  it('shows the update page (CHUNK-ERROR) and sends the browser to the site after 10 s', async () => {
    await withPage(DESKTOP, async (I) => {
      await I.open('/vyrobci');
      await I.waitForRuntime();
      await I.page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      await I.seeHeading('Web jsme aktualizovali');
      expect(await I.page.getByText('CHUNK-ERROR').isVisible()).toBe(true);
      await I.screenshot(`${SCREENSHOTS}chrome-chunk-error-desktop.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    });
  });
});

describe('the live casino', () => {
  it('shows the live menu in the submenu and marks the live product as current', async () => {
    await withPage(DESKTOP, async (I) => {
      await I.open('/kasino-zive');
      await I.waitForRuntime();
      expect((await I.submenuLinkNames())[0]).toBe('Živé kasino');
      expect(await I.header().getByRole('link', { name: 'Živé kasino' }).getAttribute('aria-current')).toBe('page');
    });
  });
});

describe('a failing platform', () => {
  it('answers 500 with the translated error key, the way home and no stack in production', async () => {
    smoke.servers.platform.faults.add({ path: '/api/layouts/menus', status: 503, times: 4 });
    try {
      await withPage(DESKTOP, async (I, problems) => {
        const response = await I.open('/vyrobci');
        expect(response.status()).toBe(500);
        await I.seeHeading('Něco se pokazilo');
        expect(await I.page.getByText('Nepodařilo se načíst menu.').isVisible()).toBe(true);
        expect(await I.page.getByRole('link', { name: 'Na úvodní stránku' }).getAttribute('href')).toBe('/');
        expect(await I.page.locator('.casino-error-page__stack').count()).toBe(0);
        await I.screenshot(`${SCREENSHOTS}chrome-500-desktop.png`);
        expect(await I.accessibilityViolations()).toEqual([]);
        expect(problems.map((problem) => problem.text).filter((text) => !/status of 500/.test(text))).toEqual([]);
      });
    } finally {
      smoke.servers.platform.faults.clear();
    }
  });
});

// The failure's words in each language are error-pages.e2e's; here, that two kinds of page fail alike.
describe('one error page', () => {
  it('a lobby and a catalogue page whose games call fails show the same error page, in the chrome', async () => {
    smoke.servers.platform.faults.add({ path: '/content/games/no-files', status: 503 });
    try {
      const seen: ErrorPageSeen[] = [];
      for (const path of ['/', '/kategorie/top-10']) {
        await withPage(DESKTOP, async (I, problems) => {
          const response = await I.open(path);
          expect(response.status()).toBe(500);
          seen.push(await I.errorPage());
          expect(await I.page.locator('head meta[name="robots"]').last().getAttribute('content')).toMatch(/noindex/);
          expect(await I.page.locator('html').getAttribute('lang')).toMatch(/^cs/);
          await I.screenshot(`${SCREENSHOTS}chrome-page-failure-cs-${path === '/' ? 'lobby' : 'catalogue'}.png`);
          if (path === '/') expect(await I.accessibilityViolations()).toEqual([]);
          expect(problemsBesidesDocumentStatus(problems, response.url())).toEqual([]);
        });
      }
      expect(seen[0]).toEqual({
        status: '500',
        heading: 'Něco se pokazilo',
        message: 'Hry se nepodařilo načíst. Zkuste to prosím za chvíli znovu.',
        errorKey: 'errors.failed-to-fetch-games',
        homeHref: '/',
        inChrome: true,
      });
      expect(seen[1]).toEqual(seen[0]);
    } finally {
      smoke.servers.platform.faults.clear();
    }
  });
});

describe('error reporting', () => {
  it('sends an uncaught error to the configured DSN (envelope POST), and nothing without one', async () => {
    const platformUrl = new URL(smoke.servers.platform.origin);
    process.env['SENTRY_DSN'] = `${platformUrl.protocol}//publickey@${platformUrl.host}/42`;
    // An error's envelope, told by its message: the SDK sends envelopes of its own too (a client
    // report as the page is left), which may arrive after the page has closed.
    const envelopesOf = (message: string) =>
      smoke.servers.platform.requests.all().filter((entry) => entry.path.includes('/api/42/envelope') && entry.body.includes(message));
    try {
      await withPage(DESKTOP, async (I) => {
        await I.open('/');
        await I.waitForRuntime();
        // Reporting loads after hydration: give it a moment before the error.
        await I.page.waitForTimeout(500);
        await I.page.evaluate(() =>
          setTimeout(() => {
            throw new Error('chrome e2e: reported error');
          }),
        );
        await expect.poll(() => envelopesOf('chrome e2e: reported error').length, { timeout: 10_000 }).toBeGreaterThan(0);
      });
    } finally {
      delete process.env['SENTRY_DSN'];
    }
    await withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      // As long as above: reporting, had it been configured, would have loaded.
      await I.page.waitForTimeout(500);
      await I.page.evaluate(() =>
        setTimeout(() => {
          throw new Error('chrome e2e: not reported');
        }),
      );
      await I.page.waitForTimeout(1000);
    });
    expect(envelopesOf('chrome e2e: not reported')).toEqual([]);
  });
});
