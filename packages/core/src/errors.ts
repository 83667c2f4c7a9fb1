// The spec's error and label keys (part 1 §8, part 2 §8). Every layer uses these constants so that
// the UI can translate them; the wording lives in the locale catalogues.
import type { PlayerDataPart } from './player/player-data-parts.ts';

export const ErrorKey = {
  // thrown, status 500
  failedToFetchMenu: 'errors.failed-to-fetch-menu',
  failedToFetchSubmenu: 'errors.failed-to-fetch-submenu',
  failedToFetchProviders: 'errors.failed-to-fetch-providers',
  failedToFetchPromotions: 'errors.failed-to-fetch-promotions',
  failedToFetchCollections: 'errors.failed-to-fetch-collections',
  failedToFetchCollectionGroups: 'errors.failed-to-fetch-collection-groups',
  failedToFetchGames: 'errors.failed-to-fetch-games',
  failedToFetchCategories: 'errors.failed-to-fetch-categories',
  failedToFetchLayouts: 'errors.failed-to-fetch-layouts',
  failedToFetchMeta: 'errors.failed-to-fetch-meta',
  failedToFetchSbCmsConfig: 'errors.failed-to-fetch-sb-cms-config',
  failedToFetchCarousel: 'errors.failed-to-fetch-carousel',
  failedToFetchVideos: 'errors.failed-to-fetch-videos',
  // toasts
  failedToFetchJackpots: 'errors.failed-to-fetch-jackpots',
  unableToConfirmBonus: 'errors.unable-to-confirm-bonus',
  failedToFetchPlayerBonuses: 'errors.failed-to-fetch-player-bonuses',
  unableToOptinToBonusTemplate: 'errors.unable-to-optin-to-bonus-template',
  unableToOptoutFromBonusTemplate: 'errors.unable-to-optout-from-bonus-template',
  failedToFetchFavorites: 'errors.failed-to-fetch-favorites',
  unableToFavoriteGame: 'errors.unable-to-favorite-game',
  unableToRemoveGameFromFavorites: 'errors.unable-to-remove-game-from-favorites',
  failedToFetchPlayerGames: 'errors.failed-to-fetch-player-games',
  failedToFetchRecentGameResults: 'errors.failed-to-fetch-recent-game-results',
  failedToFetchSpecialCategories: 'errors.failed-to-fetch-special-categories',
  failedToConnectToLiveFeed: 'errors.failed-to-connect-to-live-feed',
  failedToDisconnectFromLiveFeed: 'errors.failed-to-disconnect-from-live-feed',
  unableToUpdateBalanceVisibility: 'errors.unable-to-update-balance-visibility',
  unableToDetails: 'errors.unable-to-details',
  yellowAiInvalidSession: 'errors.yellow-ai-invalid-session',
  yellowAiFailedFetchMessages: 'errors.yellow-ai-failed-fetch-messages',
  /** The chat provider's script did not load or refused a command (the spec shows no key for a chat that cannot start). */
  yellowAiFailedToLoad: 'errors.yellow-ai-failed-to-load',
  failedToFetchLiveWinners: 'errors.failed-to-fetch-live-winners',
  failedToFetchWebMessages: 'errors.failed-to-fetch-web-messages',
  failedToFetchPersonalizedGames: 'errors.failed-to-fetch-personalized-games',
  authenticationStartupError: 'errors.authentication-startup-error',
  authBonusDetails: 'errors.auth.bonus_details',
  authMessages: 'errors.auth.messages',
  /** errors.auth.{reason} of the platform's rejections (part 1 §4): a wrong name or password, too many tries. */
  authInvalidCredentials: 'errors.auth.invalid_credentials',
  authTooManyAttempts: 'errors.auth.too_many_attempts',
  /** The second factor's code was wrong (the challenge stands: another code may be typed). */
  authInvalidCode: 'errors.auth.invalid_code',
  /** The second factor's challenge has ended (too late or too many wrong codes): log in again. */
  authCodeExpired: 'errors.auth.code_expired',
  /** The login dialog's manifest or files did not load (the spec shows no key for a mini-frontend that fails). */
  failedToLoadLoginDialog: 'errors.failed-to-load-login-dialog',
  /** The notification hub's manifest or files did not load (as the login dialog's, no key in the spec). */
  failedToLoadNotificationHub: 'errors.failed-to-load-notification-hub',
  /** The my-account panel's manifest or files did not load (as the login dialog's, no key in the spec). */
  failedToLoadMyAccount: 'errors.failed-to-load-my-account',
  browserDoesNotSupportVideo: 'errors.your-browser-does-not-support-the-video-tag',
  // game launch
  realUrlIsMissing: 'errors.real-url-is-missing',
  demoUrlIsMissing: 'errors.demo-url-is-missing',
  invalidGameSession: 'errors.invalid-game-session',
  unauthorizedAccess: 'errors.unauthorized-access',
  checkCmsPasswordCode: 'errors.check-cms-password-code',
  // error page
  pageNotFound: 'errors.page.page-not-found',
  updateMessage: 'errors.page.update-message',
  goToHomepage: 'errors.page.go-to-homepage',
  orContactOur: 'errors.page.or-contact-our',
  customerSupport: 'errors.page.customer-support',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

/** errors.auth.{reason} for a rejected login result. */
export const authErrorKey = (reason: string): `errors.auth.${string}` => `errors.auth.${reason}`;

/** Short error names of the player-data loaders (part 1 §8). */
export const PlayerDataLoaderError = [
  'balance',
  'balance_visibility',
  'info',
  'overview',
  'messages',
  'gaming_bonuses',
  'bonuses',
  'bonus_templates',
  'bonus_details',
  'notification',
] as const;
export type PlayerDataLoaderError = (typeof PlayerDataLoaderError)[number];

/** The short error each player-data part reports when its loader fails (part 1 §8). */
export const PLAYER_DATA_ERRORS = {
  balances: 'balance',
  balanceVisibility: 'balance_visibility',
  info: 'info',
  overview: 'overview',
  messages: 'messages',
  gamingBonuses: 'gaming_bonuses',
  bonuses: 'bonuses',
  bonusTemplates: 'bonus_templates',
  // The spec's list has no entry of its own for the tag opt-ins: they are the promotion side of
  // the bonus templates (a failed tag opt-in also shows the template opt-in key).
  tags: 'bonus_templates',
  notificationToken: 'notification',
} as const satisfies Readonly<Record<PlayerDataPart, PlayerDataLoaderError>>;

/** Texts of the HTTP layer, exactly as the spec words them. */
export const HttpErrorText = {
  timeout: 'Request timed out',
  unreadableBody: 'Failed to read response body',
  noScript: 'No script found',
  noResponse: 'No response',
  notOk: (status: number, bodyOrStatusText: string) => `HTTP ${status}: ${bodyOrStatusText}`,
  pageNotFound: (path: string) => `Page Not Found: ${path}`,
} as const;

export const LabelKey = {
  needHelp: 'general.need-help-we-are-here',
  close: 'general.close',
  loading: 'general.loading',
  tryAgain: 'general.try-again',
  refreshPage: 'general.refresh-page',
  noResults: 'search.no-results',
  noResultsMessage: 'search.no-results-message',
} as const;

/** The status message of the error page after a chunk-load error. */
export const CHUNK_ERROR = 'CHUNK-ERROR';
