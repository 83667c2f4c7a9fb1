// The operator's wire contract as the portal and the demo platform both see it: base paths, endpoint
// paths and response envelopes. Paths the spec gives are used as given; where the spec says "path not
// shown" the choice is made here, once, so that clients and the demo platform cannot drift apart.
import type {
  Balance,
  BalanceVisibility,
  BonusDetails,
  BonusTemplateOptIn,
  FavouriteEntry,
  GameResult,
  GamingBonus,
  LoginResult,
  PlayerBonus,
  PlayerGameRecord,
  PlayerInfo,
  PlayerMessage,
  PlayerOverview,
  PlayTokenResponse,
  TagNameOptIn,
} from './types/player.ts';
import type { Category, Game } from './types/catalogue.ts';
import type { PersonalisedGames } from './types/session.ts';

/** Base paths of each backend on the demo platform (production configures real hosts). */
export const BasePath = {
  gateway: '/gateway',
  contentApi: '/content',
  localApi: '/api',
  cms: '/cms-client',
  frontendApi: '/fe-api',
  messaging: '/messaging',
  builds: '/builds',
  platformScript: '/platform/platform.js',
  /** The platform script's own backend. */
  platform: '/platform',
  liveHub: '/hubs/live',
  notifications: '/notifications',
  demoGames: '/demo-games',
  /** The game-mode host's root on the demo's one origin: touch devices open the account pages there. */
  gameModeHost: '/herni-rezim',
} as const;

/** Gateway paths, relative to BasePath.gateway. */
export const GatewayPath = {
  login: '/login',
  validateLoginSession: '/v1/_validate-login-session',
  logout: '/logout',
  notificationToken: '/_notification-token',
  balances: '/pams/api/v2/balances',
  balanceVisibility: '/user-preference/balance/v1',
  playerInfo: '/pams/api/v2/playerInfo',
  keepAlive: '/keep-alive',
  playerTags: '/pams/api/v2/playerTags',
  marketingTags: '/pams/api/v2/marketingTags',
  paymentStatistic: '/pams/api/v2/paymentStatistic',
  bonusDetails: '/pams/api/v2/player/bonusDetails',
  gamingBonuses: '/pams/api/v2/player/gamingBonuses',
  bonuses: '/pams/api/v2/player/bonuses',
  optedInBonusTemplates: '/pams/api/v2/client/getOptedInBonusTemplates',
  optInToBonusTemplate: '/pams/api/v2/client/optInToBonusTemplate',
  optOutFromBonusTemplate: '/pams/api/v2/client/optOutFromBonusTemplate',
  clientOverview: '/pams/api/v2/clientOverview',
  favorites: '/pams/api/v2/player/favorites',
  playerGames: '/pams/api/v2/getPlayerGames',
  gameResults: '/pams/api/v2/gameResults',
  /** Token for real play and chat (path not shown in the spec). */
  playToken: '/pams/api/v2/player/sessionToken',
  /** The panic button's block: a self-exclusion the player asked for (path not shown in the spec). */
  panicBlock: '/pams/api/v2/player/panicBlock',
} as const;

/** Content API paths, relative to BasePath.contentApi; every call takes ?locale=&status=. */
export const ContentApiPath = {
  providers: '/providers',
  promotions: '/promotions',
  collections: '/collections',
  collectionGroups: '/collections/groups',
  games: '/games/no-files',
  jackpots: '/Jackpots',
  promotion: (slugOrId: string) => `/Promotions/${encodeURIComponent(slugOrId)}`,
  personalisedCategories: '/Personalized/general/categories',
  asset: (id: string, seoFileName?: string) => `/assets/${encodeURIComponent(id)}${seoFileName ? `/${encodeURIComponent(seoFileName)}` : ''}`,
} as const;

/** Local API paths, relative to BasePath.localApi; every call takes ?locale=&status=. */
export const LocalApiPath = {
  categories: '/categories',
  layouts: '/layouts',
  menus: '/layouts/menus',
  submenu: '/layouts/submenu',
  carousels: '/carousels',
  videoWidgets: '/videowidgets',
  seo: (id: string) => `/seo/${encodeURIComponent(id)}`,
  previewAuth: '/preview/auth',
  personalisedGames: '/bloomreach/personalized-games',
  globalSettings: '/globalsettings',
  /** Content pages (news) by slug (path not shown in the spec). */
  contentPage: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  /** Game details by game code (path not shown in the spec). */
  gameDetails: (gameCode: string) => `/games/${encodeURIComponent(gameCode)}/details`,
  /** Provider launch data (path not shown in the spec). */
  providerLaunch: '/providers/launch',
  /** Route-rules lookup by path. */
  routeRules: '/route-rules',
} as const;

