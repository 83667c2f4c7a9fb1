// The logged-in player's data on the gateway: balances and their visibility, player info, tags,
// payment statistics, overview, favourites, played games and game results.
import { Hono } from 'hono';
import { GatewayPath, PLAYER_INFO_FIELDS } from '@casino/core';
import type {
  BalanceVisibilityResponse,
  BalancesResponse,
  ClientOverviewResponse,
  FavouritesResponse,
  GameResult,
  GameResultsResponse,
  MarketingTagsResponse,
  PaymentStatisticResponse,
  PlayerGamesResponse,
  PlayerTagsResponse,
  TagNameOptIn,
} from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { badRequest, isRecord, readJsonBody } from '../http/json-body.ts';
import { addFavourites, blockByPanic, removeFavourites, type PlayerState } from '../state/player-state.ts';
import type { GatewayEnv } from './gateway-session.ts';

/** Tags arrive as names or as { name } objects. */
const tagsOf = (value: unknown): TagNameOptIn[] | undefined => {
  if (!isRecord(value) || !Array.isArray(value['tags'])) return undefined;
  const tags: TagNameOptIn[] = [];
  for (const tag of value['tags']) {
    if (typeof tag === 'string') tags.push({ name: tag });
    else if (isRecord(tag) && typeof tag['name'] === 'string') tags.push({ name: tag['name'] });
    else return undefined;
  }
  return tags;
};

/** Favourite entries of FavouritesUpdateRequest: favoriteGames.favoriteGameType[].gameType. */
const favouriteCodesOf = (value: unknown): string[] | undefined => {
  if (!isRecord(value) || !isRecord(value['favoriteGames'])) return undefined;
  const entries = value['favoriteGames']['favoriteGameType'];
  if (!Array.isArray(entries)) return undefined;
  const codes = entries.map((entry) => (isRecord(entry) && typeof entry['gameType'] === 'string' ? entry['gameType'] : null));
  return codes.every((code): code is string => code !== null) ? codes : undefined;
};

/** Deposits stand in for a history: a player who has played has deposited. */
const paymentStatistic = (state: PlayerState): PaymentStatisticResponse => {
  const played = state.gameResults.length + state.playerGames.length;
  const last = [...state.gameResults].sort((a, b) => b.datetime.localeCompare(a.datetime))[0];
  return played === 0
    ? { depositCount: 0, withdrawalCount: 0, lastDepositAt: null }
    : { depositCount: 3 + (played % 9), withdrawalCount: played % 3, lastDepositAt: last?.datetime ?? null };
};

const pickFields = (result: GameResult, fields: readonly string[]): Partial<GameResult> =>
  fields.length === 0 ? result : Object.fromEntries(Object.entries(result).filter(([key]) => fields.includes(key)));

