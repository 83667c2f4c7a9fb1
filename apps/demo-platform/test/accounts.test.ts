// The five demo accounts of the generated world behave as the issue describes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath } from '@casino/core';
import { DEMO_SECOND_FACTOR_CODE } from '@casino/demo-data';
import { startDemoPlatform, type DemoPlatform } from '../src/index.ts';
import { createCookieClient, loginAs, type CookieClient } from './support/http-client.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ seed: 11, size: 120 });
});
afterAll(() => platform.close());

const gw = (path: string) => `${BasePath.gateway}${path}`;

const session = async (username: string): Promise<CookieClient> => {
  const client = createCookieClient(platform.origin);
  const login = await loginAs(client, username);
  expect(login.status).toBe(200);
  return client;
};

describe('demo / demo', () => {
  it('has balances, bonuses of every type, favourites, history and opted-in promotions', async () => {
    const client = await session('demo');
    const balances = await client.json<{ balances: { type: string; amount: number }[] }>(gw(GatewayPath.balances));
    expect(balances.body.balances.find((balance) => balance.type === 'casino_gaming')?.amount).toBeGreaterThan(0);
    const gaming = await client.post<{ bonuses: { bonusType: string }[] }>(gw(GatewayPath.gamingBonuses), {
      returnBonusTemplateDetails: true,
      statusFilter: 'current',
    });
    expect(new Set(gaming.body.bonuses.map((bonus) => bonus.bonusType))).toEqual(new Set(['freespins', 'freespins2', 'goldenchips']));
    const bonuses = await client.json<{ bonuses: { id: string }[] }>(gw(`${GatewayPath.bonuses}?statusFilter=current`));
    expect(bonuses.body.bonuses.length).toBeGreaterThan(0);
    const favourites = await client.json<{ favoriteGames: { gameType: string }[] }>(gw(`${GatewayPath.favorites}?requestedFavorites=games`));
    expect(favourites.body.favoriteGames.length).toBeGreaterThan(0);
    const gameCodes = new Set(platform.world.games.map((game) => game.gameCode));
    expect(favourites.body.favoriteGames.every((entry) => gameCodes.has(entry.gameType))).toBe(true);
    const played = await client.post<{ results: unknown[] }>(gw(GatewayPath.playerGames), {
      startDate: '',
      endDate: '',
      minimumGameRoundCount: 10,
      languageCode: 'cs',
    });
    expect(played.body.results.length).toBeGreaterThan(0);
    const results = await client.post<{ results: unknown[] }>(gw(GatewayPath.gameResults), {
      page: 1,
      max: 30,
      order: 'desc',
      filterOutParameters: ['EXITGAME'],
      fields: [],
    });
    expect(results.body.results.length).toBeGreaterThan(0);
    const optIns = await client.json<{ bonusTemplateOptIns: { templateCode: string }[] }>(gw(GatewayPath.optedInBonusTemplates));
    const promotionCodes = new Set(platform.world.promotions.map((promotion) => promotion.templateCode));
    expect(optIns.body.bonusTemplateOptIns.some((optIn) => promotionCodes.has(optIn.templateCode))).toBe(true);
  });

  it('accepts and declines bonuses through the platform, changing their state', async () => {
    const client = await session('demo');
    const current = async () =>
      (await client.json<{ bonuses: { id: string; status: string }[] }>(gw(`${GatewayPath.bonuses}?statusFilter=current`))).body.bonuses;
    const [first, second] = (await current()).filter((bonus) => bonus.status.toLowerCase() !== 'declined');
    if (!first || !second) throw new Error('the demo account needs two bonuses');
    expect((await client.post('/platform/confirm-bonus', { bonusId: first.id, action: 'accept' })).body).toEqual({ ok: true });
    expect((await client.post('/platform/confirm-bonus', { bonusId: second.id, action: 'decline' })).body).toEqual({ ok: true });
    const after = await current();
    expect(after.find((bonus) => bonus.id === first.id)?.status).toBe('Accepted');
    expect(after.find((bonus) => bonus.id === second.id)).toBeUndefined();
    const all = await client.json<{ bonuses: { id: string; status: string }[] }>(gw(`${GatewayPath.bonuses}?statusFilter=all`));
    expect(all.body.bonuses.find((bonus) => bonus.id === second.id)?.status).toBe('Declined');
  });
});

