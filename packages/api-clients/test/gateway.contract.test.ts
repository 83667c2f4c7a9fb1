// Every gateway call of part 1 §7 and part 2 §7 round-trips against the demo platform: cookies,
// credentials, Accept-Language, JSON on POST, repeated list parameters and the spec's defaults.
import { Effect } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath, MIN_PLAYED_ROUNDS, PLAYER_INFO_FIELDS, RECENT_WINS_MAX } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import type { DemoPlayer } from '@casino/demo-data';
import { Gateway } from '../src/gateway/gateway.ts';
import { logIn, openBrowser, playablePlayer, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let player: DemoPlayer;
let browser: Browser;

const gw = (path: string) => BasePath.gateway + path;
const lastRequest = (method: string, path: string) => {
  const found = platform.requests.all().filter((request) => request.method === method && request.path === gw(path));
  const last = found[found.length - 1];
  if (!last) throw new Error(`no ${method} ${path} was received`);
  return last;
};
const call = <A, E>(use: (gateway: Gateway['Service']) => Effect.Effect<A, E>) => browser.run(Gateway.use(use));

beforeAll(async () => {
  platform = await startPlatform();
  player = playablePlayer(platform);
  browser = await openBrowser(platform, { locale: 'cs' });
  await logIn(browser, player);
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());
beforeEach(() => platform.requests.clear());

describe('session', () => {
  it('logs in with the temporary token and keeps the HttpOnly session cookie', async () => {
    const fresh = await openBrowser(platform);
    const result = await logIn(fresh, player);
    expect(result.username).toBe(player.username);
    expect(result.notificationToken).toEqual(expect.any(String));
    expect(fresh.jar.cookies().has('gw_session')).toBe(true);
    const login = lastRequest('POST', GatewayPath.login);
    expect(JSON.parse(login.body)).toMatchObject({ username: player.username, ims_temporary_token: expect.any(String) });
    expect(login.headers['content-type']).toContain('application/json');
  });

  it('validates a live session (true) and a missing one (false, from the 401)', async () => {
    expect(await call((g) => g.validateSession())).toBe(true);
    expect(JSON.parse(lastRequest('POST', GatewayPath.validateLoginSession).body)).toEqual({ validateSessionTokens: [{}] });
    const stranger = await openBrowser(platform);
    expect(await stranger.run(Gateway.use((g) => g.validateSession()))).toBe(false);
  });

  it('logs out: the cookie session ends', async () => {
    const leaving = await openBrowser(platform);
    await logIn(leaving, player);
    await leaving.run(Gateway.use((g) => g.logout()));
    expect(lastRequest('POST', GatewayPath.logout).body).toBe('');
    expect(leaving.jar.cookies().has('gw_session')).toBe(false);
    expect(await leaving.run(Gateway.use((g) => g.validateSession()))).toBe(false);
  });

  it('answers a player call without a session with the 401 as HTTP status error', async () => {
    const stranger = await openBrowser(platform);
    const error = await stranger.fail(Gateway.use((g) => g.balances()));
    expect(error).toMatchObject({ _tag: 'HttpStatusError', status: 401, call: 'Gateway.balances', errorKey: 'balance' });
    expect(error.message).toBe('HTTP 401: {"message":"Unauthorized: no valid gateway session"}');
  });

  it('sends credentials, Accept-Language as the locale, and follows a locale switch', async () => {
    await call((g) => g.balances());
    expect(lastRequest('GET', GatewayPath.balances).headers['accept-language']).toBe('cs');
    browser.settings.locale = 'en';
    await call((g) => g.balances());
    expect(lastRequest('GET', GatewayPath.balances).headers['accept-language']).toBe('en');
    browser.settings.locale = 'cs';
    const gatewayCalls = browser.jar.calls().filter((c) => c.url.startsWith(platform.origin + BasePath.gateway));
    expect(gatewayCalls.length).toBeGreaterThan(0);
    expect(gatewayCalls.every((c) => c.credentials === 'include')).toBe(true);
    expect(lastRequest('GET', GatewayPath.balances).headers['cookie']).toContain('gw_session=');
  });

  it('gives the notification token of the session and keeps it alive with millisFromLastAction', async () => {
    const fresh = await openBrowser(platform);
    const login = await logIn(fresh, player);
    expect(await fresh.run(Gateway.use((g) => g.notificationToken()))).toBe(login.notificationToken);
    await fresh.run(Gateway.use((g) => g.keepAlive(1234.4)));
    expect(lastRequest('GET', GatewayPath.keepAlive).query).toEqual({ millisFromLastAction: '1234' });
  });

  it('gives play and chat tokens when logged in, and an error code when not', async () => {
    const play = await call((g) => g.playToken('play'));
    expect(play).toMatchObject({ username: player.username, errorCode: null, sessionToken: { sessionToken: expect.any(String) } });
    expect(lastRequest('GET', GatewayPath.playToken).query).toEqual({ purpose: 'play' });
    const chat = await call((g) => g.playToken('chat'));
    expect(chat.sessionToken?.sessionToken).toEqual(expect.any(String));
    const stranger = await openBrowser(platform);
    const anonymous = await stranger.run(Gateway.use((g) => g.playToken('chat')));
    expect(anonymous.sessionToken).toBeNull();
    expect(anonymous.errorCode).not.toBeNull();
  });
});

describe('player data', () => {
  it('balances, info (every requested field as a comma list), overview, payment statistic', async () => {
    expect(await call((g) => g.balances())).toEqual(player.balances);
    expect(await call((g) => g.playerInfo({ requestedPlayerData: PLAYER_INFO_FIELDS }))).toEqual(player.info);
    expect(lastRequest('GET', GatewayPath.playerInfo).query).toEqual({ requestedPlayerData: PLAYER_INFO_FIELDS.join(',') });
    // The demo counts the regulatory time from this gateway session's start, not the world's first login.
    const overview = await call((g) => g.clientOverview());
    expect(overview).toEqual({ ...player.overview, balances: player.balances, firstLoginTimestampZoned: expect.any(String) });
    expect(Date.now() - Date.parse(overview.firstLoginTimestampZoned ?? '')).toBeLessThan(60_000);
    const statistic = await call((g) => g.paymentStatistic());
    expect(statistic.depositCount).toBeGreaterThanOrEqual(0);
  });

  it('asks for exactly the fields the caller requests', async () => {
    const info = await call((g) => g.playerInfo({ requestedPlayerData: ['username', 'userId'] }));
    expect(lastRequest('GET', GatewayPath.playerInfo).query).toEqual({ requestedPlayerData: 'username,userId' });
    expect(info).toMatchObject({ username: player.info.username, userId: player.info.userId });
  });

  it('reads and writes balance visibility as { balanceHidden }', async () => {
    const hidden = player.balanceHidden;
    expect(await call((g) => g.balanceVisibility())).toEqual({ balanceHidden: hidden });
    expect(await call((g) => g.setBalanceVisibility({ balanceHidden: !hidden }))).toEqual({ balanceHidden: !hidden });
    expect(JSON.parse(lastRequest('POST', GatewayPath.balanceVisibility).body)).toEqual({ balanceHidden: !hidden });
    expect(await call((g) => g.balanceVisibility())).toEqual({ balanceHidden: !hidden });
    await call((g) => g.setBalanceVisibility({ balanceHidden: hidden }));
  });

  it('reads player tags and reads and posts marketing tags', async () => {
    expect(await call((g) => g.playerTags())).toEqual(player.tagNameOptIn);
    expect(await call((g) => g.marketingTags())).toEqual(player.tagNameOptIn);
    const after = await call((g) => g.setMarketingTags([{ name: 'contract-test-tag' }]));
    expect(after).toContainEqual({ name: 'contract-test-tag' });
    expect(JSON.parse(lastRequest('POST', GatewayPath.marketingTags).body)).toEqual({ tags: [{ name: 'contract-test-tag' }] });
  });
});

describe('bonuses', () => {
  it('lists bonuses with statusFilter current by default, repeating list parameters', async () => {
    const current = await call((g) => g.bonuses());
    expect(lastRequest('GET', GatewayPath.bonuses).query).toEqual({ statusFilter: 'current' });
    const all = await call((g) => g.bonuses(['current', 'all']));
    expect(lastRequest('GET', GatewayPath.bonuses).query).toEqual({ statusFilter: ['current', 'all'] });
    expect(all).toEqual(player.bonuses);
    expect(current.length).toBeLessThanOrEqual(all.length);
  });

  it('posts the gaming-bonuses query and decodes the bonuses', async () => {
    const bonuses = await call((g) => g.gamingBonuses());
    expect(JSON.parse(lastRequest('POST', GatewayPath.gamingBonuses).body)).toEqual({
      returnBonusTemplateDetails: true,
      statusFilter: 'current',
    });
    expect(bonuses.length).toBeGreaterThan(0);
    for (const bonus of bonuses) expect(player.gamingBonuses).toContainEqual(bonus);
  });

  it('gets bonus details with the template and gaming contexts', async () => {
    const [bonusId, details] = Object.entries(player.bonusDetails)[0]!;
    expect(await call((g) => g.bonusDetails(bonusId))).toEqual(details);
    expect(lastRequest('GET', GatewayPath.bonusDetails).query).toEqual({
      bonusId,
      returnBonusTemplateDetails: 'true',
      returnGamingContexts: 'true',
    });
    const missing = await browser.fail(Gateway.use((g) => g.bonusDetails('no-such-bonus')));
    expect(missing).toMatchObject({ _tag: 'HttpStatusError', status: 404, errorKey: 'errors.auth.bonus_details' });
  });

  it('opts in to and out of a bonus template', async () => {
    expect(await call((g) => g.optedInBonusTemplates())).toEqual(player.bonusTemplateOptIns);
    await call((g) => g.optInToBonusTemplate('CONTRACT_TEMPLATE'));
    expect(JSON.parse(lastRequest('POST', GatewayPath.optInToBonusTemplate).body)).toEqual({ templateCode: 'CONTRACT_TEMPLATE' });
    expect(await call((g) => g.optedInBonusTemplates())).toContainEqual({ templateCode: 'CONTRACT_TEMPLATE' });
    await call((g) => g.optOutFromBonusTemplate('CONTRACT_TEMPLATE'));
    expect(await call((g) => g.optedInBonusTemplates())).not.toContainEqual({ templateCode: 'CONTRACT_TEMPLATE' });
  });
});

describe('favourites, played games and results (part 2 §7)', () => {
  it('reads favourites with requestedFavorites=games, adds and removes one', async () => {
    const before = await call((g) => g.favourites());
    expect(before.map((entry) => entry.gameType)).toEqual(player.favourites);
    expect(lastRequest('GET', GatewayPath.favorites).query).toEqual({ requestedFavorites: 'games' });
    const candidate = platform.world.games.find((game) => !player.favourites.includes(game.gameCode))!.gameCode;
    await call((g) => g.updateFavourites('add', [candidate]));
    expect(JSON.parse(lastRequest('POST', GatewayPath.favorites).body)).toEqual({
      favoriteGames: { favoriteGameType: [{ gameType: candidate }] },
      requestType: 'add',
    });
    expect((await call((g) => g.favourites())).map((entry) => entry.gameType)).toContain(candidate);
    await call((g) => g.updateFavourites('remove', [candidate]));
    expect((await call((g) => g.favourites())).map((entry) => entry.gameType)).not.toContain(candidate);
  });

  it('asks for played games of the last month with at least 10 rounds in the locale', async () => {
    const results = await call((g) => g.playerGames());
    const body = JSON.parse(lastRequest('POST', GatewayPath.playerGames).body) as Record<string, unknown>;
    expect(body).toMatchObject({ minimumGameRoundCount: MIN_PLAYED_ROUNDS, languageCode: 'cs' });
    const days = (Date.parse(String(body['endDate'])) - Date.parse(String(body['startDate']))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(results).toEqual(player.playerGames.filter((record) => record.gameRoundCount >= MIN_PLAYED_ROUNDS));
  });

  it('asks for the last game results with the spec defaults', async () => {
    const results = await call((g) => g.gameResults());
    const body = JSON.parse(lastRequest('POST', GatewayPath.gameResults).body) as Record<string, unknown>;
    expect(body).toMatchObject({
      nearestGames: false,
      page: 1,
      max: RECENT_WINS_MAX,
      order: 'desc',
      filterOutParameters: ['EXITGAME'],
      fields: ['code', 'datetime', 'gameName', 'gameType', 'win'],
    });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(RECENT_WINS_MAX);
    const times = results.map((result) => result.datetime);
    expect(times).toEqual([...times].sort().reverse());
  });
});
