// The site's chrome around a page (part 2 §2): the native-app banner, web messages and the build's
// update prompt on top; the header (logo, product links with a "More" popover, Register and Log
// in, language); the desktop submenu (the lobby's menu and the submenu's links, overflowing into a
// popover, and the theme switcher); the phone's bottom bar and drawer; the snackbar host. Native
// and embedded modes (query flags) hide what the host app shows itself.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import {
  COOKIE_NATIVE_BANNER,
  ErrorKey,
  COOKIE_NATIVE_BANNER_DAYS,
  LOGIN_DIALOG_OPEN_EVENT,
  matchRoute,
  navigationEvent,
  originOf,
  routePath,
  themeToggleEvent,
  type Lobby,
  type ThemeOption,
} from '@casino/core';
import { banner as bannerMachine, bonuses, buildUpdate, theme, webMessages } from '@casino/machines';
import {
  BottomBar,
  Drawer,
  GuestActions,
  Header,
  LanguageSwitch,
  NativeAppBanner,
  NavList,
  OverflowNav,
  ErrorPage,
  preloadDrawer,
  ThemeSwitcher,
  UpdatePrompt,
  WebMessageBar,
  type BottomBarItem,
  type NavLink,
} from '@casino/react-ui';
import type { RootData } from '../root.tsx';
import { homeHref, languageOptions } from '../layouts/site-chrome.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import type { ChromeData, ChromeLink } from './chrome-data.server.ts';
import { ChromeSnackbars } from './chrome-snackbars.tsx';
import { translateKey } from './error-messages.ts';
import { navigationLabel } from './navigation-labels.ts';
import { pushToDataLayer, useBrowserRuntime } from './portal-system-provider.tsx';
import type { BannerActor } from './start-browser-runtime.ts';
import { useActorView } from './use-actor-view.ts';
import './site-chrome.css';

const DRAWER_ID = 'casino-menu-drawer';
const WEB_MESSAGE_CLOCK_MS = 60_000;

const NO_WEB_MESSAGES = { visible: [], loading: false, failed: false } as const;
const NO_UPDATE = { updateAvailable: false, latestBuildId: null, errorPage: null, redirecting: false } as const;

