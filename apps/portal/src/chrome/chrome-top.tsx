// The chrome above a page (part 2 §2): the native-app banner, web messages and the build's update
// prompt, the header (logo, product links with a "More" popover, Register and Log in, language;
// below the desktop the lobby switch in their place) and the desktop submenu (the lobby's menu and the submenu's links, overflowing into a popover,
// the theme switcher and the chat button, which takes the bottom bar's last place on phones); and the
// prefetch of the linked pages' scripts. An island of the site chrome (chrome-islands.ts).
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouteLoaderData } from 'react-router';
import { COOKIE_NATIVE_BANNER, COOKIE_NATIVE_BANNER_DAYS, formatCount, LOGIN_DIALOG_OPEN_EVENT, matchRoute, pluralCategory } from '@casino/core';
import { banner as bannerMachine, buildUpdate, webMessages } from '@casino/machines';
import {
  ChatButton,
  GuestActions,
  Header,
  LanguageSwitch,
  LobbySwitch,
  NativeAppBanner,
  OverflowNav,
  PlayerActions,
  SearchButton,
  UpdatePrompt,
  WebMessageBar,
  type NavLink,
} from '@casino/react-ui';
import { PlayerToolsPlace } from './player-tools-place.tsx';
import { useHeaderFocusOnSessionChange } from './use-header-focus-on-session-change.ts';
import { RoutePrefetch } from '../routing/route-prefetch.tsx';
import { useEarlyPress } from '../html/use-early-press.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import type { ChromeData } from './chrome-data.server.ts';
import { useBrowserRuntime, useWithBrowserRuntime } from './portal-system-provider.tsx';
import { useLoginDialogTexts } from './use-login-dialog-texts.ts';
import type { BannerActor } from '../runtime/browser/browser-runtime.ts';
import { ChromeThemeSwitcher } from './chrome-theme-switcher.tsx';
import { useActorView } from './use-actor-view.ts';
import { useChromeNavigation } from './use-chrome-navigation.ts';
import { logOut, setBalanceVisible, usePlayerSession } from './use-player-session.ts';
import type { RootData } from '../root-data.ts';
import type { ChatControl } from './chat-hold.tsx';
import './site-chrome.css';

const WEB_MESSAGE_CLOCK_MS = 60_000;

// The search panel, its machine and its catalogue are a chunk of their own, fetched at the first
// intent toward the search button (a pointer over it, its focus) and drawn from its first opening.
const loadSearchPanel = () => import('./search-panel.tsx');
const SearchPanel = lazy(loadSearchPanel);
const prefetchSearchPanel = () => void loadSearchPanel().catch(() => undefined);
// A player's tools (Deposit, account, the my-account modal, timer, panic) are a chunk of their own,
// drawn once the session is a player's: a visitor's page never fetches it.
const loadPlayerTools = () => import('./player-tools.tsx');
const PlayerSubmenuTools = lazy(() => loadPlayerTools().then((module) => ({ default: module.PlayerSubmenuTools })));
// The chat's machine and its provider's script (chat-hold.tsx): fetched at the first intent toward
// the chat button, held from its first click, or from a player's login for the unread badge.
const loadChatHold = () => import('./chat-hold.tsx');
const ChatHold = lazy(() => loadChatHold().then((module) => ({ default: module.ChatHold })));
const prefetchChatHold = () => void loadChatHold().catch(() => undefined);
type PlayerToolsModule = typeof import('./player-tools.tsx');

/**
 * The player's tools' chunk once it came (fetched from the session's start), or 'failed': the
 * header draws the player's end whole with it (a failed chunk draws it without the tools, and the
 * build watcher offers the new build).
 */
const usePlayerTools = (wanted: boolean): PlayerToolsModule | 'failed' | null => {
  const [tools, setTools] = useState<PlayerToolsModule | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || tools !== null) return;
    let current = true;
    // In a transition, as the session's own changes to the header are (use-player-session.ts): the
    // player's end drawn whole is one render of the header, which React may interrupt.
    loadPlayerTools().then(
      (module) => current && startTransition(() => setTools(module)),
      () => current && startTransition(() => setTools('failed')),
    );
    return () => {
      current = false;
    };
  }, [wanted, tools]);
  return tools;
};

