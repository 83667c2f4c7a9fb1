// Moving a path between locales (D1: cs unprefixed, en under /en; the Czech paths are the same in
// both). Query and hash stay as they are.
import { COOKIE_LOCALE, COOKIE_LOCALE_DAYS } from '../cookies.ts';
import { SUPPORTED_LOCALES, type Locale } from './locales.ts';
import { addLocalePrefix, stripLocalePrefix } from '../routes/locale-prefix.ts';

/** The same page in another locale: '/en/vyrobci' → '/vyrobci' for cs, '/vyrobci' → '/en/vyrobci' for en. */
export const localisedPath = (pathname: string, locale: Locale): string => {
  const unprefixed = stripLocalePrefix(pathname).pathname;
  return addLocalePrefix(unprefixed === '' ? '/' : unprefixed, locale);
};

/** The page in every supported locale, for the head's alternate-language links. */
export const alternateLocalePaths = (pathname: string): Readonly<Record<Locale, string>> =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, localisedPath(pathname, locale)])) as Record<Locale, string>;

export interface LocaleSwitch {
  /** Where the browser goes. */
  readonly path: string;
  /** The cookie that remembers the choice (D1: `locale`, 365 days). */
  readonly cookie: { readonly name: string; readonly value: Locale; readonly maxAgeDays: number };
}

/** What switching the language does: write the cookie and move to the prefixed path. */
export const localeSwitch = (pathname: string, locale: Locale): LocaleSwitch => ({
  path: localisedPath(pathname, locale),
  cookie: { name: COOKIE_LOCALE, value: locale, maxAgeDays: COOKIE_LOCALE_DAYS },
});
