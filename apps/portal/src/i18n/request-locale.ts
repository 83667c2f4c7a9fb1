// The language of a page is its address's: the /en prefix, otherwise the site default. One address
// serves one language, so that a shared cache (and a search engine) never gets English at a Czech
// address: the locale cookie that the switch writes (part 1, D1) is not read to choose a page's
// language. A request carrying a valid ?lang= is answered with that cookie and a redirect to the
// language's path without the parameter.
import { localeSwitch, parseLocale, stripLocalePrefix, type Locale } from '@casino/core';
import { preferenceCookie } from '../cookies.ts';

export const pageLocale = (pathname: string, siteDefault: Locale): Locale => stripLocalePrefix(pathname).locale ?? siteDefault;

export interface LocaleRedirect {
  readonly location: string;
  readonly setCookie: string;
}

/** Where a ?lang= request for the page at `page` goes and the cookie it writes; null when it names no supported locale. */
export const localeSwitchRedirect = (page: URL): LocaleRedirect | null => {
  const url = new URL(page);
  const wanted = parseLocale(url.searchParams.get('lang'));
  if (wanted === null) return null;
  const target = localeSwitch(url.pathname, wanted);
  url.searchParams.delete('lang');
  const query = url.searchParams.toString();
  // '//host' would be read by the browser as another site: the redirect stays on this one.
  const path = `/${target.path.replace(/^[/\\]+/, '')}`;
  return {
    location: `${path}${query === '' ? '' : `?${query}`}`,
    setCookie: preferenceCookie(target.cookie.name, target.cookie.value, target.cookie.maxAgeDays),
  };
};

/**
 * The link that switches to a locale: the same page under its prefix, with ?lang= to write the cookie
 * and the view's parameters (its filters, the tab's native mode), which the redirect keeps.
 */
export const localeSwitchHref = (pathname: string, locale: Locale, viewParams = ''): string =>
  `${localeSwitch(pathname, locale).path}?${viewParams === '' ? '' : `${viewParams}&`}lang=${locale}`;
