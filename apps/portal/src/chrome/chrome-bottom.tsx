// The chrome below a page on phones (part 2 §2): the bottom bar (Home, Top winners, Promotions with
// its badge, Poker, Sport, Lotto, Menu) and the drawer it opens (both lobbies' menus, the submenu's
// links, theme and language). An island of the site chrome (chrome-islands.ts).
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { BottomBar, Drawer, LanguageSwitch, NavList, preloadDrawer, type BottomBarItem } from '@casino/react-ui';
import type { ChromeData } from './chrome-data.server.ts';
import { uniqueDrawerLinks } from './drawer-links.ts';
import { ChromeThemeSwitcher } from './chrome-theme-switcher.tsx';
import { useBrowserRuntime } from './portal-system-provider.tsx';
import { useChromeNavigation } from './use-chrome-navigation.ts';
import { useEarlyPress } from '../html/use-early-press.ts';

const DRAWER_ID = 'casino-menu-drawer';

export interface ChromeBottomProps {
  readonly data: ChromeData;
}

export function ChromeBottom({ data }: ChromeBottomProps) {
  const { t } = useLingui();
  const { key: locationKey } = useLocation();
  // The drawer is open on the page it was opened on: a new page (another location key) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const drawerOpen = openedOn === locationKey;
  const setDrawerOpen = (open: boolean) => setOpenedOn(open ? locationKey : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A press on Menu made before the bottom bar hydrated (early-presses.ts).
  useEarlyPress('menu', () => setDrawerOpen(true));
  const { pathname, lobby, home, languages, localised, menu, otherMenu, submenu, promotionsBadge, follow, onNavigate } = useChromeNavigation(data, () =>
    setDrawerOpen(false),
  );
  const touch = useBrowserRuntime()?.device.isTouch ?? data.device.isTouch;

  const winnersHref = localised('preview-winners');
  const promotionsHref = localised('preview-promotions');
  const items: BottomBarItem[] = [
    { key: 'home', icon: 'home', label: t`Domů`, href: home, current: pathname === home },
    { key: 'top-winners', icon: 'trophy', label: t`Top výherci`, href: winnersHref, current: pathname === winnersHref, hiddenOnPhone: true },
    { key: 'promotions', icon: 'gift', label: t`Promo`, href: promotionsHref, current: pathname === promotionsHref, ...promotionsBadge },
    { key: 'poker', icon: 'cards', label: t`Poker`, href: data.settings.pokerUrl, external: true },
    { key: 'sport', icon: 'ball', label: t`Sport`, href: data.settings.sportsUrl, external: true },
    { key: 'lotto', icon: 'ticket', label: t`Loterie`, href: data.settings.lottoUrl, external: true },
  ];

  const [drawerMenu, drawerSubmenu, drawerOtherMenu] = uniqueDrawerLinks([menu, submenu, otherMenu]);

  if (data.embedded || data.nativeView) return null;
  return (
    <>
      <BottomBar
        ref={menuButton}
        label={t`Rychlá navigace`}
        items={items}
        menuLabel={t`Menu`}
        menuOpen={drawerOpen}
        menuControls={`${DRAWER_ID}-content`}
        onMenu={() => setDrawerOpen(true)}
        onMenuIntent={preloadDrawer}
        onNavigate={(item, event) => follow(item.href, item.key, item.external ?? false, event)}
      />
      <Drawer
        id={DRAWER_ID}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t`Menu`}
        closeLabel={t`Zavřít menu`}
        returnFocusTo={() => menuButton.current}
      >
        <NavList title={lobby === 'live' ? t`Živé kasino` : t`Kasino`} links={drawerMenu ?? []} onNavigate={onNavigate} />
        <NavList title={t`Objevte`} links={drawerSubmenu ?? []} onNavigate={onNavigate} />
        <NavList title={lobby === 'live' ? t`Kasino` : t`Živé kasino`} links={drawerOtherMenu ?? []} onNavigate={onNavigate} />
        <div className="casino-drawer-settings">
          <h2 className="casino-drawer-settings__title">{t`Nastavení`}</h2>
          <ChromeThemeSwitcher touch={touch} showLabels />
          <LanguageSwitch label={t`Jazyk`} options={languages} />
        </div>
      </Drawer>
    </>
  );
}
