// Types of the locale switcher: the active locale, the message catalogues loaded so far, and what a
// switch does (cookie, path, refetch of cached data).
import type { Locale, LocaleSwitch } from '@casino/core';

/** Message id → translated text. */
export type MessageCatalogue = Readonly<Record<string, string>>;

export type Catalogues = Readonly<Partial<Record<Locale, MessageCatalogue>>>;

export interface LocaleInput {
  /** Resolved at start-up by core's resolveLocale (path prefix, lang query, cookie, site default). */
  readonly locale: Locale;
  /** Catalogues the page was rendered with, if any. */
  readonly catalogues?: Catalogues;
}

export interface LocaleContext {
  readonly locale: Locale;
  readonly catalogues: Catalogues;
  /** The switch under way. */
  readonly pending: { readonly locale: Locale; readonly pathname: string } | null;
}

export type LocaleEvent = { readonly type: 'locale.change'; readonly locale: Locale; readonly pathname: string };

/** Told to the portal (and from there to the jackpots and the category loaders) after a switch. */
export type LocaleEmitted = { readonly type: 'locale.changed'; readonly locale: Locale };

export type LocaleCookie = LocaleSwitch['cookie'];

export interface LocaleView {
  readonly locale: Locale;
  readonly messages: MessageCatalogue;
  readonly switching: boolean;
  readonly pendingLocale: Locale | null;
}
