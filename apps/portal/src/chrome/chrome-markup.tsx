// The chrome's parts (the top: banner, notices, header, submenu; the bottom bar) are drawn alike for
// every visitor who asks the same page with the same chrome data, language and theme: the server
// renders each once and sends the bytes again (html/server-markup.tsx, "Reused markup" in
// docs/architecture.md). What a part's HTML reads on the server, and so what its key names:
// - the chrome's data (menus, submenu, settings, the device, the native and embedded flags, the
//   banner): the view is the object read back from its text (chrome-data-text.ts), one object per
//   distinct text, so another device, flag or version of the menus is another view;
// - the language (the texts, the links' language) and the colour theme (the theme switchers' state),
//   both from the root's data;
// - the page's path (the current link, the language switch's links, home, preview) and the lobby
//   the page belongs to (its menu), which the path and the matched routes' data decide (the
//   language links add the page's filter parameters only once hydrated: use-filter-params.ts);
// - whether the request may come from a player (the root's `mayHaveSession`, from the remembered
//   username or the session hint cookie): the header then holds the login area's place instead of
//   showing Log in until the runtime knows (use-player-session.ts).
// Nothing else: the browser runtime, the bonuses' badge, web messages and the update prompt are
// nobody's on the server. Whatever the chrome comes to read (a player's name and balance in the
// header) must join the key, or the part must not be reused for that visitor.
import type { ReactNode } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { matchRoute, type Lobby, type Locale, type ThemeOption } from '@casino/core';
import { ServerMarkup } from '../html/server-markup.tsx';
import type { RootData } from '../root-data.ts';
import type { ChromeData } from './chrome-data.server.ts';
import { pageLobby } from './page-lobby.ts';

/** Everything besides the chrome's data that a chrome part's server HTML depends on. */
export interface ChromeMarkupTerms {
  readonly part: 'top' | 'bottom';
  readonly locale: Locale;
  readonly theme: ThemeOption;
  readonly pathname: string;
  readonly lobby: Lobby;
  readonly mayHaveSession: boolean;
}

/** The variant of a chrome part's markup: one text per distinct terms (the path last, as it may hold anything). */
export const chromeMarkupVariant = ({ part, locale, theme, pathname, lobby, mayHaveSession }: ChromeMarkupTerms): string =>
  `chrome ${part} ${locale} ${theme} ${lobby} ${mayHaveSession ? 'session' : 'visitor'} ${pathname}`;

export interface ChromeMarkupProps {
  readonly data: ChromeData;
  readonly part: ChromeMarkupTerms['part'];
  /** Draws the part (not called when its bytes are held). */
  readonly children: () => ReactNode;
}

export function ChromeMarkup({ data, part, children }: ChromeMarkupProps) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  const lobby = pageLobby(pathname, useMatches());
  // The same readings as the parts' own (use-chrome-navigation.ts, chrome-theme-switcher.tsx).
  const terms: ChromeMarkupTerms = {
    part,
    locale: root?.locale ?? 'cs',
    theme: root?.theme ?? 'dark',
    pathname,
    lobby,
    mayHaveSession: root?.mayHaveSession ?? false,
  };
  return (
    // An address that is no page at all is drawn each time: any path can be asked, and each would
    // otherwise push a part of its own into the markup cache.
    <ServerMarkup view={data} variant={chromeMarkupVariant(terms)} reuse={matchRoute(pathname) !== null}>
      {children}
    </ServerMarkup>
  );
}