/** Plain left clicks on internal links stay in the app; anything else is the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const lobbyOf = (pathname: string): Lobby => {
  const match = matchRoute(pathname);
  return match !== null && (match.layout === 'live-casino' || match.name.startsWith('preview-live-casino')) ? 'live' : 'casino';
};

export function SiteChrome({ data, children }: { readonly data: ChromeData; readonly children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const root = useRouteLoaderData<RootData>('root');
  const locale = root?.locale ?? 'cs';
  const started = useBrowserRuntime();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const lobby = lobbyOf(pathname);
  const touch = started?.device.isTouch ?? data.device.isTouch;
  const preview = matchRoute(pathname)?.preview ?? false;
  const home = homeHref(pathname, locale);

  // A new page closes the drawer.
  useEffect(() => setDrawerOpen(false), [locationKey]);

  const system = started?.system ?? null;
  const webMessagesActor = system?.get(SystemId.webMessages) ?? null;
  const webMessagesView = useActorView(webMessagesActor, webMessages.connect, NO_WEB_MESSAGES);
  const updateView = useActorView(system?.get(SystemId.buildUpdate) ?? null, buildUpdate.connect, NO_UPDATE);
  const themeActor = system?.get(SystemId.theme) ?? null;
  const themeView = useActorView(themeActor, theme.connect, null);
  const bonusesView = useActorView(system?.get(SystemId.bonuses) ?? null, bonuses.connect, null);
  const [themeChosen, setThemeChosen] = useState(false);
  const themeValue: ThemeOption = themeChosen && themeView !== null ? themeView.preference : (root?.theme ?? 'dark');

  // The visibility rule of web messages is evaluated against a clock the portal moves on.
  useEffect(() => {
    if (webMessagesActor === null) return;
    const timer = window.setInterval(() => webMessagesActor.send({ type: 'web-messages.clock', now: Date.now() }), WEB_MESSAGE_CLOCK_MS);
    return () => window.clearInterval(timer);
  }, [webMessagesActor]);

  // The banner's machine decides dismissal (cookie native-banner, 30 days) once scripts run.
  const [bannerActor, setBannerActor] = useState<BannerActor | null>(null);
  useEffect(() => {
    if (started === null || data.banner === null) return;
    const actor = started.startBanner({
      isMobile: data.device.isMobile,
      embedded: data.embedded,
      os: data.device.os,
      bannerOsList: data.device.os === null ? [] : [data.device.os],
      dismissed: started.runtime.env.cookies.get(COOKIE_NATIVE_BANNER) !== null,
      storeLinks: { android: data.banner.link, ios: data.banner.link },
    });
    setBannerActor(actor);
    return () => {
      actor.stop();
    };
  }, [started, data]);
  const bannerView = useActorView(bannerActor, bannerMachine.connect, null);
  const [bannerClosed, setBannerClosed] = useState(false);
  const bannerVisible = data.banner !== null && !data.nativeView && !bannerClosed && (bannerView === null || bannerView.visible);

  const track = started?.runtime.env.track ?? pushToDataLayer;
  const isCurrent = (href: string) => href === pathname;
  const toNavLink = (link: ChromeLink): NavLink => ({
    key: link.key,
    label: navigationLabel(i18n, link.label, link.fixed),
    href: link.href,
    current: !link.external && isCurrent(link.href),
    external: link.external,
    ...(link.key === 'promotions' && bonusesView?.badgeVisible ? { badge: bonusesView.badgeCount, badgeLabel: t`Nové nabídky: ${bonusesView.badgeCount}` } : {}),
  });
  const routeNameOf = (href: string, fallback: string) => matchRoute(href)?.name ?? fallback;
  const follow = (href: string, key: string, external: boolean, event: MouseEvent<HTMLAnchorElement>) => {
    track(navigationEvent(originOf(lobby), routeNameOf(href, key)));
    if (external || !isPlainClick(event)) return;
    event.preventDefault();
    setDrawerOpen(false);
    void navigate(href);
  };
  const onNavigate = (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => follow(link.href, link.key, link.external ?? false, event);

  const menu = (lobby === 'live' ? data.liveMenu : data.casinoMenu).map(toNavLink);
  const otherMenu = (lobby === 'live' ? data.casinoMenu : data.liveMenu).map(toNavLink);
  // The server's menu may already hold a submenu address (Tournaments): each address shows once.
  const submenu = data.submenu.map(toNavLink);
  const menuHrefs = new Set(menu.map((link) => link.href));
  const submenuBeyondMenu = submenu.filter((link) => !menuHrefs.has(link.href));
  const localised = (name: Parameters<typeof routePath>[0]) => routePath(name, {}, { locale, preview });
  const productLinks: NavLink[] = [
    { key: 'casino', label: t`Kasino`, href: localised('preview'), current: lobby === 'casino' },
    { key: 'live-casino', label: t`Živé kasino`, href: localised('preview-live-casino'), current: lobby === 'live' },
    { key: 'sport', label: t`Sport`, href: data.settings.sportsUrl, external: true },
    { key: 'poker', label: t`Poker`, href: data.settings.pokerUrl, external: true },
    { key: 'lotto', label: t`Loterie`, href: data.settings.lottoUrl, external: true },
  ];
  const winnersHref = localised('preview-winners');
  const promotionsHref = localised('preview-promotions');
  const bottomItems: BottomBarItem[] = [
    { key: 'home', icon: 'home', label: t`Domů`, href: home, current: pathname === home },
    { key: 'top-winners', icon: 'trophy', label: t`Top výherci`, href: winnersHref, current: pathname === winnersHref, hiddenOnPhone: true },
    {
      key: 'promotions',
      icon: 'gift',
      label: t`Promo`,
      href: promotionsHref,
      current: pathname === promotionsHref,
      ...(bonusesView?.badgeVisible ? { badge: bonusesView.badgeCount, badgeLabel: t`Nové nabídky: ${bonusesView.badgeCount}` } : {}),
    },
    { key: 'poker', icon: 'cards', label: t`Poker`, href: data.settings.pokerUrl, external: true },
    { key: 'sport', icon: 'ball', label: t`Sport`, href: data.settings.sportsUrl, external: true },
    { key: 'lotto', icon: 'ticket', label: t`Loterie`, href: data.settings.lottoUrl, external: true },
  ];

  const themeLabels = { dark: t`Tmavý vzhled`, light: t`Světlý vzhled`, system: t`Podle zařízení` };
  const chooseTheme = (option: ThemeOption) => {
    setThemeChosen(true);
    if (themeActor === null) return;
    themeActor.send({ type: 'theme.set', theme: option });
    track(themeToggleEvent(option));
  };
  const openLogin = () => {
    if (started !== null) started.runtime.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, { source: 'header' });
    else window.dispatchEvent(new CustomEvent(LOGIN_DIALOG_OPEN_EVENT, { detail: { source: 'header' } }));
  };
  const dismissBanner = () => {
    setBannerClosed(true);
    if (bannerActor !== null) bannerActor.send({ type: 'banner.close' });
    else document.cookie = `${COOKIE_NATIVE_BANNER}=1; Path=/; Max-Age=${COOKIE_NATIVE_BANNER_DAYS * 86_400}; SameSite=Lax`;
  };
  const viewBanner = (event: MouseEvent<HTMLAnchorElement>) => {
    if (bannerActor === null) return;
    // The machine opens the store outside the page and remembers the dismissal.
    event.preventDefault();
    bannerActor.send({ type: 'banner.view' });
  };

  const chromeHidden = data.embedded;
  // One notice at a time, the highest priority first: the next shows once it is closed.
  const webMessageItems = data.nativeView || chromeHidden ? [] : webMessagesView.visible.slice(0, 1).map((message) => ({ id: message.id, title: message.title, text: message.text }));
  const themeSwitcher = (withLabels: boolean) => (
    <ThemeSwitcher label={t`Barevný režim`} value={themeValue} labels={themeLabels} onChange={chooseTheme} touch={touch} showLabels={withLabels} />
  );

  return (
    <div className="casino-site" data-native-view={data.nativeView ? '' : undefined} data-embedded={chromeHidden ? '' : undefined}>
      <a className="casino-skip-link" href="#main">
        {t`Přeskočit na obsah`}
      </a>
      {bannerVisible && data.banner !== null && !chromeHidden ? (
        <NativeAppBanner
          label={t`Aplikace Kasino`}
          appName={t`Kasino`}
          storeCaption={data.banner.store === 'apple' ? t`Stáhněte v App Store` : t`Stáhněte na Google Play`}
          viewLabel={t`Zobrazit`}
          closeLabel={t`Zavřít nabídku aplikace`}
          storeLink={data.banner.link}
          onClose={dismissBanner}
          onView={viewBanner}
        />
      ) : null}
      {/* Notices that arrive after the first paint float over the page: they never push it down. */}
      <div className="casino-notice-dock">
        {updateView.updateAvailable ? <UpdatePrompt message={t`Je k dispozici nová verze webu.`} reloadLabel={t`Načíst znovu`} onReload={() => window.location.reload()} /> : null}
        <WebMessageBar
          label={t`Oznámení`}
          closeLabel={t`Skrýt oznámení`}
          messages={webMessageItems}
          onDismiss={(id) => webMessagesActor?.send({ type: 'web-messages.dismiss', id, now: Date.now() })}
        />
      </div>
      {chromeHidden ? null : (
        <>
          <Header
            homeHref={home}
            homeLabel={t`Kasino, úvodní stránka`}
            brand={t`Kasino`}
            nav={<OverflowNav label={t`Produkty`} links={productLinks} moreLabel={t`Další`} onNavigate={onNavigate} />}
          >
            <GuestActions
              registerLabel={t`Registrace`}
              registerHref={data.settings.registerUrl}
              loginLabel={t`Přihlásit`}
              loginLabelMobile={t`Přihlásit se`}
              onLogin={openLogin}
            />
            <span className="casino-header-language">
              <LanguageSwitch label={t`Jazyk`} options={languageOptions(pathname, locale)} />
            </span>
          </Header>
          <section className="casino-submenu" aria-label={t`Podmenu`}>
            <div className="casino-submenu__inner">
              <OverflowNav label={t`Menu`} links={[...menu, ...submenuBeyondMenu]} moreLabel={t`Další`} variant="submenu" onNavigate={onNavigate} />
              {themeSwitcher(false)}
            </div>
          </section>
        </>
      )}
      <main id="main" className="casino-main" tabIndex={-1}>
        {updateView.errorPage !== null ? (
          // A chunk of the new build is missing: the update page, then the build watcher's redirect.
          <>
            <title>{t`Web jsme aktualizovali`}</title>
            <ErrorPage
            kind="update"
            status={updateView.errorPage.statusMessage}
            title={t`Web jsme aktualizovali`}
            message={translateKey(i18n, updateView.errorPage.messageKey)}
            homeHref={home}
            homeLabel={translateKey(i18n, ErrorKey.goToHomepage)}
            />
          </>
        ) : (
          children
        )}
      </main>
      {chromeHidden || data.nativeView ? null : (
        <>
          <BottomBar
            ref={menuButton}
            label={t`Rychlá navigace`}
            items={bottomItems}
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
            <NavList title={lobby === 'live' ? t`Živé kasino` : t`Kasino`} links={menu} onNavigate={onNavigate} />
            <NavList title={t`Objevte`} links={submenu} onNavigate={onNavigate} />
            <NavList title={lobby === 'live' ? t`Kasino` : t`Živé kasino`} links={otherMenu} onNavigate={onNavigate} />
            <div className="casino-drawer-settings">
              <h2 className="casino-drawer-settings__title">{t`Nastavení`}</h2>
              {themeSwitcher(true)}
              <LanguageSwitch label={t`Jazyk`} options={languageOptions(pathname, locale)} />
            </div>
          </Drawer>
        </>
      )}
      <ChromeSnackbars />
    </div>
  );
}
