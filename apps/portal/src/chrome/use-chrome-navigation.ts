// What the chrome's parts share about navigation: the lobby of the current page, the menus in the
// spec's order as react-ui links (with the promotions badge), the language switch's links, and the
// handler every chrome link calls (casino_navigation into the data layer, then a client navigation
// for plain clicks).
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router';
import { matchRoute, modeQuery, navigationEvent, originOf, routePath, type RouteName } from '@casino/core';
import { bonuses } from '@casino/machines';
import type { NavLink } from '@casino/react-ui';
import type { RootData } from '../root-data.ts';
import { homeHref, languageOptions } from './locale-links.ts';
import { pageLobby } from './page-lobby.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import type { ChromeData, ChromeLink } from './chrome-data.server.ts';
import { navigationLabel } from './navigation-labels.ts';
import { pushToDataLayer, useBrowserRuntime } from './portal-system-provider.tsx';
import { useActorView } from './use-actor-view.ts';
import { useFilterParams } from './use-filter-params.ts';
import { usePlayerMachine } from './use-player-machine.ts';

/** Plain left clicks on internal links stay in the app; anything else is the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface PromotionsBadge {
  readonly badge: number;
  readonly badgeLabel: string;
}

export const useChromeNavigation = (data: ChromeData, onFollow?: () => void) => {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = useRouteLoaderData<RootData>('root')?.locale ?? 'cs';
  const started = useBrowserRuntime();
  const bonusesView = useActorView(usePlayerMachine(SystemId.bonuses, started), bonuses.connect, null);
  const lobby = pageLobby(pathname, useMatches());
  const preview = matchRoute(pathname)?.preview ?? false;
  const track = started?.runtime.env.track ?? pushToDataLayer;
  const filterParams = useFilterParams();

  const promotionsBadge: PromotionsBadge | null = bonusesView?.badgeVisible
    ? { badge: bonusesView.badgeCount, badgeLabel: t`Nové nabídky: ${bonusesView.badgeCount}` }
    : null;
  const toNavLink = (link: ChromeLink): NavLink => ({
    key: link.key,
    label: navigationLabel(i18n, link.label, link.fixed),
    href: link.href,
    current: !link.external && link.href === pathname,
    external: link.external,
    ...(link.key === 'promotions' && promotionsBadge !== null ? promotionsBadge : {}),
  });
  const follow = (href: string, key: string, external: boolean, event: MouseEvent<HTMLAnchorElement>) => {
    track(navigationEvent(originOf(lobby), matchRoute(href)?.name ?? key));
    if (external || !isPlainClick(event)) return;
    event.preventDefault();
    onFollow?.();
    void navigate(href);
  };
  const onNavigate = (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => follow(link.href, link.key, link.external ?? false, event);

  const menu = (lobby === 'live' ? data.liveMenu : data.casinoMenu).map(toNavLink);
  const otherMenu = (lobby === 'live' ? data.casinoMenu : data.liveMenu).map(toNavLink);
  const submenu = data.submenu.map(toNavLink);
  return {
    pathname,
    locale,
    lobby,
    home: homeHref(pathname, locale),
    /** The language switch's links to this page in each language: its filters, and the tab's mode, which a new document would not know. */
    languages: languageOptions(pathname, locale, [modeQuery(data), filterParams].filter(Boolean).join('&')),
    /** A route's address in the page's language and preview mode. */
    localised: (name: RouteName) => routePath(name, {}, { locale, preview }),
    menu,
    otherMenu,
    submenu,
    promotionsBadge,
    follow,
    onNavigate,
  };
};
