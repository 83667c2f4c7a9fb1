// The /en path prefix of D1. cs is the unprefixed locale, so only `en` is ever stripped or added.
import type { Locale } from '../constants.ts';

export const LOCALE_PREFIX_SEGMENT = 'en' as const satisfies Locale;

/** Splits `/en`, `/en/…` into the locale and the rest; every other path has no locale prefix. */
export const stripLocalePrefix = (pathname: string): { readonly locale: Locale | null; readonly pathname: string } => {
  const prefix = `/${LOCALE_PREFIX_SEGMENT}`;
  if (pathname === prefix) return { locale: LOCALE_PREFIX_SEGMENT, pathname: '/' };
  if (pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`) || pathname.startsWith(`${prefix}#`)) {
    const rest = pathname.slice(prefix.length);
    return { locale: LOCALE_PREFIX_SEGMENT, pathname: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: null, pathname };
};

/** Adds the prefix a locale needs to an unprefixed path ('/' becomes '/en', not '/en/'). */
export const addLocalePrefix = (pathname: string, locale: Locale): string => {
  if (locale !== LOCALE_PREFIX_SEGMENT) return pathname;
  const prefix = `/${LOCALE_PREFIX_SEGMENT}`;
  // The root keeps no trailing slash of its own: '/' → '/en', '/?q' → '/en?q'.
  if (pathname === '/' || pathname.startsWith('/?') || pathname.startsWith('/#')) return `${prefix}${pathname.slice(1)}`;
  return `${prefix}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
};
