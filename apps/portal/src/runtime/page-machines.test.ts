// The page machines whose adapters are the environment's alone (session storage, cookies, window
// messages, the data layer, the video element), with those real adapters on the memory environment;
// the filter panel's catalogue comes from the demo platform.
import { describe, expect, it } from 'vitest';
import { Effect } from 'effect';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { COOKIE_NATIVE_BANNER, COOKIE_THEME, MY_ACCOUNT_CLOSE_MESSAGE, SEARCH_TRACKING_DEBOUNCE_MS } from '@casino/core';
import { banner, filters, modalStack, theme, videoPreview } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideBanner } from './banner.ts';
import { provideFilters } from './filters.ts';
import { provideModalStack } from './modal-stack.ts';
import { provideSearch } from './search.ts';
import { provideTheme, themeInput } from './theme.ts';
import { provideVideoPreview } from './video-preview.ts';
import { openBrowser, useDemoPlatform, type Browser } from './testing/runtime-harness.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const startFilters = async (browser: Browser) => {
  const actor = createActor(provideFilters(browser.runtime), { input: { lobby: 'casino' } });
  actor.start();
  const catalogue = await browser.runtime.api.run(
    Effect.all([Settings.use((s) => s.globalSettings()), LocalApi.use((api) => api.categories()), ContentApi.use((api) => api.games())]),
  );
  const [settings, categories, games] = catalogue;
  actor.send({ type: 'filters.catalogue-loaded', settings, categories, games });
  actor.send({ type: 'filters.page-changed', page: { routeName: 'preview', params: {}, fixed: null } });
  await waitFor(actor, (state) => state.matches('ready'));
  return { actor, games };
};

describe('filters with session storage and the router', () => {
  it('applies on the lobby: saves the set, tracks the click, goes to all games with the set in the address; the next page restores it', async () => {
    const browser = await openBrowser(platform, { preview: true });
    const { actor, games } = await startFilters(browser);
    actor.send({ type: 'filters.toggle-option', group: 'provider', option: games[0]!.provider });
    actor.send({ type: 'filters.apply' });
    expect(browser.env.navigations).toEqual([`/preview/vsechny-hry?provider=${games[0]!.provider}`]);
    expect(browser.env.tracked.map((event) => event.event)).toEqual(['casino_filters_click']);
    const next = await startFilters(browser);
    expect(filters.connect(next.actor.getSnapshot()).applied).toMatchObject({ provider: { [games[0]!.provider]: true } });
  });

  it('a saved set that does not decode, or is of the other lobby, reads as none', async () => {
    const browser = await openBrowser(platform);
    for (const stored of [
      '{"lobby":"casino","filters":{"provider":"x"}}',
      '{"lobby":"casino","filters":{"category":{},"provider":{},"language":{},"betAmount":[0,0],"openTable":false,"availableSeat":false}}',
      'not json',
    ]) {
      browser.env.sessionStorage.setItem(filters.APPLIED_FILTERS_STORAGE_KEY, stored);
      const { actor } = await startFilters(browser);
      expect(filters.connect(actor.getSnapshot()).activeCount).toBe(0);
    }
  });

  it('clear removes the saved set', async () => {
    const browser = await openBrowser(platform);
    const { actor } = await startFilters(browser);
    actor.send({ type: 'filters.set-flag', flag: 'jackpot', value: true });
    actor.send({ type: 'filters.apply' });
    expect(browser.env.sessionStorage.getItem(filters.APPLIED_FILTERS_STORAGE_KEY)).not.toBeNull();
    actor.send({ type: 'filters.clear' });
    expect(browser.env.sessionStorage.getItem(filters.APPLIED_FILTERS_STORAGE_KEY)).toBeNull();
  });
});