export const CmsPath = { webGlobal: '/configuration/web_global' } as const;
export const FrontendApiPath = { liveWinners: '/get-winners-live.php' } as const;
export const MessagingPath = { webMessages: '/webmessages' } as const;
export const BuildsPath = { latest: '/latest.json' } as const;

/** Logout options of part 2 §7 (part 1 §7 gives invalidateRememberMe 0 in another place). */
export const LOGOUT_DEFAULTS = {
  allSessions: 0,
  realMode: 1,
  behavior: 'root',
  invalidateRememberMe: 1,
  gateway: true,
} as const;

// ---- request bodies -------------------------------------------------------------------------

export interface LoginRequest {
  readonly username: string;
  readonly ims_temporary_token: string;
  readonly device_type: string;
  readonly os_name: string;
  readonly client_platform: string;
}

export interface ValidateLoginSessionRequest {
  /** A list with one empty object. */
  readonly validateSessionTokens: readonly [Record<string, never>];
}

export interface FavouritesUpdateRequest {
  readonly favoriteGames: { readonly favoriteGameType: readonly FavouriteEntry[] };
  readonly requestType: 'add' | 'remove';
}

export interface PlayerGamesRequest {
  readonly startDate: string;
  readonly endDate: string;
  readonly minimumGameRoundCount: number;
  readonly languageCode: string;
}

export interface GameResultsRequest {
  readonly startDatetime: string;
  readonly endDatetime: string;
  readonly nearestGames: boolean;
  readonly page: number;
  readonly max: number;
  readonly order: 'asc' | 'desc';
  readonly filterOutParameters: readonly string[];
  readonly fields: readonly string[];
}

export interface PersonalisedGamesRequest {
  readonly customer_ids: { readonly userId: string };
  readonly params: Readonly<Record<string, string | number>>;
}

// ---- response envelopes ---------------------------------------------------------------------

export type LoginResponse = LoginResult;
export interface NotificationTokenResponse {
  readonly notification_token: string;
}
export interface BalancesResponse {
  readonly balances: readonly Balance[];
}
export type BalanceVisibilityResponse = BalanceVisibility;
export interface PlayerInfoResponse {
  readonly playerInfo: PlayerInfo;
}
export interface PlayerTagsResponse {
  readonly tags: readonly TagNameOptIn[];
}
export interface MarketingTagsResponse {
  readonly tags: readonly TagNameOptIn[];
}
export interface PaymentStatisticResponse {
  readonly depositCount: number;
  readonly withdrawalCount: number;
  readonly lastDepositAt: string | null;
}
export type BonusDetailsResponse = BonusDetails;
export interface GamingBonusesResponse {
  readonly bonuses: readonly GamingBonus[];
}
export interface PlayerBonusesResponse {
  readonly bonuses: readonly PlayerBonus[];
}
export interface OptedInBonusTemplatesResponse {
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
}
export type ClientOverviewResponse = PlayerOverview;
export interface FavouritesResponse {
  readonly favoriteGames: readonly FavouriteEntry[];
}
export interface PlayerGamesResponse {
  readonly results: readonly PlayerGameRecord[];
}
export interface GameResultsResponse {
  readonly results: readonly GameResult[];
}
export type PlayTokenWireResponse = PlayTokenResponse;
export type PersonalisedGamesResponse = PersonalisedGames;
export interface PreviewAuthResponse {
  readonly authorized: boolean;
}
export interface PersonalisedCategory {
  readonly type: Category['type'];
  readonly games: readonly string[];
}
export type GamesResponse = readonly Game[];
/** A player's waiting messages as the platform script returns them. */
export type WaitingMessagesResponse = readonly PlayerMessage[];
/** The live-winners endpoint answers a JSON string whose content is this list. */
export interface LiveWinnerWire {
  readonly gameCode: string;
  readonly nickname: string;
  readonly amount: number;
  readonly currencyCode: string;
  readonly wonAt: string;
}
export interface RouteRuleResponse {
  readonly redirect: string | null;
}

