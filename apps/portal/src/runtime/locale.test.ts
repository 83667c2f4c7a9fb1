// A language switch with the real adapters and the root: the cookie, the prefixed path, the new
// catalogue, every later call in the new language, the page's loaders told to refetch, and the
// jackpots fetched again in English.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { BasePath, ContentApiPath, COOKIE_LOCALE } from '@casino/core';
import { locale } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { SystemId } from './root/system-ids.ts';
import { openBrowser, useDemoPlatform, startSystem, testLocaleAdapters } from './testing/runtime-harness.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const JACKPOTS = BasePath.contentApi + ContentApiPath.jackpots;

describe('locale switch against the demo platform', () => {
  it('switches to English and refetches what is bound to the language', async () => {
    const browser = await openBrowser(platform, { pathname: '/vyrobci' });
    const refetched: string[] = [];
    const system = startSystem(browser, testLocaleAdapters(refetched));
    const jackpotCalls = () => platform.requests.all().filter((request) => request.path === JACKPOTS);
    // A jackpots panel is open: its machine hears the switch.
    const jackpots = (await system.open(SystemId.jackpots)).actor;
    await waitFor(jackpots, (state) => state.context.fetchedAt !== null);
    system.get(SystemId.locale).send({ type: 'locale.change', locale: 'en', pathname: '/vyrobci' });
    const switched = await waitFor(system.get(SystemId.locale), (state) => !locale.connect(state).switching);
    expect(locale.connect(switched)).toMatchObject({ locale: 'en', messages: { 'general.close': 'Close' } });
    expect(browser.env.cookies.get(COOKIE_LOCALE)).toBe('en');
    expect(browser.env.navigations.at(-1)).toBe('/en/vyrobci');
    expect(browser.runtime.page.locale()).toBe('en');
    expect(refetched).toEqual(['refetch']);
    await waitFor(jackpots, () => jackpotCalls().at(-1)?.query['locale'] === 'en');
    expect(jackpotCalls()[0]?.query['locale']).toBe('cs');
    system.stop();
  });
});