describe('chrome machines on the environment', () => {
  it('theme: the stored preference, the device scheme as it changes, the cookie and the tracked toggle', async () => {
    const browser = await openBrowser(platform);
    browser.env.cookies.set(COOKIE_THEME, 'system');
    const actor = createActor(provideTheme(browser.runtime), { input: themeInput(browser.runtime) }).start();
    expect(theme.connect(actor.getSnapshot())).toMatchObject({ preference: 'system', resolved: 'dark' });
    browser.env.setPrefersDark(false);
    expect(theme.connect(actor.getSnapshot()).resolved).toBe('light');
    actor.send({ type: 'theme.toggle' });
    expect(browser.env.cookies.get(COOKIE_THEME)).toBe(theme.connect(actor.getSnapshot()).preference);
    expect(browser.env.tracked.map((event) => event.event)).toEqual(['casino_theme_toggle']);
  });

  it('theme: without a stored preference (or with an unknown value) it starts from the dark theme the server paints', async () => {
    const browser = await openBrowser(platform);
    expect(themeInput(browser.runtime).preference).toBe('dark');
    browser.env.cookies.set(COOKIE_THEME, '<script>');
    expect(themeInput(browser.runtime).preference).toBe('dark');
  });

  it('banner: closing writes the 30-day cookie; view opens the store outside the page', async () => {
    const browser = await openBrowser(platform);
    const input = {
      isMobile: true,
      embedded: false,
      os: 'Android',
      bannerOsList: ['Android'],
      dismissed: false,
      storeLinks: { android: 'https://play.example/app', ios: 'https://apps.example/app' },
    };
    const viewing = createActor(provideBanner(browser.runtime), { input }).start();
    viewing.send({ type: 'banner.view' });
    expect(browser.env.externalOpens).toEqual(['https://play.example/app']);
    const closing = createActor(provideBanner(browser.runtime), { input }).start();
    closing.send({ type: 'banner.close' });
    expect(browser.env.cookies.get(COOKIE_NATIVE_BANNER)).not.toBeNull();
    expect(banner.connect(closing.getSnapshot()).visible).toBe(false);
  });

  it("modal stack: the my-account frame's close message from its own origin closes it, another origin's does not", async () => {
    const browser = await openBrowser(platform);
    const actor = createActor(provideModalStack(browser.runtime), { input: { myAccountOrigin: browser.config.myAccountOrigin } }).start();
    actor.send({ type: 'modal-stack.open-my-account', page: 'deposit' });
    browser.env.fire(new MessageEvent('message', { origin: 'https://evil.example', data: MY_ACCOUNT_CLOSE_MESSAGE }));
    expect(modalStack.connect(actor.getSnapshot()).myAccount.open).toBe(true);
    browser.env.fire(new MessageEvent('message', { origin: browser.config.myAccountOrigin, data: MY_ACCOUNT_CLOSE_MESSAGE }));
    expect(modalStack.connect(actor.getSnapshot()).myAccount.open).toBe(false);
  });

  it('search: the typed term is tracked once typing has paused', async () => {
    const browser = await openBrowser(platform);
    const clock = new SimulatedClock();
    const actor = createActor(provideSearch(browser.runtime), { input: { lobby: 'live' }, clock }).start();
    actor.send({ type: 'search.input', term: 'Rul' });
    actor.send({ type: 'search.input', term: 'Ruleta' });
    clock.increment(SEARCH_TRACKING_DEBOUNCE_MS);
    expect(browser.env.tracked).toEqual([expect.objectContaining({ event: 'casino_search', search_term: 'ruleta', origin: 'live_casino' })]);
  });

  it('video preview: plays muted through the element the component hands in, and falls back to the image when it refuses', async () => {
    const played: string[] = [];
    const clock = new SimulatedClock();
    const playing = createActor(
      provideVideoPreview(async (url) => void played.push(url)),
      { input: { videoUrl: '/v.mp4', imageUrl: '/i.webp' }, clock },
    ).start();
    clock.increment(2_000);
    await waitFor(playing, (state) => videoPreview.connect(state).status === 'loaded');
    expect(played).toEqual(['/v.mp4']);
    const refusing = createActor(
      provideVideoPreview(() => Promise.reject(new Error('NotAllowedError'))),
      { input: { videoUrl: '/v.mp4', imageUrl: '/i.webp' }, clock },
    ).start();
    clock.increment(2_000);
    await waitFor(refusing, (state) => videoPreview.connect(state).status === 'error');
    expect(videoPreview.connect(refusing.getSnapshot()).showImage).toBe(true);
  });
});
