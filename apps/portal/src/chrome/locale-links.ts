// What the site's chrome needs from the current address: the locale's home and the language links.
import { matchRoute, routePath, SUPPORTED_LOCALES, type Locale } from '@casino/core';
import { localeSwitchHref } from '../i18n/request-locale.ts';

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { cs: 'Čeština', en: 'English' };

export const homeHref = (pathname: string, locale: Locale): string => routePath('preview', {}, { locale, preview: matchRoute(pathname)?.preview ?? false });

/** The language switch's links: this page, with its view's parameters (its filters, the tab's mode), in each language. */
export const languageOptions = (pathname: string, current: Locale, viewParams = '') =>
  SUPPORTED_LOCALES.map((locale) => ({
    lang: locale,
    label: LANGUAGE_NAMES[locale],
    short: locale.toUpperCase(),
    href: localeSwitchHref(pathname, locale, viewParams),
    current: locale === current,
  }));
