// Every endpoint of the generated world answers in the envelope of contract.ts, with entity field
// names exactly as in the core types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, BuildsPath, CmsPath, ContentApiPath, FrontendApiPath, GatewayPath, LocalApiPath, MessagingPath, PLAYER_INFO_FIELDS } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { createCookieClient, loginAs, type CookieClient } from './support/http-client.ts';

let platform: DemoPlatform;
let client: CookieClient;
beforeAll(async () => {
  platform = await startDemoPlatform({ seed: 2, size: 80 });
  client = createCookieClient(platform.origin);
  await loginAs(client, 'demo');
});
afterAll(() => platform.close());

const keysOf = (value: unknown) => Object.keys(value as object).sort();
const GAME_KEYS = [
  'bonusGameFeature',
  'categories',
  'collections',
  'commercialTier',
  'demoEnabled',
  'fileVersion',
  'gamble',
  'gameCode',
  'jackpot',
  'labels',
  'maxBet',
  'maxWin',
  'minBet',
  'name',
  'numberOfReels',
  'promotionLevel',
  'provider',
  'requirePassword',
  'rtp',
  'type',
  'volatility',
];

describe('gateway envelopes', () => {
  const gw = (path: string) => `${BasePath.gateway}${path}`;
  it.each([
    [GatewayPath.balances, ['balances']],
    [GatewayPath.balanceVisibility, ['balanceHidden']],
    [`${GatewayPath.playerInfo}?requestedPlayerData=${PLAYER_INFO_FIELDS.join(',')}`, ['playerInfo']],
    [`${GatewayPath.keepAlive}?millisFromLastAction=10`, ['millisFromLastAction', 'ok']],
    [GatewayPath.playerTags, ['tags']],
    [GatewayPath.marketingTags, ['tags']],
    [GatewayPath.paymentStatistic, ['depositCount', 'lastDepositAt', 'withdrawalCount']],
    [
      `${GatewayPath.bonusDetails}?bonusId=B-1001&returnBonusTemplateDetails=true&returnGamingContexts=true`,
      ['bonus', 'bonusTemplate', 'freeSpinsCount', 'goldenChips'],
    ],
    [`${GatewayPath.bonuses}?statusFilter=current`, ['bonuses']],
    [GatewayPath.optedInBonusTemplates, ['bonusTemplateOptIns']],
    [GatewayPath.clientOverview, ['balances', 'firstLoginTimestampZoned', 'selfExclusion', 'selfExclusionReasonCode', 'username']],
    [`${GatewayPath.favorites}?requestedFavorites=games`, ['favoriteGames']],
    [GatewayPath.notificationToken, ['notification_token']],
    [`${GatewayPath.playToken}?purpose=chat`, ['errorCode', 'sessionToken', 'username']],
  ])('GET %s → %o', async (path, keys) => {
    const answer = await client.json(gw(path));
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('content-type')).toMatch(/application\/json/);
    expect(keysOf(answer.body)).toEqual([...keys].sort());
  });

  it.each([
    [GatewayPath.gamingBonuses, { returnBonusTemplateDetails: true, statusFilter: 'current' }, ['bonuses']],
    [GatewayPath.playerGames, { startDate: 'a', endDate: 'b', minimumGameRoundCount: 10, languageCode: 'cs' }, ['results']],
    [
      GatewayPath.gameResults,
      { page: 1, max: 30, order: 'desc', filterOutParameters: ['EXITGAME'], fields: ['code', 'datetime', 'gameName', 'gameType', 'win'] },
      ['results'],
    ],
    [GatewayPath.validateLoginSession, { validateSessionTokens: [{}] }, ['valid']],
  ])('POST %s → %o', async (path, body, keys) => {
    const answer = await client.post(gw(path), body);
    expect(answer.status).toBe(200);
    expect(keysOf(answer.body)).toEqual([...keys].sort());
  });

  it('game results keep only the requested fields', async () => {
    const answer = await client.post<{ results: object[] }>(gw(GatewayPath.gameResults), { page: 1, max: 5, order: 'desc', fields: ['gameType', 'win'] });
    expect(answer.body.results.length).toBeGreaterThan(0);
    for (const result of answer.body.results) expect(keysOf(result)).toEqual(['gameType', 'win']);
  });
});

