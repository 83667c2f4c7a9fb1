// Content API, Local API and settings against the demo platform: every call round-trips into core
// types, with ?locale=&status= on each (Draft only in preview mode).
import { Effect } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BasePath, CmsPath, ContentApiPath, LocalApiPath } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { ContentApi } from '../src/content-api/content-api.ts';
import { LocalApi } from '../src/local-api/local-api.ts';
import { Settings } from '../src/settings/settings.ts';
import { logIn, openBrowser, playablePlayer, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let browser: Browser;

const content = <A, E>(use: (api: ContentApi['Service']) => Effect.Effect<A, E>) => browser.run(ContentApi.use(use));
const local = <A, E>(use: (api: LocalApi['Service']) => Effect.Effect<A, E>) => browser.run(LocalApi.use(use));
const queryOf = (path: string) => platform.requests.all().find((request) => request.path === path)?.query;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform, { locale: 'cs' });
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.clear();
  browser.settings.locale = 'cs';
  browser.settings.preview = false;
});

describe('Content API', () => {
  it('round-trips the catalogue: games, providers, collections and groups, jackpots', async () => {
    const world = platform.world;
    const [games, providers, collections, groups, jackpots] = await content((api) =>
      Effect.all([api.games(), api.providers(), api.collections(), api.collectionGroups(), api.jackpots()]),
    );
    expect(games).toEqual(world.games);
    expect(providers.map((p) => p.id)).toEqual(world.providers.map((p) => p.id));
    expect(collections.map((c) => c.id)).toEqual(world.collections.map((c) => c.id));
    expect(groups.map((g) => g.id)).toEqual(world.collectionGroups.map((g) => g.id));
    expect(jackpots.map((j) => j.id)).toEqual(world.jackpots.map((j) => j.id));
    for (const jackpot of jackpots) expect(jackpot.jackpotLevels.length).toBeGreaterThan(0);
  });

  it('sends locale and status on every call', async () => {
    await content((api) => api.games());
    expect(queryOf(BasePath.contentApi + ContentApiPath.games)).toEqual({ locale: 'cs', status: 'Published' });
    platform.requests.clear();
    browser.settings.locale = 'en';
    browser.settings.preview = true;
    await content((api) => api.providers());
    expect(queryOf(BasePath.contentApi + ContentApiPath.providers)).toEqual({ locale: 'en', status: 'Draft' });
  });

  it('returns Draft promotions only in preview mode', async () => {
    const published = await content((api) => api.promotions());
    expect(published.every((promotion) => promotion.status === 'Published')).toBe(true);
    browser.settings.preview = true;
    const preview = await content((api) => api.promotions());
    expect(preview.some((promotion) => promotion.status === 'Draft')).toBe(true);
    expect(preview.length).toBeGreaterThan(published.length);
  });

  it('finds a promotion by slug or id, and a draft one only in preview', async () => {
    const promotion = platform.world.promotions.find((candidate) => candidate.status === 'Published')!;
    expect((await content((api) => api.promotion(promotion.slug))).id).toBe(promotion.id);
    expect((await content((api) => api.promotion(promotion.id))).slug).toBe(promotion.slug);
    const draft = platform.world.promotions.find((candidate) => candidate.status === 'Draft')!;
    const hidden = await browser.fail(ContentApi.use((api) => api.promotion(draft.slug)));
    expect(hidden).toMatchObject({ _tag: 'HttpStatusError', status: 404, errorKey: 'errors.failed-to-fetch-promotions' });
    browser.settings.preview = true;
    expect((await content((api) => api.promotion(draft.slug))).status).toBe('Draft');
  });

  it('translates titles by locale', async () => {
    const cs = await browser.run(LocalApi.use((api) => api.categories()));
    browser.settings.locale = 'en';
    const en = await browser.run(LocalApi.use((api) => api.categories()));
    expect(en.map((c) => c.id)).toEqual(cs.map((c) => c.id));
    expect(en.map((c) => c.title)).not.toEqual(cs.map((c) => c.title));
  });

  it('gives the personalised general categories, with the player cookie when logged in', async () => {
    const guest = await content((api) => api.personalisedCategories());
    expect(guest.map((category) => category.type)).toContain('PopularPggService');
    const player = await openBrowser(platform);
    await logIn(player, playablePlayer(platform));
    platform.requests.clear();
    const personal = await player.run(ContentApi.use((api) => api.personalisedCategories()));
    expect(personal.length).toBeGreaterThan(0);
    const request = platform.requests.all().find((r) => r.path === BasePath.contentApi + ContentApiPath.personalisedCategories);
    expect(request?.headers['cookie']).toContain('gw_session=');
  });
});