export const gatewayPlayerRoutes = (_ctx: PlatformContext) => {
  const app = new Hono<GatewayEnv>();

  app.get(GatewayPath.balances, (c) => c.json({ balances: c.get('player').balances } satisfies BalancesResponse));

  app.get(GatewayPath.balanceVisibility, (c) => c.json({ balanceHidden: c.get('player').balanceHidden } satisfies BalanceVisibilityResponse));
  app.post(GatewayPath.balanceVisibility, async (c) => {
    const body = await readJsonBody(c);
    if (!isRecord(body) || typeof body['balanceHidden'] !== 'boolean') return badRequest(c, 'balanceHidden must be a boolean');
    c.get('player').balanceHidden = body['balanceHidden'];
    return c.json({ balanceHidden: body['balanceHidden'] } satisfies BalanceVisibilityResponse);
  });

  app.get(GatewayPath.playerInfo, (c) => {
    const info = c.get('player').player.info;
    const requested = (c.req.query('requestedPlayerData') ?? '')
      .split(',')
      .map((field) => field.trim())
      .filter((field) => (PLAYER_INFO_FIELDS as readonly string[]).includes(field));
    // Only the fields asked for, as the operator's API does; no list means all of them.
    const playerInfo = requested.length === 0 ? info : Object.fromEntries(requested.map((field) => [field, info[field as keyof typeof info]]));
    return c.json({ playerInfo });
  });

  app.get(GatewayPath.playerTags, (c) => c.json({ tags: c.get('player').tags } satisfies PlayerTagsResponse));
  app.get(GatewayPath.marketingTags, (c) => c.json({ tags: c.get('player').tags } satisfies MarketingTagsResponse));
  app.post(GatewayPath.marketingTags, async (c) => {
    const tags = tagsOf(await readJsonBody(c));
    if (!tags) return badRequest(c, 'tags must be a list of names');
    const state = c.get('player');
    // Posting tags opts the player in to them (a promotion's tag opt-in); existing ones stay.
    const known = new Set(state.tags.map((tag) => tag.name));
    state.tags = [...state.tags, ...tags.filter((tag) => !known.has(tag.name))];
    return c.json({ tags: state.tags } satisfies MarketingTagsResponse);
  });

  app.get(GatewayPath.paymentStatistic, (c) => c.json(paymentStatistic(c.get('player'))));

  app.get(GatewayPath.clientOverview, (c) => {
    const state = c.get('player');
    // The regulatory timer counts this session's time: a player with a first login in the world
    // answers the start of the gateway session asking (a visitor of the demo logs in afresh).
    const { firstLoginTimestampZoned } = state.player.overview;
    const overview: ClientOverviewResponse = {
      ...state.player.overview,
      firstLoginTimestampZoned: firstLoginTimestampZoned === null ? null : new Date(c.get('session').startedAt).toISOString(),
      balances: state.balances,
      selfExclusionReasonCode: state.selfExclusionReasonCode,
    };
    return c.json(overview);
  });

  app.post(GatewayPath.panicBlock, (c) => {
    blockByPanic(c.get('player'));
    return c.json({ ok: true });
  });

  app.get(GatewayPath.favorites, (c) => {
    const requested = (c.req.query('requestedFavorites') ?? 'games').split(',').map((kind) => kind.trim());
    const favoriteGames = requested.includes('games') ? c.get('player').favourites.map((gameType) => ({ gameType })) : [];
    return c.json({ favoriteGames } satisfies FavouritesResponse);
  });
  app.post(GatewayPath.favorites, async (c) => {
    const body = await readJsonBody(c);
    const codes = favouriteCodesOf(body);
    const requestType = isRecord(body) ? body['requestType'] : undefined;
    if (!codes || (requestType !== 'add' && requestType !== 'remove')) {
      return badRequest(c, 'expected favoriteGames.favoriteGameType[].gameType and requestType add|remove');
    }
    const state = c.get('player');
    if (requestType === 'add') addFavourites(state, codes);
    else removeFavourites(state, codes);
    return c.json({ favoriteGames: state.favourites.map((gameType) => ({ gameType })) } satisfies FavouritesResponse);
  });

  app.post(GatewayPath.playerGames, async (c) => {
    const body = await readJsonBody(c);
    const minimum = isRecord(body) && typeof body['minimumGameRoundCount'] === 'number' ? body['minimumGameRoundCount'] : 0;
    const results = c.get('player').playerGames.filter((record) => record.gameRoundCount >= minimum);
    return c.json({ results } satisfies PlayerGamesResponse);
  });

  app.post(GatewayPath.gameResults, async (c) => {
    const body = await readJsonBody(c);
    const request = isRecord(body) ? body : {};
    const max = typeof request['max'] === 'number' && request['max'] > 0 ? request['max'] : 30;
    const page = typeof request['page'] === 'number' && request['page'] > 0 ? request['page'] : 1;
    const order = request['order'] === 'asc' ? 1 : -1;
    const excluded = Array.isArray(request['filterOutParameters']) ? request['filterOutParameters'].filter((p) => typeof p === 'string') : [];
    const fields = Array.isArray(request['fields']) ? request['fields'].filter((f): f is string => typeof f === 'string') : [];
    // The date window is not applied: the world's history is dated around its own "now", which is
    // not the wall clock of the browser asking.
    const sorted = c
      .get('player')
      .gameResults.filter((result) => !excluded.includes(result.code))
      .sort((a, b) => order * a.datetime.localeCompare(b.datetime));
    const results = sorted.slice((page - 1) * max, page * max).map((result) => pickFields(result, fields));
    return c.json({ results } as GameResultsResponse);
  });

  return app;
};
