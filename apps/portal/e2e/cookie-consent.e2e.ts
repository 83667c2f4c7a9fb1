// The cookie-consent mini-frontend in Chromium (issue 23): a visitor who has not chosen gets the
// banner once the runtime runs (found through its manifest on the prematch host), without losing the
// focus or the page; the tag manager heard "all denied" before any content view; a choice made by
// keyboard is kept in the cookie (180 days) and told to the data layer, and the next page asks no more;
// in English on a phone, Accept all; axe with the banner shown. An alert snackbar shown while the
// banner asks (a failed web-messages call) is readable beside it, the banner's buttons too: above it
// on a phone, top right on a desktop. A panel opened as the banner comes (the first press starts
// both) covers it with its backdrop: a tap on the banner then reaches neither the banner nor the
// panel's content under it, and once the panel is closed the banner answers.
import { afterEach, describe, expect, it } from 'vitest';
import { consentState, CookieConsentModel } from './models/cookie-consent.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(CookieConsentModel);
const [DESKTOP, PHONE] = VIEWPORTS;

/** The alert of a failed web-messages call (a fault of the platform's), which comes as the banner does. */
const WEB_MESSAGES_FAILED = 'Nepodařilo se načíst oznámení.';
const failWebMessages = () => smoke.servers.platform.faults.add({ path: '/messaging/webmessages', status: 503, times: 2 });
afterEach(() => smoke.servers.platform.faults.clear());

describe('the cookie banner', () => {
  it('asks a new visitor once the runtime runs; a choice by keyboard is kept and told to the tag manager, and the next page asks no more', async () => {
    await smoke.withPage(
      DESKTOP,
      async (I, problems) => {
        failWebMessages();
        await I.open('/');
        // Before anything else, the tag manager knows that nothing is granted yet.
        expect(await I.eventsBeforeFirstContentView()).toEqual(['consent_update']);
        expect(await I.consentUpdates()).toEqual([consentState([])]);
        expect(I.bannerRequests()).toEqual([]);

        await I.waitForRuntime();
        await I.seeBanner('Cookies na tomto webu');
        await I.seeAlertBesideBanner(WEB_MESSAGES_FAILED);
        await I.screenshot(`${SCREENSHOTS}cookie-consent-snackbar-desktop.png`);
        expect(I.bannerRequests().map((url) => new URL(url).pathname)).toEqual(
          expect.arrayContaining(['/fe/cookie-consent/manifest.json', expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]),
        );
        // Not a modal: the visitor's focus stays where it was.
        expect(await I.focusInBanner()).toBe(false);
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}cookie-consent-desktop.png`);

        await I.chooseByKeyboard('Vybrat', ['Statistika', 'Předvolby'], 'Uložit výběr', async () => {
          // The groups open on the first of them, for the keyboard.
          expect(await I.focusInBanner()).toBe(true);
          expect(await I.accessibilityViolations()).toEqual([]);
          await I.screenshot(`${SCREENSHOTS}cookie-consent-groups-desktop.png`);
        });
        expect(await I.consentCookie()).toBe('statistics,preferences');
        expect(await I.consentCookieDays()).toBe(180);
        expect((await I.consentUpdates()).at(-1)).toEqual(consentState(['statistics', 'preferences']));

        await I.open('/');
        expect((await I.consentUpdates())[0]).toEqual(consentState(['statistics', 'preferences']));
        await I.waitForRuntime();
        await I.seeNoBanner();
        // The browser logs the injected 503s; nothing else may show up.
        expect(problems.map((problem) => problem.text).filter((text) => !text.includes('503'))).toEqual([]);
      },
      { consentUnasked: true },
    );
  });

  it('in English on a phone, in the light theme: Accept all grants every group; Necessary only none', async () => {
    await smoke.withPage(
      PHONE,
      async (I) => {
        await I.open('/en');
        await I.waitForRuntime();
        await I.seeBanner('Cookies on this site');
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}cookie-consent-phone-light.png`);
        await I.press('Accept all');
        await I.seeNoBanner();
        expect(await I.consentCookie()).toBe('performance,statistics,preferences,marketing');
        expect((await I.consentUpdates()).at(-1)).toEqual(consentState(['performance', 'statistics', 'preferences', 'marketing']));
      },
      { consentUnasked: true, cookies: { theme: 'light' } },
    );
    await smoke.withPage(
      PHONE,
      async (I) => {
        failWebMessages();
        await I.open('/');
        await I.waitForRuntime();
        await I.seeBanner('Cookies na tomto webu');
        await I.seeAlertBesideBanner(WEB_MESSAGES_FAILED);
        await I.screenshot(`${SCREENSHOTS}cookie-consent-phone.png`);
        await I.press('Jen nezbytné');
        await I.seeNoBanner();
        expect(await I.consentCookie()).toBe('');
        expect((await I.consentUpdates()).at(-1)).toEqual(consentState([]));
      },
      { consentUnasked: true },
    );
  });

  it('comes under a panel opened with it: a tap there follows no result under it, and once the panel is closed the banner answers', async () => {
    // On a desktop the panel leaves the banner in sight, dimmed (on a phone the panel's sheet covers it whole).
    await smoke.withPage(
      DESKTOP,
      async (I) => {
        await I.open('/');
        await I.openSearchPanel();
        await I.seeBanner('Cookies na tomto webu');
        expect(await I.bannerButtonOnTop('Přijmout vše')).toBe(false);
        await I.screenshot(`${SCREENSHOTS}cookie-consent-under-search-desktop.png`);
        await I.tapWhereButtonShows('Přijmout vše');
        expect(new URL(I.page.url()).pathname).toBe('/');
        expect(await I.consentCookie()).toBe(null);
        await I.page.keyboard.press('Escape');
        await I.page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await I.bannerButtonOnTop('Přijmout vše')).toBe(true);
        await I.press('Přijmout vše');
        await I.seeNoBanner();
        expect(await I.consentCookie()).toBe('performance,statistics,preferences,marketing');
      },
      { consentUnasked: true },
    );
  });
});