describe('Local API', () => {
  it('round-trips categories, layouts, menus, submenu, carousels and video widgets', async () => {
    const world = platform.world;
    const [categories, layouts, menus, submenu, carousels, videos] = await local((api) =>
      Effect.all([api.categories(), api.layouts(), api.menus(), api.submenu(), api.carousels(), api.videoWidgets()]),
    );
    expect(categories.map((c) => c.id)).toEqual(world.categories.map((c) => c.id));
    expect(layouts.map((l) => l.id)).toEqual(world.layouts.map((l) => l.id));
    expect(menus.map((m) => m.id)).toEqual(world.menus.map((m) => m.id));
    // The published submenu leaves out its items that lead to drafts (preview mode shows them).
    const published = new Set([...world.contentPages, ...world.promotions].filter((entry) => entry.status === 'Published').map((entry) => entry.slug));
    expect(submenu.map((item) => item.title)).toEqual(
      world.submenu.filter((item) => item.type === 'link' || published.has(item.slug ?? '')).map((item) => item.title),
    );
    expect(submenu.length).toBeLessThan(world.submenu.length);
    expect(carousels.map((c) => [c.id, c.lobby])).toEqual(world.carousels.map((c) => [c.id, c.lobby]));
    expect(videos).toEqual(world.videoWidgets);
    expect(queryOf(BasePath.localApi + LocalApiPath.menus)).toEqual({ locale: 'cs', status: 'Published' });
  });

  it('gets seo records, game details, provider launch data and content pages', async () => {
    const world = platform.world;
    const [seoId, seo] = Object.entries(world.seo)[0]!;
    const [providerId, launch] = Object.entries(world.providerLaunch)[0]!;
    const game = world.games[0]!;
    const page = world.contentPages.find((candidate) => candidate.status === 'Published')!;
    expect(await local((api) => api.seo(seoId))).toEqual(seo);
    expect(await local((api) => api.gameDetails(game.gameCode))).toEqual(world.gameInfo[game.gameCode]);
    expect(await local((api) => api.providerLaunch(providerId))).toEqual(launch);
    expect((await local((api) => api.contentPage(page.slug))).id).toBe(page.id);
    const missing = await browser.fail(LocalApi.use((api) => api.gameDetails('no-such-game')));
    expect(missing).toMatchObject({ status: 404, errorKey: 'errors.unable-to-details' });
  });

  it('answers the preview password check as a boolean, a wrong secret (401) included', async () => {
    expect(await local((api) => api.previewAuth(platform.world.previewPassword))).toBe(true);
    expect(await local((api) => api.previewAuth('wrong'))).toBe(false);
    // The request log hides the password itself; the client sent it under its contract name.
    expect(queryOf(BasePath.localApi + LocalApiPath.previewAuth)).toMatchObject({ secret: '[redacted]' });
  });

  it('posts for personalised games and looks up route rules', async () => {
    const player = platform.world.players.find((p) => p.personalisedGames.length > 0)!;
    const picks = await local((api) => api.personalisedGames({ customer_ids: { userId: player.info.userId }, params: {} }));
    expect(picks.recommendations).toEqual(player.personalisedGames);
    expect(picks.duration).toBeGreaterThan(0);
    expect(await local((api) => api.routeRule('/winners'))).toBe('/vitezove');
    expect(await local((api) => api.routeRule('/no-rule-here'))).toBeNull();
  });
});

describe('Settings', () => {
  it('gets the global settings and the CMS feature toggles', async () => {
    const [settings, toggles] = await browser.run(Settings.use((s) => Effect.all([s.globalSettings(), s.featureToggles()])));
    expect(settings).toEqual(platform.world.settings);
    expect(toggles).toEqual(platform.world.featureToggles);
    expect(queryOf(BasePath.cms + CmsPath.webGlobal)).toEqual({});
  });
});
