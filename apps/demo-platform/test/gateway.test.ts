// The gateway against the hand-made world: login by temporary token, the session cookie, every
// player call's envelope, and the changes that last for the life of the process.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayPath, PLAYER_INFO_FIELDS } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { miniWorld } from './fixtures/mini-world.ts';
import { createCookieClient, loginAs, type CookieClient } from './support/http-client.ts';

const gw = (path: string) => `/gateway${path}`;

let platform: DemoPlatform;
let client: CookieClient;

beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld() });
});
afterAll(() => platform.close());
beforeEach(() => {
  client = createCookieClient(platform.origin);
});

describe('gateway login and session', () => {
  it('exchanges a temporary token for an HttpOnly, SameSite=Lax gw_session cookie', async () => {
    const login = await loginAs(client, 'demo');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'demo', additionalInformation: null });
    expect(typeof login.body['notificationToken']).toBe('string');
    expect(typeof login.body['sessionToken']).toBe('string');
    const cookie = client.cookie('gw_session');
    expect(cookie?.raw).toMatch(/HttpOnly/);
    expect(cookie?.raw).toMatch(/SameSite=Lax/);
    expect(cookie?.raw).toMatch(/Path=\//);
  });

  it('refuses a temporary token twice, a wrong token and a token of another player', async () => {
    await client.post('/platform/login', { username: 'demo', password: 'demo', rememberMe: false, realMode: 1 });
    const { body } = await client.post<{ token: string }>('/platform/temporary-token', {});
    const request = { username: 'demo', ims_temporary_token: body.token, device_type: 'desktop', os_name: 'linux', client_platform: 'CasinoDesktop' };
    expect((await client.post(gw(GatewayPath.login), request)).status).toBe(200);
    expect((await client.post(gw(GatewayPath.login), request)).status).toBe(401);
    expect((await client.post(gw(GatewayPath.login), { ...request, ims_temporary_token: 'nope' })).status).toBe(401);
    const other = await client.post<{ token: string }>('/platform/temporary-token', {});
    expect((await client.post(gw(GatewayPath.login), { ...request, username: 'novy', ims_temporary_token: other.body.token })).status).toBe(401);
    expect((await client.post(gw(GatewayPath.login), { username: 'demo' })).status).toBe(400);
  });

  it('answers 401 to every player call without a session', async () => {
    for (const path of [
      GatewayPath.balances,
      GatewayPath.playerInfo,
      GatewayPath.favorites,
      GatewayPath.bonuses,
      GatewayPath.notificationToken,
      GatewayPath.keepAlive,
    ]) {
      expect((await client.json(gw(path))).status, path).toBe(401);
    }
    expect((await client.post(gw(GatewayPath.gamingBonuses), { statusFilter: 'current' })).status).toBe(401);
  });

  it('validates the session with 200 and answers 401 after logout', async () => {
    await loginAs(client, 'demo');
    const validate = () => client.post(gw(GatewayPath.validateLoginSession), { validateSessionTokens: [{}] });
    expect((await validate()).status).toBe(200);
    expect((await client.post(gw(GatewayPath.logout))).status).toBe(200);
    expect(client.cookie('gw_session')).toBeUndefined();
    expect((await validate()).status).toBe(401);
    expect((await client.json(gw(GatewayPath.balances))).status).toBe(401);
  });

  it('gives the self-excluded player the suspension with its redirection URL and no session', async () => {
    const login = await loginAs(client, 'vylouceny');
    expect(login.status).toBe(200);
    expect(login.body['additionalInformation']).toEqual({
      SuspendedSelfExclusionException: expect.any(String),
      redirectionUrl: 'https://example.com/self-exclusion',
    });
    expect(client.cookie('gw_session')).toBeUndefined();
  });
});

