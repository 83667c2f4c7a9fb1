// The language of the platform's own pages (account pages, operator pages, game errors, the
// self-exclusion notice). The portal names it where it can: a `lang` query value, or the portal
// address the page returns to, whose /en prefix (or its absence: the site's Czech) says which portal
// the player came from. A page reached by a plain link follows the browser's first language.
import { parseLocale, SITE_DEFAULT_LOCALE, stripLocalePrefix, type Locale } from '@casino/core';
import type { HonoRequest } from 'hono';

export interface PageLocaleSources {
  readonly lang?: string | undefined;
  /** An allowed portal address the page closes or goes back to, or null. */
  readonly returnTo?: string | null;
  readonly acceptLanguage?: string | undefined;
}

export const pageLocale = ({ lang, returnTo, acceptLanguage }: PageLocaleSources): Locale =>
  parseLocale(lang) ??
  (returnTo ? (stripLocalePrefix(new URL(returnTo).pathname).locale ?? SITE_DEFAULT_LOCALE) : null) ??
  parseLocale(acceptLanguage?.split(',', 1)[0]) ??
  SITE_DEFAULT_LOCALE;

/** A request's page language: its `lang` query value, the address it returns to, its first Accept-Language. */
export const requestPageLocale = (request: HonoRequest, returnTo?: string | null): Locale =>
  pageLocale({ lang: request.query('lang'), returnTo, acceptLanguage: request.header('accept-language') });
