// The operator's gateway (part 1 §7, part 2 §7): session, player data, bonuses, favourites, played
// games and tokens. Cookies carry the session; every request rule lives in the shared HTTP backend.
import { Context, DateTime, Effect, Layer, Schema } from 'effect';
import type { HttpClient } from 'effect/http';
import {
  ErrorKey,
  PLAYER_DATA_ERRORS,
  type Balance,
  type BalanceVisibility,
  type BonusDetails,
  type BonusTemplateOptIn,
  type FavouriteEntry,
  type GameResult,
  type GameResultsRequest,
  type GamingBonus,
  type LoginRequest,
  type LoginResult,
  type PaymentStatisticResponse,
  type PlayerBonus,
  type PlayerGameRecord,
  type PlayerGamesRequest,
  type PlayerInfo,
  type PlayerInfoField,
  type PlayerOverview,
  type PlayTokenResponse,
  type TagNameOptIn,
} from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { HttpCallError } from '../errors.ts';
import { makeHttpBackend } from '../http/http-backend.ts';
import { BonusDetailsSchema, LoginResultSchema, playerInfoSchemaOf, PlayerOverviewSchema, PlayTokenResponseSchema } from '../schemas/player.ts';
import {
  BalancesResponseSchema,
  BalanceVisibilityResponseSchema,
  FavouritesResponseSchema,
  GameResultsResponseSchema,
  GamingBonusesResponseSchema,
  MarketingTagsResponseSchema,
  NotificationTokenResponseSchema,
  OptedInBonusTemplatesResponseSchema,
  PaymentStatisticResponseSchema,
  PlayerBonusesResponseSchema,
  PlayerGamesResponseSchema,
  PlayerTagsResponseSchema,
} from '../schemas/wire.ts';
import { CURRENT_BONUSES, FAVOURITE_GAMES, VALIDATE_SESSION_REQUEST, gameResultsRequest, playerGamesRequest } from './gateway-defaults.ts';

type Call<A> = Effect.Effect<A, HttpCallError>;

export type PlayTokenPurpose = 'play' | 'chat';
export type FavouritesUpdate = 'add' | 'remove';

export interface GatewayShape {
  readonly login: (request: LoginRequest) => Call<LoginResult>;
  /** true when the cookie session is valid (200), false when the gateway answers 401. */
  readonly validateSession: () => Call<boolean>;
  /** No body; the platform-script side of logout takes LOGOUT_DEFAULTS. */
  readonly logout: () => Call<void>;
  readonly notificationToken: () => Call<string>;
  readonly balances: () => Call<readonly Balance[]>;
  readonly balanceVisibility: () => Call<BalanceVisibility>;
  /** Answers the stored visibility. */
  readonly setBalanceVisibility: (update: BalanceVisibility) => Call<BalanceVisibility>;
  /** Asks for exactly the requested fields and answers those (the gateway sends no others). */
  readonly playerInfo: <F extends PlayerInfoField>(request: { readonly requestedPlayerData: readonly F[] }) => Call<Pick<PlayerInfo, F>>;
  readonly keepAlive: (millisFromLastAction: number) => Call<void>;
  readonly playerTags: () => Call<readonly TagNameOptIn[]>;
  readonly marketingTags: () => Call<readonly TagNameOptIn[]>;
  readonly setMarketingTags: (tags: readonly TagNameOptIn[]) => Call<readonly TagNameOptIn[]>;
  readonly paymentStatistic: () => Call<PaymentStatisticResponse>;
  readonly bonusDetails: (bonusId: string) => Call<BonusDetails>;
  readonly gamingBonuses: () => Call<readonly GamingBonus[]>;
  readonly bonuses: (statusFilter?: readonly string[]) => Call<readonly PlayerBonus[]>;
  readonly optedInBonusTemplates: () => Call<readonly BonusTemplateOptIn[]>;
  readonly optInToBonusTemplate: (templateCode: string) => Call<void>;
  readonly optOutFromBonusTemplate: (templateCode: string) => Call<void>;
  readonly clientOverview: () => Call<PlayerOverview>;
  readonly favourites: (requested?: readonly string[]) => Call<readonly FavouriteEntry[]>;
  readonly updateFavourites: (requestType: FavouritesUpdate, gameCodes: readonly string[]) => Call<void>;
  /** Games played over the last month with at least 10 rounds (defaults of part 2 §7). */
  readonly playerGames: (overrides?: Partial<PlayerGamesRequest>) => Call<readonly PlayerGameRecord[]>;
  /** The last month's results, newest first, at most 30 (defaults of part 2 §7). */
  readonly gameResults: (overrides?: Partial<GameResultsRequest>) => Call<readonly GameResult[]>;
  /** errorCode is set (and sessionToken null) when the player is not logged in. */
  readonly playToken: (purpose: PlayTokenPurpose) => Call<PlayTokenResponse>;
  /** The panic button's block: the player excludes themself now. */
  readonly blockPlayer: () => Call<void>;
}