describe('content and local API envelopes', () => {
  const get = async (path: string) => {
    const response = await fetch(`${platform.origin}${path}?locale=cs&status=Published`);
    expect(response.status, path).toBe(200);
    return (await response.json()) as unknown;
  };

  it('games are a list of Game with exactly the core field names', async () => {
    const games = (await get(`${BasePath.contentApi}${ContentApiPath.games}`)) as object[];
    expect(games).toHaveLength(platform.world.games.length);
    for (const game of games) expect(keysOf(game)).toEqual(GAME_KEYS);
  });

  it.each([
    [ContentApiPath.providers, ['games', 'iconImage', 'id', 'logoDark', 'logoLight', 'name', 'slug']],
    [ContentApiPath.collections, ['actionRoute', 'excludeFromPage', 'games', 'iconImage', 'id', 'seoId', 'slug', 'title', 'url']],
    [ContentApiPath.collectionGroups, ['collections', 'id', 'title']],
    [ContentApiPath.promotions, ['description', 'games', 'id', 'image', 'slug', 'status', 'tagName', 'templateCode', 'title', 'visibleTo']],
    [ContentApiPath.jackpots, ['currencyCode', 'gameCodes', 'id', 'jackpotLevels', 'slug', 'title']],
    [ContentApiPath.personalisedCategories, ['games', 'type']],
  ])('content %s is a list of %o', async (path, keys) => {
    const list = (await get(`${BasePath.contentApi}${path}`)) as object[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(keysOf(item)).toEqual([...keys].sort());
  });

  it.each([
    [LocalApiPath.categories, ['games', 'iconImage', 'id', 'lobby', 'seoId', 'slug', 'style', 'title', 'type', 'widgets']],
    [LocalApiPath.layouts, ['id', 'lobbyType', 'seoId', 'type', 'widgets']],
    [LocalApiPath.menus, ['id', 'img', 'isPersonalized', 'lobby', 'route', 'title', 'type']],
    [LocalApiPath.submenu, ['icon', 'slug', 'title', 'type', 'url']],
    [LocalApiPath.carousels, ['id', 'lobby', 'slides']],
    [LocalApiPath.videoWidgets, ['id', 'posterImage', 'title', 'videoUrl']],
  ])('local %s is a list of %o', async (path, keys) => {
    const list = (await get(`${BasePath.localApi}${path}`)) as object[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(keysOf(item)).toEqual([...keys].sort());
  });

  it('layouts hold every widget type across both lobbies', async () => {
    const layouts = (await get(`${BasePath.localApi}${LocalApiPath.layouts}`)) as { lobbyType: string; widgets: { type: string }[] }[];
    const types = new Set(layouts.flatMap((layout) => layout.widgets.map((widget) => widget.type)));
    expect(types).toEqual(new Set(['carousel', 'collectionGroup', 'collections', 'games', 'html', 'jackpots', 'providers', 'videos', 'winners']));
    expect(new Set(layouts.map((layout) => layout.lobbyType))).toEqual(new Set(['Casino', 'Live']));
  });

  it('global settings, seo, a promotion, a content page, game details and launch data', async () => {
    expect(await get(`${BasePath.localApi}${LocalApiPath.globalSettings}`)).toMatchObject({
      currency: { code: 'CZK' },
      enabledFilters: expect.any(Array),
      enabledFiltersLive: expect.any(Array),
    });
    const [seoId] = Object.keys(platform.world.seo);
    expect(keysOf(await get(`${BasePath.localApi}${LocalApiPath.seo(seoId ?? '')}`))).toEqual([
      'description',
      'metaRobots',
      'ogDescription',
      'ogImage',
      'ogTitle',
      'title',
      'twitterCard',
    ]);
    const promotion = platform.world.promotions.find((candidate) => candidate.status === 'Published');
    expect(await get(`${BasePath.contentApi}${ContentApiPath.promotion(promotion?.slug ?? '')}`)).toMatchObject({ id: promotion?.id });
    const page = platform.world.contentPages.find((candidate) => candidate.status === 'Published');
    expect(await get(`${BasePath.localApi}${LocalApiPath.contentPage(page?.slug ?? '')}`)).toMatchObject({ id: page?.id, html: expect.any(String) });
    const [gameCode] = Object.keys(platform.world.gameInfo);
    expect(keysOf(await get(`${BasePath.localApi}${LocalApiPath.gameDetails(gameCode ?? '')}`))).toEqual([
      'description',
      'labels',
      'lines',
      'numberOfReels',
      'rtp',
      'specialFeatures',
      'videoPreview',
      'volatility',
    ]);
    expect(await get(`${BasePath.localApi}${LocalApiPath.providerLaunch}`)).toEqual(platform.world.providerLaunch);
  });

  it('Draft promotions and pages appear only with status=Draft', async () => {
    const drafts = platform.world.promotions.filter((promotion) => promotion.status === 'Draft');
    expect(drafts.length).toBeGreaterThan(0);
    const published = (await get(`${BasePath.contentApi}${ContentApiPath.promotions}`)) as { status: string }[];
    expect(published.every((promotion) => promotion.status === 'Published')).toBe(true);
    const withDrafts = (await (await fetch(`${platform.origin}${BasePath.contentApi}${ContentApiPath.promotions}?locale=cs&status=Draft`)).json()) as {
      status: string;
    }[];
    expect(withDrafts.filter((promotion) => promotion.status === 'Draft')).toHaveLength(drafts.length);
  });

  it('English titles differ from Czech ones for categories and promotions', async () => {
    const titles = async (path: string, locale: string) =>
      ((await (await fetch(`${platform.origin}${path}?locale=${locale}&status=Published`)).json()) as { title: string }[]).map((item) => item.title);
    for (const path of [
      `${BasePath.localApi}${LocalApiPath.categories}`,
      `${BasePath.contentApi}${ContentApiPath.promotions}`,
      `${BasePath.localApi}${LocalApiPath.menus}`,
    ]) {
      const cs = await titles(path, 'cs');
      const en = await titles(path, 'en');
      expect(en).toHaveLength(cs.length);
      expect(en.filter((title, index) => title !== cs[index]).length, path).toBeGreaterThan(cs.length / 2);
    }
  });
});

describe('other envelopes', () => {
  it('feature toggles, web messages, winners, builds and the index page', async () => {
    const toggles = await (await fetch(`${platform.origin}${BasePath.cms}${CmsPath.webGlobal}`)).json();
    expect(keysOf(toggles)).toEqual(['featureToggle']);
    const messages = (await (await fetch(`${platform.origin}${BasePath.messaging}${MessagingPath.webMessages}?target=desktop`)).json()) as object[];
    for (const message of messages) expect(keysOf(message)).toEqual(expect.arrayContaining(['id', 'priority', 'start', 'text', 'title']));
    const winners = JSON.parse(
      (await (await fetch(`${platform.origin}${BasePath.frontendApi}${FrontendApiPath.liveWinners}?country=CZ`)).json()) as string,
    ) as object[];
    expect(winners.length).toBeGreaterThan(0);
    for (const winner of winners) expect(keysOf(winner)).toEqual(['amount', 'currencyCode', 'gameCode', 'nickname', 'wonAt']);
    expect(await (await fetch(`${platform.origin}${BasePath.builds}${BuildsPath.latest}?timestamp=1`)).json()).toEqual({ id: expect.any(String) });
    const index = await fetch(`${platform.origin}/`);
    const html = await index.text();
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    for (const player of platform.world.players) expect(html).toContain(player.username);
    expect(html).toContain(`${BasePath.gateway}${GatewayPath.balances}`);
  });
});
