// Content API, Local API and the other read-only backends against the hand-made world: envelopes,
// locale, Draft only with status=Draft, growing jackpots, the double-encoded winners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, BuildsPath, CmsPath, ContentApiPath, FrontendApiPath, LocalApiPath, MessagingPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';

let platform: DemoPlatform;
const get = async <T = unknown>(path: string, init?: RequestInit) => {
  const response = await fetch(`${platform.origin}${path}`, init);
  return { status: response.status, body: (await response.json()) as T, response };
};
const content = (path: string) => `${BasePath.contentApi}${path}`;
const local = (path: string) => `${BasePath.localApi}${path}`;

let clockNow = 1_000_000;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), clock: () => clockNow });
});
afterAll(() => platform.close());

describe('Content API', () => {
  it('serves the catalogue lists as the world holds them', async () => {
    const world = platform.world;
    expect((await get(content(ContentApiPath.games))).body).toEqual(world.games);
    expect((await get(content(`${ContentApiPath.providers}?locale=cs&status=Published`))).body).toEqual(world.providers);
    expect((await get(content(ContentApiPath.collections))).body).toEqual(world.collections);
    expect((await get(content(ContentApiPath.collectionGroups))).body).toEqual(world.collectionGroups);
  });

  it('returns Draft promotions only with status=Draft', async () => {
    const published = await get<{ slug: string }[]>(content(`${ContentApiPath.promotions}?locale=cs&status=Published`));
    expect(published.body.map((promotion) => promotion.slug)).toEqual(['welcome']);
    const drafts = await get<{ slug: string }[]>(content(`${ContentApiPath.promotions}?locale=cs&status=Draft`));
    expect(drafts.body.map((promotion) => promotion.slug)).toEqual(['welcome', 'secret']);
    expect((await get(content(`${ContentApiPath.promotion('secret')}?status=Published`))).status).toBe(404);
    expect((await get(content(`${ContentApiPath.promotion('secret')}?status=Draft`))).status).toBe(200);
    expect((await get(content(ContentApiPath.promotion('promo-1')))).body).toMatchObject({ slug: 'welcome' });
  });

  it('links a Draft page or promotion from the submenu only with status=Draft', async () => {
    const world = miniWorld();
    const drafted = await startDemoPlatform({
      world: {
        ...world,
        submenu: [
          ...world.submenu,
          { icon: null, title: 'O nás', type: 'contentPage', slug: 'o-nas', url: null },
          { icon: null, title: 'Připravujeme', type: 'contentPage', slug: 'pripravujeme', url: null },
          { icon: null, title: 'Tajné', type: 'promotion', slug: 'secret', url: null },
        ],
      },
    });
    try {
      const titles = async (status: string) =>
        ((await (await fetch(`${drafted.origin}${local(`${LocalApiPath.submenu}?locale=cs&status=${status}`)}`)).json()) as { title: string }[]).map(
          (item) => item.title,
        );
      expect(await titles('Published')).toEqual(['Akce', 'O nás']);
      expect(await titles('Draft')).toEqual(['Akce', 'O nás', 'Připravujeme', 'Tajné']);
    } finally {
      await drafted.close();
    }
  });

  it('translates titles for locale=en', async () => {
    const cs = await get<{ title: string }[]>(local(`${LocalApiPath.categories}?locale=cs`));
    const en = await get<{ title: string }[]>(local(`${LocalApiPath.categories}?locale=en`));
    expect(cs.body[0]?.title).toBe('Novinky');
    expect(en.body[0]?.title).toBe('New games');
  });

  it('answers web messages in the language of Accept-Language, Czech by default', async () => {
    const texts = async (headers: Record<string, string>) =>
      (await get<{ text: string }[]>(`${BasePath.messaging}${MessagingPath.webMessages}?target=desktop`, { headers })).body.map((message) => message.text);
    expect(await texts({ 'accept-language': 'en-GB,en;q=0.8' })).toEqual(['Tonight']);
    expect(await texts({ 'accept-language': 'cs' })).toEqual(['Dnes v noci']);
    expect(await texts({})).toEqual(['Dnes v noci']);
  });

  it('lets jackpot amounts grow between calls and with time, keeping level order', async () => {
    type Jackpots = { jackpotLevels: { amount: number }[] }[];
    const first = await get<Jackpots>(content(ContentApiPath.jackpots));
    const second = await get<Jackpots>(content(ContentApiPath.jackpots));
    clockNow += 60_000;
    const third = await get<Jackpots>(content(ContentApiPath.jackpots));
    const top = (answer: { body: Jackpots }) => answer.body[0]?.jackpotLevels[0]?.amount ?? 0;
    expect(top(first)).toBeGreaterThan(1_000_000);
    expect(top(second)).toBeGreaterThan(top(first));
    expect(top(third)).toBeGreaterThan(top(second) + 50);
    expect(third.body[0]?.jackpotLevels[1]?.amount).toBeLessThan(top(third));
  });
});

