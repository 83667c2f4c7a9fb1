// The locale of a request in the order of D1: the /en path prefix, the lang query parameter, the
// locale cookie, the site default (the library default `en` when the site configures none).
import { LIBRARY_DEFAULT_LOCALE, type Locale } from './locales.ts';
import { queryValue, type QueryInput } from '../routes/query.ts';
import { stripLocalePrefix } from '../routes/locale-prefix.ts';
import { parseLocale } from './parse-locale.ts';

export interface LocaleSources {
  readonly pathname: string;
  readonly query?: QueryInput | null;
  /** The value of the `locale` cookie. */
  readonly cookie?: string | null;
  readonly siteDefault?: Locale | null;
}

export const resolveLocale = ({ pathname, query, cookie, siteDefault }: LocaleSources): Locale =>
  stripLocalePrefix(pathname).locale ?? parseLocale(queryValue(query, 'lang')) ?? parseLocale(cookie) ?? siteDefault ?? LIBRARY_DEFAULT_LOCALE;
