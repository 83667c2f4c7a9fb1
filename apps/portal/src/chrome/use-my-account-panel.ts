// The header account button's panel (the my-account mini-frontend, part 2 §1–§2), in the player's
// chunk: what it shows, in the page's words — the player's name, the main balance (or that it is
// hidden, as the header's eye chose), the number of bonuses (what the promotions badge counts), the
// account summary (core's choice of the player-info fields) — and its actions: Deposit and the
// account dashboard (on a desktop the old my-account modal, on a touch device the game-mode host's
// pages followed as links, as the header's own links do), my games and favourites (pages of the
// portal), responsible gaming (the operator's page) and Logout. Redrawn while open as the data changes.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import {
  accountStateOf,
  accountSummaryFields,
  formatCount,
  matchRoute,
  personalCategoryPath,
  routePath,
  type AccountState,
  type AccountSummaryField,
  type Locale,
  type MyAccountAction,
  type MyAccountActionKey,
  type MyAccountFact,
  type MyAccountShow,
} from '@casino/core';
import type { AccountLinkPage } from '@casino/react-ui';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { createMyAccountPanel } from '../runtime/mini-frontends/my-account-panel.ts';
import { homeHref } from './locale-links.ts';
import { logOut, usePlayerDataView, usePlayerSession } from './use-player-session.ts';

export interface MyAccountPanelLinks {
  readonly depositHref: string;
  readonly dashboardHref: string;
  /** A touch device follows Deposit and the dashboard as links; a desktop opens them in the old modal. */
  readonly touch: boolean;
}

/** Returns what the account button calls to open the panel. */
export const useMyAccountPanel = (started: BrowserRuntime, locale: Locale, links: MyAccountPanelLinks, openOldModal: (page: AccountLinkPage) => void) => {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [panel] = useState(() => createMyAccountPanel(started.runtime, started.system));
  const session = usePlayerSession(started, true);
  const player = usePlayerDataView(started);
  const preview = matchRoute(pathname)?.preview ?? false;
  const myGamesHref = routePath('preview-user-my-games', {}, { locale, preview });
  const favouritesHref = personalCategoryPath('favourites', { liveLayoutActive: false, locale, preview });

  const show = useMemo((): MyAccountShow => {
    const fieldLabels: Record<AccountSummaryField, string> = {
      email: t`E-mail`,
      phone: t`Telefon`,
      city: t`Město`,
      playerClientId: t`Číslo klienta`,
    };
    const stateTexts: Record<AccountState, string> = {
      active: t`Aktivní`,
      pending: t`Čeká na dokončení registrace`,
      suspended: t`Pozastavený`,
    };
    const bonusCount = player?.bonuses.length ?? 0;
    const facts: MyAccountFact[] = [
      // The eye's choice holds here too: a hidden balance is said to be hidden, not shown.
      { key: 'balance', label: t`Zůstatek`, value: session.balance === null ? '–' : session.balanceVisible ? session.balance : t`Skrytý` },
      { key: 'bonuses', label: t`Bonusy`, value: formatCount(bonusCount, locale) },
    ];
    const info = player?.info ?? null;
    if (info !== null) {
      facts.push(...accountSummaryFields(info).map(({ field, value }) => ({ key: field, label: fieldLabels[field], value })));
      facts.push({ key: 'state', label: t`Stav účtu`, value: stateTexts[accountStateOf(info)] });
    }
    const actions: MyAccountAction[] = [
      { key: 'deposit', label: t`Vklad`, href: links.depositHref, handled: !links.touch },
      { key: 'dashboard', label: t`Přehled účtu`, href: links.dashboardHref, handled: !links.touch },
      { key: 'my-games', label: t`Moje hry`, href: myGamesHref, handled: true },
      { key: 'favourites', label: t`Oblíbené hry`, href: favouritesHref, handled: true },
      { key: 'responsible-gaming', label: t`Zodpovědné hraní`, href: started.runtime.config.responsibleGamingUrl, handled: false },
      { key: 'logout', label: t`Odhlásit`, href: null, handled: true },
    ];
    return {
      lang: locale,
      words: { title: t`Můj účet`, close: t`Zavřít můj účet`, actions: t`Akce účtu` },
      name: session.username,
      facts,
      actions,
    };
  }, [
    t,
    locale,
    session.balance,
    session.balanceVisible,
    session.username,
    player,
    links.depositHref,
    links.dashboardHref,
    links.touch,
    myGamesHref,
    favouritesHref,
    started,
  ]);

  useEffect(() => panel.update(show), [panel, show]);

  // The panel hears actions for the header's life; each is handled with the page as it is then.
  const onAction = useRef<(key: MyAccountActionKey) => void>(() => undefined);
  useEffect(() => {
    onAction.current = (key) => {
      if (key === 'deposit' || key === 'dashboard') openOldModal(key);
      else if (key === 'my-games') void navigate(myGamesHref);
      else if (key === 'favourites') void navigate(favouritesHref);
      else if (key === 'logout') logOut(started, pathname, homeHref(pathname, locale));
    };
  });
  useEffect(() => panel.start((key) => onAction.current(key)), [panel]);

  return () => void panel.open(show);
};