describe('Local API', () => {
  it('serves layouts, menus, submenu, carousels, video widgets and global settings', async () => {
    const world = platform.world;
    expect((await get(local(LocalApiPath.layouts))).body).toEqual(world.layouts);
    expect((await get(local(LocalApiPath.menus))).body).toEqual(world.menus);
    expect((await get(local(LocalApiPath.submenu))).body).toEqual(world.submenu);
    expect((await get(local(LocalApiPath.carousels))).body).toEqual(world.carousels);
    expect((await get(local(LocalApiPath.videoWidgets))).body).toEqual(world.videoWidgets);
    expect((await get(local(LocalApiPath.globalSettings))).body).toEqual(world.settings);
  });

  it('answers seo records, content pages (Draft only with status=Draft), game details and 404s', async () => {
    expect((await get(local(LocalApiPath.seo('seo-new')))).body).toEqual(platform.world.seo['seo-new']);
    expect((await get(local(LocalApiPath.seo('missing')))).status).toBe(404);
    expect((await get(local(LocalApiPath.contentPage('o-nas')))).status).toBe(200);
    expect((await get(local(`${LocalApiPath.contentPage('pripravujeme')}?status=Published`))).status).toBe(404);
    expect((await get(local(`${LocalApiPath.contentPage('pripravujeme')}?status=Draft`))).status).toBe(200);
    expect((await get(local(LocalApiPath.gameDetails('book-of-kings')))).body).toMatchObject({ rtp: 96.2 });
    expect((await get(local(LocalApiPath.gameDetails('nope')))).status).toBe(404);
  });

  it('checks the preview password', async () => {
    expect(await get(local(`${LocalApiPath.previewAuth}?secret=preview`))).toMatchObject({ status: 200, body: { authorized: true } });
    expect(await get(local(`${LocalApiPath.previewAuth}?secret=wrong`))).toMatchObject({ status: 401, body: { authorized: false } });
  });

  it('answers personalised games with a duration', async () => {
    const answer = await get(local(LocalApiPath.personalisedGames), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer_ids: { userId: 'u-demo' }, params: { limit: 10 } }),
    });
    expect(answer.body).toEqual({ recommendations: ['fruit-blast'], duration: expect.any(Number) });
  });

  it('answers launch data and route rules', async () => {
    expect((await get(local(`${LocalApiPath.providerLaunch}?provider=prov-a`))).body).toMatchObject({ name: 'Alpha Gaming' });
    expect((await get(local(`${LocalApiPath.routeRules}?path=/vyherci`))).body).toEqual({ redirect: '/vitezove' });
    expect((await get(local(`${LocalApiPath.routeRules}?path=/kasino`))).body).toEqual({ redirect: null });
  });
});

describe('other backends', () => {
  it('answers feature toggles, web messages and the latest build', async () => {
    expect((await get(`${BasePath.cms}${CmsPath.webGlobal}`)).body).toEqual(platform.world.featureToggles);
    expect((await get(`${BasePath.messaging}${MessagingPath.webMessages}?target=mobile`)).body).toEqual(platform.world.webMessages);
    expect((await get(`${BasePath.messaging}${MessagingPath.webMessages}?target=fridge`)).status).toBe(400);
    const build = await get(`${BasePath.builds}${BuildsPath.latest}?timestamp=123`);
    expect(build.body).toEqual({ id: expect.any(String) });
    expect(build.response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers live winners as a JSON string holding the JSON list', async () => {
    const answer = await get<string>(`${BasePath.frontendApi}${FrontendApiPath.liveWinners}?country=CZ`);
    expect(typeof answer.body).toBe('string');
    expect(JSON.parse(answer.body)).toEqual(platform.world.winners);
  });
});
