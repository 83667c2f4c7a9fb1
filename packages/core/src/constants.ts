// Business constants and limits (part 1 §9, part 2 §9). One place, so every layer agrees; the
// cookie names, the locales and the update page's times, which every page reads as it starts, are
// in modules of their own (cookies.ts, locale/locales.ts, chrome/new-build.ts): a bundle puts a
// module whole where it is first needed, and this one whole was half a kilobyte of each page's
// first scripts.
export type { Locale } from './locale/locales.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const GATEWAY_TIMEOUT_MS = 15 * SECOND;
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const READ_RETRIES = 1;
export const WRITE_RETRIES = 0;

export const KEEP_ALIVE_INTERVAL_MS = 5 * MINUTE;
export const ACTIVITY_DEBOUNCE_MS = 250;
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

export const JACKPOT_CACHE_MS = 30 * SECOND;
export const JACKPOT_PERIOD_MS = 2 * HOUR;
export const JACKPOT_START_RATIO = 0.99;
export const JACKPOT_UPDATE_INTERVAL_MS = 10 * SECOND;
export const JACKPOT_MIN_INCREMENT = 0.01;

export const HUB_SERVER_TIMEOUT_MS = 30 * SECOND;
export const HUB_KEEP_ALIVE_MS = 15 * SECOND;
export const HUB_RECONNECT_DELAYS_MS: readonly number[] = [0, 2 * SECOND, 10 * SECOND, 30 * SECOND];
export const HUB_RECONNECT_BUFFER_BYTES = 100_000;
export const HUB_NEGOTIATE_REDIRECT_LIMIT = 100;
export const HUB_HTTP_TIMEOUT_MS = 100 * SECOND;
export const HUB_ACK_TIMER_MS = SECOND;

export const SNACKBAR_TIMEOUT_MS = 5000;
export const SNACKBAR_MAX_SHOWN = 4;

export const MAX_DYNAMIC_GAMES = 30;
export const TOP10_GAMES = 10;
export const MAX_GAMES = 20;
export const JACKPOT_GAMES = 12;
export const BONUS_GAMES = 5;
export const BONUS_GAMES_MOBILE = 15;

export const HEAVY_PLAY_ROUNDS = 50;
export const MIN_PLAYED_ROUNDS = 10;
export const RECENT_WINS_MAX = 30;

export const SEARCH_TRACKING_DEBOUNCE_MS = 450;
export const SEARCH_PAGE_SIZE = 40;
export const SEARCH_RECOMMENDED_VISIBLE = 5;
export const SEARCH_MIN_CHARS = 3;

export const PANIC_HOLD_MS = 3000;
export const TIMER_REFRESH_MS = 50;
export const NOTIFICATION_RETRIES = 2;
export const NOTIFICATION_RETRY_INTERVAL_MS = 1000;
export const NOTIFICATION_TOPIC = '/user/topic/notifications';

export const CHAT_CLIENT_TYPE = 'casino';
export const CHAT_PLATFORM = 'download';
export const CHAT_SYSTEM_ID = 765;

export const ModalPriority = { lowest: 2000, low: 2200, medium: 2400, high: 5000, highest: 6000 } as const;
export type ModalPriority = keyof typeof ModalPriority;
/** The old my-account modal sits with the high modals: above drawers and panels, below alerts. */
export const MY_ACCOUNT_MODAL_PRIORITY: ModalPriority = 'high';
export const OLD_MY_ACCOUNT_WIDTH_PX = 1000;

export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_HIDE_DELAY_MS = 0;
export const MENU_TOOLTIP_SHOW_DELAY_MS = 0;
export const MENU_TOOLTIP_HIDE_DELAY_MS = 400;
export const POPOVER_DISTANCE = 5;
export const PAYLOAD_PREFETCH_DELAY_MS = 1000;
export const ROUTE_READY_WAIT_MS = 100;

export const LIVE_WINNERS_REFRESH_MS = 30 * SECOND;
export const WEB_MESSAGE_DISMISS_MS = 12 * HOUR;
/** Local-storage key of the dismissed web messages (id → dismissed at, epoch ms). */
export const WEB_MESSAGE_DISMISSALS_KEY = 'webMessageDismissals';
export const MAX_TAGS_PER_GROUP = 3;
export const NEXT_PLAYER_MESSAGE_DELAY_MS = SECOND;
export const VIDEO_LOADED_DELAY_MS = 1400;
export const GAME_DETAILS_MAX_WIDTH_PX = 500;
export const SEARCH_PANEL_WIDTH_PX = 552;
export const RTP_DECIMALS = 2;
export const SCROLL_TO_TOP_THRESHOLD_PX = 500;

export const LIVE_FLAG_LANGUAGES = ['ar', 'en', 'nl', 'ro', 'el', 'tr', 'pt-br'] as const;

export const GAME_PASSWORD_PROMPT = 'Please enter game password:';
export const SPORTSBOOK_BONUS_TEMPLATE_ID = 'SPORTSBOOK_BONUS';
export const LOGIN_VALIDATION_EVENT = 'FTN_LoginValidationRequired';
/** Window events between the portal and the login dialog (a separately hosted mini-frontend). */
export const LOGIN_DIALOG_OPEN_EVENT = 'casino:login-dialog-open';
export const LOGIN_DIALOG_CLOSED_EVENT = 'casino:login-dialog-closed';
/** Session-storage key of the analytics journey's origin (where the player launched a game from). */
export const JOURNEY_STORAGE_KEY = 'casinoJourney';
export const BALANCE_UPDATED_EVENT = 'casino:balance-updated';

export const TimeMs = { SECOND, MINUTE, HOUR, DAY } as const;
