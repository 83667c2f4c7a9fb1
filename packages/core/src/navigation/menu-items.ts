// The lobby menus of part 1 §2: fixed entries around the server's dynamic items, personalised
// entries hidden from guests (part 1 §5).
import type { MenuItem } from '../types/catalogue.ts';
import type { Lobby } from '../types/enums.ts';
import { routePath } from '../routes/route-path.ts';
import { isRouteName, routeDefinition, type RouteName } from '../routes/route-table.ts';
import { allGamesRouteName } from '../routes/route-kinds.ts';
import { isExternalLink } from './preview-link.ts';

/** Translation keys of the fixed menu and submenu entries. */
export const NavigationLabelKey = {
  lobby: 'menu.lobby',
  myGames: 'menu.my-games',
  providers: 'menu.providers',
  jackpots: 'menu.jackpots',
  collections: 'menu.collections',
  allGames: 'menu.all-games',
  /** The live lobby's all games: a page of its own, called by a name of its own. */
  liveAllGames: 'menu.live-all-games',
  liveLobby: 'menu.live-lobby',
  myFavourites: 'menu.my-favourites',
  topWinners: 'submenu.top-winners',
  promotions: 'submenu.promotions',
  tournaments: 'submenu.tournaments',
} as const;
export type NavigationLabelKey = (typeof NavigationLabelKey)[keyof typeof NavigationLabelKey];

export interface MenuEntry {
  /** Stable React key: the fixed entry's name or `item:{id}`. */
  readonly key: string;
  readonly kind: 'fixed' | 'dynamic';
  /** A NavigationLabelKey for fixed entries; the server's title for dynamic ones. */
  readonly label: string;
  /** Unprefixed path (the caller applies previewLink and localisedPath) or an external URL. */
  readonly to: string;
  /** The route of a fixed entry, for highlighting the active one. */
  readonly routeName: RouteName | null;
  readonly personalised: boolean;
  readonly img: string | null;
}

const fixed = (key: string, label: NavigationLabelKey, routeName: RouteName, personalised = false): MenuEntry => ({
  key,
  kind: 'fixed',
  label,
  to: routePath(routeName),
  routeName,
  personalised,
  img: null,
});

/**
 * Where a server menu item leads. Its `route` may be a path or URL (used as given), a parameterless
 * route name, or the slug of the category or collection the item names.
 */
export const resolveMenuItemLink = (item: MenuItem): string => {
  const route = item.route.trim();
  if (route.startsWith('/') || isExternalLink(route)) return route;
  if (isRouteName(route) && !routeDefinition(route).path.includes(':')) return routePath(route);
  const lobbyHome = item.lobby === 'live' ? routePath('preview-live-casino') : routePath('preview');
  switch (item.type) {
    case 'AllGames':
      return routePath(allGamesRouteName(item.lobby));
    case 'Categories':
      if (route === '') return lobbyHome;
      return item.lobby === 'live' ? routePath('preview-live-casino-categories-slug', { slug: route }) : routePath('preview-categories-slug', { slug: route });
    case 'Collections':
      return route === '' ? routePath('preview-collections') : routePath('preview-collections-slug', { slug: route });
    case 'Internal':
      return route === '' ? lobbyHome : `/${route}`;
  }
};

const dynamicEntry = (item: MenuItem): MenuEntry => ({
  key: `item:${item.id}`,
  kind: 'dynamic',
  label: item.title,
  to: resolveMenuItemLink(item),
  routeName: null,
  personalised: item.isPersonalized,
  img: item.img,
});

/**
 * The menu of a lobby. Casino: lobby, my games (players only), providers, jackpots, collections, the
 * server's items, all games. Live: live lobby, my favourites (players only), the server's items, all
 * games. The server's items are those of this lobby, in server order; its AllGames items are left
 * out because the fixed all-games entry closes every menu; personalised ones only reach players.
 */
export const menuItems = (lobby: Lobby, serverItems: readonly MenuItem[], loggedIn: boolean): MenuEntry[] => {
  const dynamic = serverItems.filter((item) => item.lobby === lobby && item.type !== 'AllGames' && (loggedIn || !item.isPersonalized)).map(dynamicEntry);
  const head =
    lobby === 'live'
      ? [
          fixed('live-lobby', NavigationLabelKey.liveLobby, 'preview-live-casino'),
          fixed('my-favourites', NavigationLabelKey.myFavourites, 'preview-live-casino-user-my-games', true),
        ]
      : [
          fixed('lobby', NavigationLabelKey.lobby, 'preview'),
          fixed('my-games', NavigationLabelKey.myGames, 'preview-user-my-games', true),
          fixed('providers', NavigationLabelKey.providers, 'preview-providers'),
          fixed('jackpots', NavigationLabelKey.jackpots, 'preview-jackpots'),
          fixed('collections', NavigationLabelKey.collections, 'preview-collections'),
        ];
  const allGames = fixed('all-games', lobby === 'live' ? NavigationLabelKey.liveAllGames : NavigationLabelKey.allGames, allGamesRouteName(lobby));
  return [...head, ...dynamic, allGames].filter((entry) => loggedIn || !entry.personalised);
};
