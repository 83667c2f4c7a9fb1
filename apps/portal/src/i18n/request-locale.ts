// The locale of a request in D1's order (the /en prefix, ?lang=, the locale cookie, the site
// default), by core's rule; and the switch: a request carrying a valid ?lang= is answered with
// the locale cookie and a redirect to that language's path without the parameter.
import { COOKIE_LOCALE, localeSwitch, parseLocale, resolveLocale, type Locale } from '@casino/core';
import { cookieValue, preferenceCookie } from '../cookies.ts';

export const requestLocale = (request: Request, siteDefault: Locale): Locale => {
  const url = new URL(request.url);
  return resolveLocale({
    pathname: url.pathname,
    query: url.searchParams,
    cookie: cookieValue(request.headers.get('Cookie'), COOKIE_LOCALE),
    siteDefault,
  });
};

export interface LocaleRedirect {
  readonly location: string;
  readonly setCookie: string;
}

/** Where a ?lang= request goes and the cookie it writes; null when it names no supported locale. */
export const localeSwitchRedirect = (request: Request): LocaleRedirect | null => {
  const url = new URL(request.url);
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

/** The link that switches to a locale: the same page under its prefix, with ?lang= to write the cookie. */
export const localeSwitchHref = (pathname: string, locale: Locale): string => `${localeSwitch(pathname, locale).path}?lang=${locale}`;
