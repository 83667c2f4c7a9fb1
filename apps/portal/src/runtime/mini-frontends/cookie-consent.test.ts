// The cookie-consent listener against the demo platform, the banner's side of the window events
// played by the test: a visitor without a choice gets the banner (its manifest, stylesheet, entry)
// with the words once the chrome gives them; the choice lands in the cookie and in the data layer;
// a visitor who has chosen, or a malformed choice, changes nothing; a missing build shows nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT, CookieConsentEvent, type CookieConsentShow } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { openBrowser, useDemoPlatform, type Browser } from '../testing/runtime-harness.ts';
import { startCookieConsent, type CookieConsentTexts } from './cookie-consent.ts';

const builds = `${mkdtempSync(join(tmpdir(), 'cookie-consent-'))}/`;
afterAll(() => rmSync(builds, { recursive: true, force: true }));

const build = () => {
  mkdirSync(join(builds, 'cookie-consent', 'dist'), { recursive: true });
  writeFileSync(
    join(builds, 'cookie-consent', 'dist', 'manifest.json'),
    JSON.stringify({ name: 'cookie-consent', entry: 'cookie-consent.abc.js', integrity: 'sha384-AbC=', css: ['cookie-consent.def.css'] }),
  );
};

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started), { miniFrontendsDir: builds });

const group = (label: string) => ({ label, description: `${label}: what for` });
const TEXTS: CookieConsentTexts = {
  lang: 'cs',
  words: {
    title: 'Cookies',
    text: 'Text',
    acceptAll: 'Vše',
    rejectAll: 'Nic',
    customise: 'Vybrat',
    save: 'Uložit',
    necessary: group('Nezbytné'),
    groups: { performance: group('Výkon'), statistics: group('Statistika'), preferences: group('Předvolby'), marketing: group('Marketing') },
  },
};

const shows = (browser: Browser) => browser.env.dispatched.filter((event) => event.type === CookieConsentEvent.show).map((event) => event.detail);
const choose = (browser: Browser, detail: unknown) => browser.env.fire(new CustomEvent(CookieConsentEvent.choice, { detail }));

describe('cookie consent against the demo platform', () => {
  it('shows a visitor who has not chosen the banner with the words; the choice is kept and told to the tag manager', async () => {
    build();
    const browser = await openBrowser(platform);
    const consent = startCookieConsent(browser.runtime, null);
    // No words yet: nothing to show.
    expect(browser.env.loadedScripts).toEqual([]);
    consent.setTexts(TEXTS);
    await expect.poll(() => shows(browser)).toEqual([{ ...TEXTS, granted: [] } satisfies CookieConsentShow]);
    expect(browser.env.loadedScripts).toEqual([
      `${platform.origin}/fe/cookie-consent/cookie-consent.def.css`,
      `${platform.origin}/fe/cookie-consent/cookie-consent.abc.js`,
    ]);

    // Words again (the chrome re-rendered): shown once.
    consent.setTexts(TEXTS);
    // A malformed choice is no choice.
    choose(browser, { granted: 'marketing' });
    expect(browser.env.cookies.get(COOKIE_CONSENT)).toBeNull();
    choose(browser, { granted: ['marketing', 'statistics', 'tracking'] });
    expect(browser.env.cookies.get(COOKIE_CONSENT)).toBe('statistics,marketing');
    expect(browser.env.tracked).toEqual([
      { event: 'consent_update', performance: 'denied', statistics: 'granted', preferences: 'denied', marketing: 'granted' },
    ]);
    expect(shows(browser)).toHaveLength(1);
    consent.stop();
  });

  it('shows nothing to a visitor who has chosen', async () => {
    build();
    const browser = await openBrowser(platform);
    const consent = startCookieConsent(browser.runtime, []);
    consent.setTexts(TEXTS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browser.env.loadedScripts).toEqual([]);
    expect(shows(browser)).toEqual([]);
    consent.stop();
  });

  it('a banner that is not there shows nothing and grants nothing', async () => {
    rmSync(join(builds, 'cookie-consent'), { recursive: true, force: true });
    const browser = await openBrowser(platform);
    const consent = startCookieConsent(browser.runtime, null);
    consent.setTexts(TEXTS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shows(browser)).toEqual([]);
    expect(browser.env.tracked).toEqual([]);
    consent.stop();
  });
});