const NO_WEB_MESSAGES = { visible: [], loading: false, failed: false } as const;
const NO_UPDATE = { updateAvailable: false, latestBuildId: null, errorPage: null, redirecting: false } as const;

export interface ChromeTopProps {
  readonly data: ChromeData;
  readonly routeChunks: readonly string[];
}

export function ChromeTop({ data, routeChunks }: ChromeTopProps) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const { pathname, locale, lobby, home, languages, localised, menu, submenu, onNavigate } = useChromeNavigation(data);
  const { search } = useLocation();
  const touch = started?.device.isTouch ?? data.device.isTouch;
  const system = started?.system ?? null;
  const session = usePlayerSession(started, useRouteLoaderData<RootData>('root')?.mayHaveSession ?? false);
  // A player's end of the header comes whole, once the tools' chunk and the balance have answered:
  // drawn as they came (name and Logout, then Deposit and account, then the balance) it grew in three
  // steps, and each moved what stood beside it. The login area's place holds until then.
  const tools = usePlayerTools(session.status === 'authenticated');
  const playerEndWhole = session.status === 'authenticated' && session.balanceAnswered && tools !== null;
  useHeaderFocusOnSessionChange(playerEndWhole ? 'authenticated' : session.status === 'authenticated' ? null : session.status);
  const withRuntime = useWithBrowserRuntime();
  useLoginDialogTexts(started, locale);

  const webMessagesActor = system?.get(SystemId.webMessages) ?? null;
  const webMessagesView = useActorView(webMessagesActor, webMessages.connect, NO_WEB_MESSAGES);
  const updateView = useActorView(system?.get(SystemId.buildUpdate) ?? null, buildUpdate.connect, NO_UPDATE);

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
    // The banner's actor is an external system started here; its view is read through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBannerActor(actor);
    return () => {
      actor.stop();
    };
  }, [started, data]);
  const bannerView = useActorView(bannerActor, bannerMachine.connect, null);
  const [bannerClosed, setBannerClosed] = useState(false);
  // The submenu's tools are never in the native view, so neither is their place.
  const toolsPlace = data.nativeView ? null : <PlayerToolsPlace />;
  const bannerVisible = data.banner !== null && !data.nativeView && !bannerClosed && (bannerView === null || bannerView.visible);

  const lobbyLinks: NavLink[] = [
    { key: 'casino', label: t`Kasino`, href: localised('preview'), current: lobby === 'casino' },
    { key: 'live-casino', label: t`Živé kasino`, href: localised('preview-live-casino'), current: lobby === 'live' },
  ];
  const productLinks: NavLink[] = [
    ...lobbyLinks,
    { key: 'sport', label: t`Sport`, href: data.settings.sportsUrl, external: true },
    { key: 'poker', label: t`Poker`, href: data.settings.pokerUrl, external: true },
    { key: 'lotto', label: t`Loterie`, href: data.settings.lottoUrl, external: true },
  ];
  // The server's menu may already hold a submenu address (Tournaments): each address shows once.
  const menuHrefs = new Set(menu.map((link) => link.href));
  const submenuBeyondMenu = submenu.filter((link) => !menuHrefs.has(link.href));

  // The dialog is the runtime's (it logs in through auth): a press before the start starts it now.
  const openLogin = () => withRuntime((runtime) => runtime.runtime.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, { source: 'header' }));
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

  // The panel is open on the page it was opened on: a navigation (a followed result) closes it.
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };

  // The chat (part 2 §4): anonymous for a visitor from the first click, a player's from the login.
  const [chatClicked, setChatClicked] = useState(false);
  const [chatControl, setChatControl] = useState<ChatControl | null>(null);
  const chatHeld = chatClicked || session.status === 'authenticated';
  const chatUnread = chatControl?.view.showUnreadBadge ? chatControl.view.unread : 0;
  const chatBusy = chatControl === null ? chatClicked : chatControl.view.iconLoading;
  const unreadText = (count: number) => {
    const written = formatCount(count, locale);
    const form = pluralCategory(count, locale);
    return t({
      message: select(form, {
        one: `${written} nepřečtená zpráva`,
        few: `${written} nepřečtené zprávy`,
        many: `${written} nepřečtené zprávy`,
        other: `${written} nepřečtených zpráv`,
      }),
    });
  };
  const clickChat = () => {
    if (chatControl !== null) chatControl.click();
    else setChatClicked(true);
  };
  // Presses made before the header hydrated (early-presses.ts).
  useEarlyPress('login', openLogin);
  useEarlyPress('search', openSearch);
  useEarlyPress('chat', clickChat);

  const chromeHidden = data.embedded;
  // One notice at a time, the highest priority first: the next shows once it is closed.
  const webMessageItems =
    data.nativeView || chromeHidden ? [] : webMessagesView.visible.slice(0, 1).map((message) => ({ id: message.id, title: message.title, text: message.text }));

  return (
    <>
      <RoutePrefetch chunks={routeChunks} />
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
        {updateView.updateAvailable ? (
          <UpdatePrompt message={t`Je k dispozici nová verze webu.`} reloadLabel={t`Načíst znovu`} onReload={() => window.location.reload()} />
        ) : null}
        <WebMessageBar
          label={t`Oznámení`}
          closeLabel={t`Skrýt oznámení`}
          moreLabel={t`Více`}
          lessLabel={t`Méně`}
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
            compactNav={<LobbySwitch label={t`Herna`} links={lobbyLinks} onNavigate={onNavigate} />}
          >
            <SearchButton ref={searchButton} label={t`Hledat`} expanded={searchOpen} onOpen={openSearch} onIntent={prefetchSearchPanel} />
            {playerEndWhole ? (
              <PlayerActions
                label={t`Účet hráče`}
                username={session.username}
                balance={session.balance}
                balanceVisible={session.balanceVisible}
                hideBalanceLabel={t`Skrýt zůstatek`}
                showBalanceLabel={t`Zobrazit zůstatek`}
                balanceVisibilitySaving={session.balanceVisibilitySaving}
                onToggleBalance={(visible) => started !== null && setBalanceVisible(started, visible)}
                logoutLabel={t`Odhlásit`}
                loggingOut={session.loggingOut}
                onLogout={started?.runtime.config.redirectToAccount ? () => logOut(started, pathname, home) : undefined}
                leading={
                  started === null || tools === 'failed' || tools === null ? null : (
                    <tools.PlayerHeaderTools started={started} location={pathname + search} locale={locale} />
                  )
                }
              />
            ) : session.status !== 'guest' ? (
              <span className="casino-header-session-pending" role="status" aria-label={t`Ověřujeme přihlášení…`} />
            ) : (
              <GuestActions
                registerLabel={t`Registrace`}
                registerHref={data.settings.registerUrl}
                loginLabel={t`Přihlásit`}
                loginLabelMobile={t`Přihlásit se`}
                onLogin={openLogin}
              />
            )}
            <span className="casino-header-language">
              <LanguageSwitch label={t`Jazyk`} options={languages} />
            </span>
          </Header>
          {searchUsed ? (
            <Suspense fallback={null}>
              <SearchPanel
                open={searchOpen}
                onOpenChange={setSearchOpen}
                lobby={lobby}
                locale={locale}
                preview={matchRoute(pathname)?.preview ?? false}
                returnFocusTo={() => searchButton.current}
              />
            </Suspense>
          ) : null}
          <section className="casino-submenu" aria-label={t`Podmenu`}>
            <div className="casino-submenu__inner">
              <OverflowNav label={t`Menu`} links={[...menu, ...submenuBeyondMenu]} moreLabel={t`Další`} variant="submenu" onNavigate={onNavigate} />
              <ChromeThemeSwitcher touch={touch} />
              <ChatButton
                label={t`Chat`}
                unread={chatUnread}
                // Only a badge reads the words (their plural form: core's pluralCategory).
                unreadText={chatUnread > 0 ? unreadText(chatUnread) : ''}
                busy={chatBusy}
                expanded={chatControl?.view.display === 'visible'}
                onClick={clickChat}
                onIntent={prefetchChatHold}
              />
              {chatHeld ? (
                <Suspense fallback={null}>
                  <ChatHold openAtStart={chatClicked} onChange={setChatControl} />
                </Suspense>
              ) : null}
              {session.status === 'authenticated' && started !== null ? (
                <Suspense fallback={toolsPlace}>
                  <PlayerSubmenuTools started={started} />
                </Suspense>
              ) : session.status === 'pending' ? (
                toolsPlace
              ) : null}
            </div>
          </section>
        </>
      )}
    </>
  );
}