/** Waiting-message types of the platform script. */
export const WAITING_MESSAGE_TYPES = [
  'login',
  'bonus',
  'bonus:2',
  'bonus:4',
  'alert',
  'logout',
  'before_logout',
  'rg:dep-cool-off',
  'rg:limits-cool-off',
] as const;
export type WaitingMessageType = (typeof WAITING_MESSAGE_TYPES)[number];

// ---- the gaming platform's browser script ----------------------------------------------------

/** The global under which the platform script (BasePath.platformScript) installs its API. */
export const PLATFORM_SCRIPT_GLOBAL = 'casinoPlatform';

export interface PlatformLoginRequest {
  readonly username: string;
  /** Empty for the silent login of a remembered username. */
  readonly password: string;
  readonly rememberMe: boolean;
  readonly realMode: 1;
}

export interface PlatformLoginResponse {
  readonly ok: boolean;
  readonly username: string | null;
  /** Set on rejection: errors.auth.{reason}. */
  readonly reason: string | null;
  /** Set when a second factor must be validated. */
  readonly twoFactorValidation: Readonly<Record<string, unknown>> | null;
}

/** The second factor's code for the challenge a login answered (its twoFactorValidation, as given). */
export interface PlatformSecondFactorRequest {
  readonly validation: Readonly<Record<string, unknown>>;
  readonly code: string;
}

export interface PlatformAck {
  readonly ok: boolean;
}

/**
 * What the platform script offers. Every method answers a promise of untyped JSON (the client
 * decodes it); an empty answer (null/undefined) is the spec's 'No response'.
 */
export interface PlatformScriptApi {
  hasLoginCookie(): Promise<unknown>; // { hasCookie: boolean }
  getTemporaryToken(): Promise<unknown>; // { token: string }
  login(request: PlatformLoginRequest): Promise<unknown>; // PlatformLoginResponse
  /** Completes a login that asked for a second factor: accepted like a login, or rejected (invalid_code, code_expired). */
  validateLogin(request: PlatformSecondFactorRequest): Promise<unknown>; // PlatformLoginResponse
  logout(options: { allSessions: number; realMode: number; behavior: string; invalidateRememberMe: number }): Promise<unknown>; // PlatformAck
  keepAlive(options: { realMode: 1 }): Promise<unknown>; // PlatformAck
  getLoggedInPlayer(): Promise<unknown>; // { username: string | null }
  validateTermsVersion(): Promise<unknown>; // { accepted: boolean }
  getWaitingMessages(type: WaitingMessageType): Promise<unknown>; // WaitingMessagesResponse
  confirmBonus(request: { bonusId: string; action: 'accept' | 'decline' }): Promise<unknown>; // PlatformAck
  acceptPendingLimits(): Promise<unknown>; // PlatformAck
}

// ---- the chat provider's browser script ------------------------------------------------------

/** Where the chat provider's script is served (the demo platform hosts one) and the global it installs. */
export const CHAT_WIDGET_SCRIPT_PATH = '/chat/widget.js';
export const CHAT_WIDGET_GLOBAL = 'casinoChat';
/** The window's stylesheet, which the script links from its own origin when it first opens. */
export const CHAT_WIDGET_STYLESHEET_PATH = '/chat/widget.css';
/** The provider's unread-count query, relative to its script's origin (Bearer: the chat token). */
export const CHAT_UNREAD_PATH = '/chat/unread';

/** What the portal tells the bot when it (re)initialises it (part 2 §4, §9: client type, platform, system id). */
export interface ChatInitRequest {
  readonly reason: 'authentication' | 'icon-click' | 'page-refresh' | 'logout';
  readonly session: 'anonymous' | 'authenticated';
  readonly token: string | null;
  readonly clientType: string;
  readonly platform: string;
  readonly systemId: number;
}

/** The bot's own events, as the widget reports them to its listener. */
export type ChatWidgetEvent = 'connected' | 'opened' | 'closed' | 'message';

/** What the chat provider's script offers; answers are untyped JSON the client decodes. */
export interface ChatWidgetApi {
  init(request: ChatInitRequest): Promise<unknown>; // { ok: boolean }
  open(): Promise<unknown>; // { ok: boolean }
  unreadCount(token: string): Promise<unknown>; // { count: number }
  /** Registers the one listener of the bot's events; answers a function that removes it. */
  listen(listener: (event: ChatWidgetEvent) => void): () => void;
}
