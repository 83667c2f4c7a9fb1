// The portal's cookies: names and lifetimes in days (part 1 §9).

export const COOKIE_DEVICE_ID = 'browser_uuid';
export const COOKIE_DEVICE_ID_DAYS = 400;
export const COOKIE_REMEMBERED_DAYS = 14;
/** The portal's own record of a remembered player (the platform keeps the secret, HttpOnly). */
export const COOKIE_REMEMBERED_USERNAME = 'remembered_username';
/**
 * The portal's own note that this browser's last page had a logged-in player (no secret: the session
 * is the platform's HttpOnly cookie). A page asked with it starts the runtime at once, so that the
 * header turns a player's without waiting for an interaction. Lives as long as the browser session.
 */
export const COOKIE_PLAYER_SESSION_HINT = 'player_session_hint';
/**
 * The portal's own note of which player-only rows of its lobbies had games on this browser's last
 * visit (category ids, no games, no secret): a page asked with a session hint holds their places, so
 * the rows come in without moving the page. Goes with the session hint.
 */
export const COOKIE_PLAYER_ROWS_HINT = 'player_rows_hint';
/**
 * A native launch's username and token (part 1 §2, §4), handed from the portal's server to the page's
 * runtime: the server takes them out of the address with a redirect before anything renders, and the
 * runtime reads this cookie once, removes it and logs in. A minute is ample for one redirect.
 */
export const COOKIE_NATIVE_LOGIN = 'native_login';
export const COOKIE_NATIVE_LOGIN_SECONDS = 60;
/** The colour-mode preference (dark, light or system). */
export const COOKIE_THEME = 'theme';
export const COOKIE_THEME_DAYS = 365;
export const COOKIE_LOCALE = 'locale';
export const COOKIE_LOCALE_DAYS = 365;
export const COOKIE_NATIVE_BANNER = 'native-banner';
export const COOKIE_NATIVE_BANNER_DAYS = 30;
/**
 * The visitor's cookie-consent choice: the granted groups, comma-separated ('' for none granted).
 * The spec names no lifetime; 180 days, the half year after which regulators expect the question to
 * be asked again.
 */
export const COOKIE_CONSENT = 'cookie_consent';
export const COOKIE_CONSENT_DAYS = 180;