describe('novy / demo', () => {
  it('is a new player with nothing', async () => {
    const client = await session('novy');
    const balances = await client.json<{ balances: { amount: number }[] }>(gw(GatewayPath.balances));
    expect(balances.body.balances.every((balance) => balance.amount === 0)).toBe(true);
    expect((await client.json(gw(GatewayPath.favorites))).body).toEqual({ favoriteGames: [] });
    expect((await client.json(gw(GatewayPath.bonuses))).body).toEqual({ bonuses: [] });
    expect((await client.post(gw(GatewayPath.gamingBonuses), { statusFilter: 'current' })).body).toEqual({ bonuses: [] });
    expect((await client.post(gw(GatewayPath.playerGames), { minimumGameRoundCount: 10 })).body).toEqual({ results: [] });
    expect((await client.post(gw(GatewayPath.gameResults), { page: 1, max: 30 })).body).toEqual({ results: [] });
    expect((await client.json(gw(GatewayPath.paymentStatistic))).body).toEqual({ depositCount: 0, withdrawalCount: 0, lastDepositAt: null });
  });
});

describe('vylouceny / demo', () => {
  it('gets the self-exclusion suspension with a redirection URL that the platform serves', async () => {
    const client = createCookieClient(platform.origin);
    const login = await loginAs(client, 'vylouceny');
    const info = login.body['additionalInformation'] as { SuspendedSelfExclusionException: string; redirectionUrl: string };
    expect(info.SuspendedSelfExclusionException).toBeTruthy();
    expect(info.redirectionUrl).toBeTruthy();
    expect((await client.json(gw(GatewayPath.balances))).status).toBe(401);
    const page = await fetch(new URL(info.redirectionUrl, platform.origin));
    expect(page.status).toBe(200);
  });
});

describe('limit / demo', () => {
  it('has pending limits and waiting messages until it accepts them', async () => {
    const client = await session('limit');
    const waiting = (type: string) => client.json<unknown[]>(`/platform/waiting-messages?type=${encodeURIComponent(type)}`);
    expect((await waiting('rg:limits-cool-off')).body.length).toBeGreaterThan(0);
    expect((await waiting('login')).body.length).toBeGreaterThan(0);
    expect((await client.post('/platform/accept-pending-limits', {})).body).toEqual({ ok: true });
    expect((await waiting('rg:limits-cool-off')).body).toEqual([]);
    expect((await waiting('nonsense')).status).toBe(400);
  });
});

describe('overeni / demo', () => {
  type Answer = { ok: boolean; reason: string | null; twoFactorValidation: Record<string, unknown> | null };
  const passwordLogin = (client: CookieClient, rememberMe = false) =>
    client.post<Answer>('/platform/login', { username: 'overeni', password: 'demo', rememberMe, realMode: 1 });
  const validate = (client: CookieClient, validation: unknown, code: string) => client.post<Answer>('/platform/login/validate', { validation, code });

  it('asks for an SMS code after the password; a wrong code may be retried, the right one opens the session', async () => {
    const client = createCookieClient(platform.origin);
    const login = await passwordLogin(client, true);
    expect(login.body).toMatchObject({ ok: false, reason: null });
    const validation = login.body.twoFactorValidation;
    expect(validation).toMatchObject({ channel: 'sms', codeLength: DEMO_SECOND_FACTOR_CODE.length, destination: expect.stringContaining('***') });
    // No session before the code.
    expect((await client.json<{ hasCookie: boolean }>('/platform/has-login-cookie')).body.hasCookie).toBe(false);
    expect((await validate(client, validation, '000000')).body).toMatchObject({ ok: false, reason: 'invalid_code' });
    expect((await validate(client, validation, DEMO_SECOND_FACTOR_CODE)).body).toMatchObject({ ok: true, username: 'overeni' });
    expect((await client.json<{ hasCookie: boolean }>('/platform/has-login-cookie')).body.hasCookie).toBe(true);
    // A challenge is used once.
    expect((await validate(client, validation, DEMO_SECOND_FACTOR_CODE)).body).toMatchObject({ ok: false, reason: 'code_expired' });
    // The remembered device's silent login asks for no second factor.
    await client.post('/platform/logout', { allSessions: 0, realMode: 1, behavior: 'root', invalidateRememberMe: 0 });
    const silent = await client.post<Answer>('/platform/login', { username: 'overeni', password: '', rememberMe: true, realMode: 1 });
    expect(silent.body).toMatchObject({ ok: true, twoFactorValidation: null });
  });

  it('ends the challenge after three wrong codes and takes no code for an unknown one', async () => {
    const client = createCookieClient(platform.origin);
    const validation = (await passwordLogin(client)).body.twoFactorValidation;
    expect((await validate(client, validation, '111111')).body.reason).toBe('invalid_code');
    expect((await validate(client, validation, '222222')).body.reason).toBe('invalid_code');
    expect((await validate(client, validation, '333333')).body.reason).toBe('code_expired');
    expect((await validate(client, validation, DEMO_SECOND_FACTOR_CODE)).body.reason).toBe('code_expired');
    expect((await validate(client, { validationId: 'made-up' }, DEMO_SECOND_FACTOR_CODE)).body.reason).toBe('code_expired');
    expect((await client.json<{ hasCookie: boolean }>('/platform/has-login-cookie')).body.hasCookie).toBe(false);
  });
});