const make = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const http = yield* makeHttpBackend({
    baseUrl: (urls) => urls.gateway,
    credentials: true,
    acceptLanguage: true,
    contentQuery: false,
  });
  const path = config.gatewayPaths;

  const login = Effect.fn('Gateway.login')(function* (request: LoginRequest) {
    return yield* http.json({ errorKey: ErrorKey.authenticationStartupError, method: 'POST', path: path.login, body: request }, LoginResultSchema);
  });

  const validateSession = Effect.fn('Gateway.validateSession')(function* () {
    return yield* http
      .send({
        errorKey: ErrorKey.authenticationStartupError,
        method: 'POST',
        path: path.validateLoginSession,
        body: VALIDATE_SESSION_REQUEST,
      })
      .pipe(
        Effect.as(true),
        Effect.catchIf(
          (error) => error._tag === 'HttpStatusError' && error.status === 401,
          () => Effect.succeed(false),
        ),
      );
  });

  const logout = Effect.fn('Gateway.logout')(function* () {
    yield* http.send({ errorKey: ErrorKey.authenticationStartupError, method: 'POST', path: path.logout });
  });

  const notificationToken = Effect.fn('Gateway.notificationToken')(function* () {
    const answer = yield* http.json(
      { errorKey: PLAYER_DATA_ERRORS.notificationToken, method: 'GET', path: path.notificationToken },
      NotificationTokenResponseSchema,
    );
    return answer.notification_token;
  });

  const balances = Effect.fn('Gateway.balances')(function* () {
    const answer = yield* http.json({ errorKey: PLAYER_DATA_ERRORS.balances, method: 'GET', path: path.balances }, BalancesResponseSchema);
    return answer.balances;
  });

  const balanceVisibility = Effect.fn('Gateway.balanceVisibility')(function* () {
    return yield* http.json({ errorKey: PLAYER_DATA_ERRORS.balanceVisibility, method: 'GET', path: path.balanceVisibility }, BalanceVisibilityResponseSchema);
  });

  const setBalanceVisibility = Effect.fn('Gateway.setBalanceVisibility')(function* (update: BalanceVisibility) {
    return yield* http.json(
      {
        errorKey: ErrorKey.unableToUpdateBalanceVisibility,
        method: 'POST',
        path: path.balanceVisibility,
        body: { balanceHidden: update.balanceHidden },
      },
      BalanceVisibilityResponseSchema,
    );
  });

  const playerInfo = <F extends PlayerInfoField>(request: { readonly requestedPlayerData: readonly F[] }) =>
    Effect.gen(function* () {
      const answer = yield* http.json(
        {
          errorKey: PLAYER_DATA_ERRORS.info,
          method: 'GET',
          path: path.playerInfo,
          // The spec asks for a comma list here, not repeats.
          query: { requestedPlayerData: request.requestedPlayerData.join(',') },
        },
        Schema.Struct({ playerInfo: playerInfoSchemaOf(request.requestedPlayerData) }),
      );
      return answer.playerInfo;
    }).pipe(Effect.withSpan('Gateway.playerInfo'));

  const keepAlive = Effect.fn('Gateway.keepAlive')(function* (millisFromLastAction: number) {
    yield* http.send({
      errorKey: ErrorKey.authenticationStartupError,
      method: 'GET',
      path: path.keepAlive,
      query: { millisFromLastAction: Math.max(0, Math.round(millisFromLastAction)) },
    });
  });

  const playerTags = Effect.fn('Gateway.playerTags')(function* () {
    const answer = yield* http.json({ errorKey: PLAYER_DATA_ERRORS.tags, method: 'GET', path: path.playerTags }, PlayerTagsResponseSchema);
    return answer.tags;
  });

  const marketingTags = Effect.fn('Gateway.marketingTags')(function* () {
    const answer = yield* http.json({ errorKey: PLAYER_DATA_ERRORS.tags, method: 'GET', path: path.marketingTags }, MarketingTagsResponseSchema);
    return answer.tags;
  });

  const setMarketingTags = Effect.fn('Gateway.setMarketingTags')(function* (tags: readonly TagNameOptIn[]) {
    const answer = yield* http.json(
      {
        // The spec uses the opt-in key for a failed tag opt-in too.
        errorKey: ErrorKey.unableToOptinToBonusTemplate,
        method: 'POST',
        path: path.marketingTags,
        body: { tags },
      },
      MarketingTagsResponseSchema,
    );
    return answer.tags;
  });

  const paymentStatistic = Effect.fn('Gateway.paymentStatistic')(function* () {
    return yield* http.json({ errorKey: PLAYER_DATA_ERRORS.overview, method: 'GET', path: path.paymentStatistic }, PaymentStatisticResponseSchema);
  });

  const bonusDetails = Effect.fn('Gateway.bonusDetails')(function* (bonusId: string) {
    return yield* http.json(
      {
        errorKey: ErrorKey.authBonusDetails,
        method: 'GET',
        path: path.bonusDetails,
        query: { bonusId, returnBonusTemplateDetails: true, returnGamingContexts: true },
      },
      BonusDetailsSchema,
    );
  });

  const gamingBonuses = Effect.fn('Gateway.gamingBonuses')(function* () {
    const answer = yield* http.json(
      {
        errorKey: PLAYER_DATA_ERRORS.gamingBonuses,
        method: 'POST',
        path: path.gamingBonuses,
        body: { returnBonusTemplateDetails: true, statusFilter: CURRENT_BONUSES[0] },
      },
      GamingBonusesResponseSchema,
    );
    return answer.bonuses;
  });

  const bonuses = Effect.fn('Gateway.bonuses')(function* (statusFilter: readonly string[] = CURRENT_BONUSES) {
    const answer = yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchPlayerBonuses,
        method: 'GET',
        path: path.bonuses,
        query: { statusFilter },
      },
      PlayerBonusesResponseSchema,
    );
    return answer.bonuses;
  });

  const optedInBonusTemplates = Effect.fn('Gateway.optedInBonusTemplates')(function* () {
    const answer = yield* http.json(
      { errorKey: PLAYER_DATA_ERRORS.bonusTemplates, method: 'GET', path: path.optedInBonusTemplates },
      OptedInBonusTemplatesResponseSchema,
    );
    return answer.bonusTemplateOptIns;
  });

  const optInToBonusTemplate = Effect.fn('Gateway.optInToBonusTemplate')(function* (templateCode: string) {
    yield* http.send({
      errorKey: ErrorKey.unableToOptinToBonusTemplate,
      method: 'POST',
      path: path.optInToBonusTemplate,
      body: { templateCode },
    });
  });

  const optOutFromBonusTemplate = Effect.fn('Gateway.optOutFromBonusTemplate')(function* (templateCode: string) {
    yield* http.send({
      errorKey: ErrorKey.unableToOptoutFromBonusTemplate,
      method: 'POST',
      path: path.optOutFromBonusTemplate,
      body: { templateCode },
    });
  });

  const clientOverview = Effect.fn('Gateway.clientOverview')(function* () {
    return yield* http.json({ errorKey: PLAYER_DATA_ERRORS.overview, method: 'GET', path: path.clientOverview }, PlayerOverviewSchema);
  });

  const favourites = Effect.fn('Gateway.favourites')(function* (requested: readonly string[] = FAVOURITE_GAMES) {
    const answer = yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchFavorites,
        method: 'GET',
        path: path.favorites,
        query: { requestedFavorites: requested.join(',') },
      },
      FavouritesResponseSchema,
    );
    return answer.favoriteGames;
  });

  const updateFavourites = Effect.fn('Gateway.updateFavourites')(function* (requestType: FavouritesUpdate, gameCodes: readonly string[]) {
    yield* http.send({
      errorKey: requestType === 'add' ? ErrorKey.unableToFavoriteGame : ErrorKey.unableToRemoveGameFromFavorites,
      method: 'POST',
      path: path.favorites,
      body: { favoriteGames: { favoriteGameType: gameCodes.map((gameType) => ({ gameType })) }, requestType },
    });
  });

  const playerGames = Effect.fn('Gateway.playerGames')(function* (overrides: Partial<PlayerGamesRequest> = {}) {
    const now = yield* DateTime.now;
    const answer = yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchPlayerGames,
        method: 'POST',
        path: path.playerGames,
        body: playerGamesRequest(now, config.locale(), overrides),
      },
      PlayerGamesResponseSchema,
    );
    return answer.results;
  });

  const gameResults = Effect.fn('Gateway.gameResults')(function* (overrides: Partial<GameResultsRequest> = {}) {
    const now = yield* DateTime.now;
    const answer = yield* http.json(
      {
        errorKey: ErrorKey.failedToFetchRecentGameResults,
        method: 'POST',
        path: path.gameResults,
        body: gameResultsRequest(now, overrides),
      },
      GameResultsResponseSchema,
    );
    return answer.results;
  });

  const playToken = Effect.fn('Gateway.playToken')(function* (purpose: PlayTokenPurpose) {
    return yield* http.json(
      {
        errorKey: purpose === 'chat' ? ErrorKey.yellowAiInvalidSession : ErrorKey.invalidGameSession,
        method: 'GET',
        path: path.playToken,
        query: { purpose },
      },
      PlayTokenResponseSchema,
    );
  });

  const blockPlayer = Effect.fn('Gateway.blockPlayer')(function* () {
    yield* http.send({ errorKey: ErrorKey.authenticationStartupError, method: 'POST', path: path.panicBlock });
  });

  return {
    login,
    validateSession,
    logout,
    notificationToken,
    balances,
    balanceVisibility,
    setBalanceVisibility,
    playerInfo,
    keepAlive,
    playerTags,
    marketingTags,
    setMarketingTags,
    paymentStatistic,
    bonusDetails,
    gamingBonuses,
    bonuses,
    optedInBonusTemplates,
    optInToBonusTemplate,
    optOutFromBonusTemplate,
    clientOverview,
    favourites,
    updateFavourites,
    playerGames,
    gameResults,
    playToken,
    blockPlayer,
  } satisfies GatewayShape;
});

export class Gateway extends Context.Service<Gateway, GatewayShape>()('@casino/api-clients/Gateway') {
  /** Builds the client from ApiConfig and an HttpClient. */
  static readonly make: Effect.Effect<GatewayShape, never, ApiConfig | HttpClient.HttpClient> = make;
  static readonly layer: Layer.Layer<Gateway, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(Gateway, make);
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<GatewayShape>): Layer.Layer<Gateway> => Layer.mock(Gateway, methods);
}
