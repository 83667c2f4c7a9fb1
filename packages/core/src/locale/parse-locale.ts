// Turns a raw locale value (query, cookie, header, config) into a supported locale, or null.
import { SUPPORTED_LOCALES, type Locale } from './locales.ts';

/** 'en', 'EN', 'en-GB', 'cs_CZ' → the supported language; anything else → null. */
export const parseLocale = (value: string | null | undefined): Locale | null => {
  if (value == null) return null;
  const language = value.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
};

/** BCP 47 tag, Open Graph locale and text direction of each locale, for the page head. */
export const LOCALE_TAGS = {
  cs: { lang: 'cs-CZ', ogLocale: 'cs_CZ', dir: 'ltr' },
  en: { lang: 'en', ogLocale: 'en_GB', dir: 'ltr' },
} as const satisfies Record<Locale, { lang: string; ogLocale: string; dir: 'ltr' | 'rtl' }>;
