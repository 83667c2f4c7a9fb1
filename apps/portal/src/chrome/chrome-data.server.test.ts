// The chrome's server-side data against the demo platform: menus in the spec's order for a guest,
// the submenu's fixed links first, localised and preview links, the banner's four conditions, the
// flags of the query, one fetch per request, and the spec's error key when the platform fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { pageRequestFor } from '../request-context.testing.ts';
import { loadChromeData, localisedHref, type ChromeRequest } from './chrome-data.server.ts';
import { CHROME_TEXTS_KEPT, chromeDataOf, chromeDataText, chromeTextsHeld } from './chrome-data-text.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300, testSwitches: true });
}, 60_000);
afterAll(() => platform?.close());

/** The chrome's request at a path (its language and preview mode come from it, as on the server). */
const chromeRequest = async (path = '/', headers: Record<string, string> = {}): Promise<ChromeRequest> => ({
  page: await pageRequestFor(`http://portal.test${path}`, demoPortalConfig(platform.origin), { headers: { 'User-Agent': DESKTOP, ...headers } }),
  env: {},
});

describe('the chrome data', () => {
  it('holds both menus in the spec order for a guest (no personalised items) and the submenu with its fixed links first', async () => {
    const data = await loadChromeData(await chromeRequest());
    const casino = data.casinoMenu.map((link) => link.key);
    expect(casino.slice(0, 4)).toEqual(['lobby', 'providers', 'jackpots', 'collections']);
    expect(casino.at(-1)).toBe('all-games');
    expect(casino).not.toContain('my-games');
    expect(data.liveMenu[0]!.key).toBe('live-lobby');
    expect(data.liveMenu.map((link) => link.key)).not.toContain('my-favourites');
    expect(data.submenu.slice(0, 3).map((link) => link.href)).toEqual(['/vitezove', '/promo-bonusy', '/tournaments']);
    expect(data.submenu.length).toBeGreaterThan(3);
    expect(data.casinoMenu.find((link) => link.key === 'providers')!.href).toBe('/vyrobci');
    expect(data.settings.registerUrl).toBe(`${platform.origin}/registrace`);
    expect(data.settings.lottoUrl.endsWith('/loterie')).toBe(true);
    expect(data.banner).toBeNull();
    expect(data.device.isMobile).toBe(false);
  });

  it('travels as one text that reads back whole (strictly: no key lost to JSON), once per text, in bounded memory', async () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/en', {}],
      ['/preview', { 'User-Agent': ANDROID }],
      ['/?embed=true&nativeapp=1', {}],
    ] as const) {
      const data = await loadChromeData(await chromeRequest(path, headers));
      const text = chromeDataText(data);
      expect(chromeDataOf(text)).toStrictEqual(data);
      expect(chromeDataOf(`${text}` as typeof text)).toBe(chromeDataOf(text));
    }
    const data = await loadChromeData(await chromeRequest());
    for (let index = 0; index < CHROME_TEXTS_KEPT + 10; index += 1) chromeDataOf(chromeDataText({ ...data, buildId: `build-${index}` }));
    expect(chromeTextsHeld()).toBe(CHROME_TEXTS_KEPT);
  });

  it('gives English links under /en and preview links under /preview', async () => {
    const english = await loadChromeData(await chromeRequest('/en'));
    expect(english.casinoMenu.find((link) => link.key === 'providers')!.href).toBe('/en/vyrobci');
    const preview = await loadChromeData(await chromeRequest('/preview'));
    expect(preview.casinoMenu.find((link) => link.key === 'providers')!.href).toBe('/preview/vyrobci');
    expect(localisedHref('https://example.com/x', 'en', true)).toBe('https://example.com/x');
  });

  it('shows the banner on an Android phone until the native-banner cookie exists, never in embed mode', async () => {
    const phone = await loadChromeData(await chromeRequest('/', { 'User-Agent': ANDROID }));
    expect(phone.banner?.store).toBe('google');
    expect((await loadChromeData(await chromeRequest('/', { 'User-Agent': ANDROID, Cookie: 'native-banner=1' }))).banner).toBeNull();
    const embedded = await loadChromeData(await chromeRequest('/?embed=true', { 'User-Agent': ANDROID }));
    expect(embedded.banner).toBeNull();
    expect(embedded.embedded).toBe(true);
    expect((await loadChromeData(await chromeRequest('/?nativeapp=1'))).nativeView).toBe(true);
  });

  it('fetches once per request and anew for the next one', async () => {
    const request = await chromeRequest();
    const [first, second] = await Promise.all([loadChromeData(request), loadChromeData(request)]);
    expect(second).toBe(first);
    expect(await loadChromeData(await chromeRequest())).not.toBe(first);
  });

  it("fails with the spec's error key when the menu cannot be fetched", async () => {
    platform.faults.add({ path: `/api${LocalApiPath.menus}`, status: 503, times: 2 });
    try {
      await expect(loadChromeData(await chromeRequest())).rejects.toMatchObject({ errorKey: 'errors.failed-to-fetch-menu' });
    } finally {
      platform.faults.clear();
    }
  });
});
