// The site's languages (D1): Czech by default, English for the library's own texts.

export const SUPPORTED_LOCALES = ['cs', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const LIBRARY_DEFAULT_LOCALE: Locale = 'en';
export const SITE_DEFAULT_LOCALE: Locale = 'cs';
