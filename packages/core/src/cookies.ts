// The portal's cookies: names and lifetimes in days (part 1 §9).

export const COOKIE_DEVICE_ID = 'browser_uuid';
export const COOKIE_DEVICE_ID_DAYS = 400;
export const COOKIE_REMEMBERED_DAYS = 14;
/** The portal's own record of a remembered player (the platform keeps the secret, HttpOnly). */
export const COOKIE_REMEMBERED_USERNAME = 'remembered_username';
/** The colour-mode preference (dark, light or system). */
export const COOKIE_THEME = 'theme';
export const COOKIE_THEME_DAYS = 365;
export const COOKIE_LOCALE = 'locale';
export const COOKIE_LOCALE_DAYS = 365;
export const COOKIE_NATIVE_BANNER = 'native-banner';
export const COOKIE_NATIVE_BANNER_DAYS = 30;