describe('player calls', () => {
  beforeEach(async () => {
    await loginAs(client, 'demo');
  });

  it('answers balances, visibility, info, tags, statistics, overview and tokens in their envelopes', async () => {
    expect((await client.json(gw(GatewayPath.balances))).body).toEqual({ balances: [{ type: 'casino_gaming', amount: 1500, currencyCode: 'CZK' }] });
    expect((await client.json(gw(GatewayPath.balanceVisibility))).body).toEqual({ balanceHidden: false });
    const info = await client.json<{ playerInfo: Record<string, unknown> }>(
      gw(`${GatewayPath.playerInfo}?requestedPlayerData=${PLAYER_INFO_FIELDS.join(',')}`),
    );
    expect(Object.keys(info.body.playerInfo).sort()).toEqual([...PLAYER_INFO_FIELDS].sort());
    const some = await client.json(gw(`${GatewayPath.playerInfo}?requestedPlayerData=language,username`));
    expect(some.body).toEqual({ playerInfo: { language: 'cs', username: 'demo' } });
    expect((await client.json(gw(GatewayPath.playerTags))).body).toEqual({ tags: [{ name: 'vip' }] });
    expect((await client.json(gw(GatewayPath.marketingTags))).body).toEqual({ tags: [{ name: 'vip' }] });
    const stats = await client.json<Record<string, unknown>>(gw(GatewayPath.paymentStatistic));
    expect(stats.body).toEqual({ depositCount: expect.any(Number), withdrawalCount: expect.any(Number), lastDepositAt: expect.any(String) });
    const overview = await client.json<Record<string, unknown>>(gw(GatewayPath.clientOverview));
    expect(overview.body).toMatchObject({ username: 'demo', balances: [{ type: 'casino_gaming', amount: 1500, currencyCode: 'CZK' }] });
    expect((await client.json(gw(GatewayPath.notificationToken))).body).toEqual({ notification_token: expect.any(String) });
    expect((await client.json(gw(`${GatewayPath.keepAlive}?millisFromLastAction=1200`))).status).toBe(200);
  });

  it('reads Accept-Language', async () => {
    const english = await client.json(gw(GatewayPath.balances), { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(english.response.headers.get('content-language')).toBe('en');
    const czech = await client.json(gw(GatewayPath.balances), { headers: { 'accept-language': 'cs-CZ' } });
    expect(czech.response.headers.get('content-language')).toBe('cs');
  });

  it('keeps balance visibility and marketing tags', async () => {
    expect((await client.post(gw(GatewayPath.balanceVisibility), { balanceHidden: true })).body).toEqual({ balanceHidden: true });
    expect((await client.json(gw(GatewayPath.balanceVisibility))).body).toEqual({ balanceHidden: true });
    expect((await client.post(gw(GatewayPath.balanceVisibility), { balanceHidden: 'yes' })).status).toBe(400);
    await client.post(gw(GatewayPath.balanceVisibility), { balanceHidden: false });
    expect((await client.post(gw(GatewayPath.marketingTags), { tags: ['secret'] })).body).toEqual({ tags: [{ name: 'vip' }, { name: 'secret' }] });
  });

  it('answers bonuses, gaming bonuses and bonus details; opt-in and opt-out change the templates', async () => {
    const bonuses = await client.json<{ bonuses: { id: string }[] }>(gw(`${GatewayPath.bonuses}?statusFilter=current`));
    expect(bonuses.body.bonuses.map((bonus) => bonus.id)).toEqual(['b-1', 'b-2']);
    const gaming = await client.post<{ bonuses: unknown[] }>(gw(GatewayPath.gamingBonuses), { returnBonusTemplateDetails: true, statusFilter: 'current' });
    expect(gaming.body.bonuses).toHaveLength(1);
    const details = await client.json(gw(`${GatewayPath.bonusDetails}?bonusId=b-1&returnBonusTemplateDetails=true&returnGamingContexts=true`));
    expect(details.body).toMatchObject({ freeSpinsCount: 10, bonus: { templateCode: 'FS10' } });
    expect((await client.json(gw(`${GatewayPath.bonusDetails}?bonusId=nope`))).status).toBe(404);
    expect((await client.json(gw(GatewayPath.optedInBonusTemplates))).body).toEqual({ bonusTemplateOptIns: [{ templateCode: 'WELCOME' }] });
    await client.post(gw(GatewayPath.optInToBonusTemplate), { templateCode: 'SUMMER' });
    await client.post(gw(GatewayPath.optOutFromBonusTemplate), { templateCode: 'WELCOME' });
    expect((await client.json(gw(GatewayPath.optedInBonusTemplates))).body).toEqual({ bonusTemplateOptIns: [{ templateCode: 'SUMMER' }] });
    await client.post(gw(GatewayPath.optInToBonusTemplate), { templateCode: 'WELCOME' });
    await client.post(gw(GatewayPath.optOutFromBonusTemplate), { templateCode: 'SUMMER' });
  });

  it('adds favourites at the front and removes them, kept across sessions', async () => {
    const update = (requestType: 'add' | 'remove', gameType: string) =>
      client.post(gw(GatewayPath.favorites), { favoriteGames: { favoriteGameType: [{ gameType }] }, requestType });
    await update('add', 'book-of-kings');
    const other = createCookieClient(platform.origin);
    await loginAs(other, 'demo');
    expect((await other.json(gw(`${GatewayPath.favorites}?requestedFavorites=games`))).body).toEqual({
      favoriteGames: [{ gameType: 'book-of-kings' }, { gameType: 'fruit-blast' }],
    });
    await update('remove', 'book-of-kings');
    expect((await client.json(gw(GatewayPath.favorites))).body).toEqual({ favoriteGames: [{ gameType: 'fruit-blast' }] });
    expect((await client.post(gw(GatewayPath.favorites), { requestType: 'add' })).status).toBe(400);
  });

  it('answers played games over the minimum round count and paged game results', async () => {
    const games = await client.post(gw(GatewayPath.playerGames), {
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      minimumGameRoundCount: 10,
      languageCode: 'cs',
    });
    expect(games.body).toEqual({ results: [{ gameType: 'book-of-kings', gameRoundCount: 120 }] });
    const results = await client.post<{ results: { code: string; datetime: string }[] }>(gw(GatewayPath.gameResults), {
      startDatetime: '2026-10-21T00:00:00Z',
      endDatetime: '2026-11-21T00:00:00Z',
      nearestGames: false,
      page: 1,
      max: 30,
      order: 'desc',
      filterOutParameters: ['EXITGAME'],
      fields: ['code', 'datetime', 'gameName', 'gameType', 'win'],
    });
    expect(results.body.results.map((result) => result.datetime)).toEqual(['2026-11-21T09:00:00Z', '2026-11-20T10:00:00Z']);
  });

  it('mints play tokens for the logged-in player and an error code for a guest', async () => {
    const token = await client.json(gw(`${GatewayPath.playToken}?purpose=play`));
    expect(token.body).toEqual({ username: 'demo', sessionToken: { sessionToken: expect.any(String) }, errorCode: null });
    const guest = await createCookieClient(platform.origin).json(gw(`${GatewayPath.playToken}?purpose=chat`));
    expect(guest.body).toMatchObject({ sessionToken: null, errorCode: expect.anything() });
  });
});
