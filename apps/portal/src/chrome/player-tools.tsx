// A logged-in player's tools in the chrome (part 2 §2 and §4), a chunk of their own that the header
// fetches only once a session is there or may be (a visitor's page never loads it):
// - the header's Deposit link: the prematch host's page on a desktop, opened in the old my-account
//   modal (the modal-stack machine, held while the modal is open), and the game-mode host's page on
//   a touch device, followed as a link;
// - the account button, which opens the my-account panel (the my-account mini-frontend,
//   use-my-account-panel.ts); its Deposit and Account overview go on as the header's Deposit does;
// - the notifications button, which opens the notification hub (and, while it shows, the in-app
//   notification shows each arriving notification);
// - the regulatory timer and the panic button with its confirmation, in the submenu (on phones the
//   submenu shows only these), never in the native view.
import { useRef, useState, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { accountUrl, depositUrl, myAccountFrameUrl, PANIC_HOLD_MS, type Locale } from '@casino/core';
import { modalStack, panic, regulatoryTimer } from '@casino/machines';
import { AccountLinks, MyAccountModal, PanicButton, PanicConfirmation, RegulatoryTimer, type AccountLinkPage } from '@casino/react-ui';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { NotificationHubButton } from './notification-hub-button.tsx';
import { PlayerToolsPlace } from './player-tools-place.tsx';
import { useActorView } from './use-actor-view.ts';
import { useMyAccountPanel } from './use-my-account-panel.ts';
import { useOnDemandMachine } from './use-on-demand-machine.ts';
import { playerDataAnswered, usePlayerDataView } from './use-player-session.ts';
import { usePlayerMachine } from './use-player-machine.ts';

export interface PlayerHeaderToolsProps {
  readonly started: BrowserRuntime;
  /** The page's path and query: the account pages close and go back to it. */
  readonly location: string;
  readonly locale: Locale;
}

export function PlayerHeaderTools({ started, location, locale }: PlayerHeaderToolsProps) {
  const { t } = useLingui();
  const { config } = started.runtime;
  const currentUrl = new URL(location, window.location.origin).href;
  const links = { prematchHost: config.prematchEndpoint, gameModeHost: config.gameModeHost, touch: started.device.isTouch, currentUrl };

  // The modal's machine runs while the player wants the modal: from the click until it closes.
  const [wanted, setWanted] = useState<AccountLinkPage | null>(null);
  const wantedPage = useRef<AccountLinkPage>('dashboard');
  const stack = useOnDemandMachine(
    SystemId.modalStack,
    {
      input: wanted === null ? null : [],
      start: 'now',
      onOpened: (actor) => {
        actor.send({ type: 'modal-stack.open-my-account', page: wantedPage.current });
        // Closed by its own button, Escape or the frame's close-modal: the hold ends with it.
        const subscription = actor.subscribe((snapshot) => {
          if (!modalStack.connect(snapshot).myAccount.open) setWanted(null);
        });
        return () => subscription.unsubscribe();
      },
    },
    [],
  );
  const view = useActorView(stack, modalStack.connect, null);

  const openOldModal = (page: AccountLinkPage) => {
    wantedPage.current = page;
    if (stack !== null) stack.send({ type: 'modal-stack.open-my-account', page });
    else setWanted(page);
  };
  const depositHref = depositUrl({ ...links, mobile: started.device.isMobile });
  const dashboardHref = accountUrl(links);
  const openPanel = useMyAccountPanel(started, locale, { depositHref, dashboardHref, touch: started.device.isTouch }, openOldModal);

  const follow = (page: AccountLinkPage, event: MouseEvent<HTMLAnchorElement>) => {
    // The account button opens the my-account panel (its Account overview goes on to the dashboard).
    if (page === 'dashboard') {
      event.preventDefault();
      openPanel();
      return;
    }
    // A touch device follows Deposit to the game-mode host's page.
    if (started.device.isTouch) return;
    event.preventDefault();
    openOldModal(page);
  };

  const page = view?.myAccount.page ?? null;
  return (
    <>
      <AccountLinks depositLabel={t`Vklad`} depositHref={depositHref} accountLabel={t`Můj účet`} accountHref={dashboardHref} onFollow={follow} />
      <NotificationHubButton started={started} locale={locale} />
      {view !== null && page !== null ? (
        <MyAccountModal
          title={page === 'deposit' ? t`Vklad` : t`Můj účet`}
          page={page}
          src={myAccountFrameUrl(page, { prematchHost: config.prematchEndpoint, currentUrl })}
          widthPx={view.myAccount.widthPx}
          closeLabel={t`Zavřít okno účtu`}
          onClose={() => stack?.send({ type: 'modal-stack.close-my-account' })}
        />
      ) : null}
    </>
  );
}

export interface PlayerSubmenuToolsProps {
  readonly started: BrowserRuntime;
}

export function PlayerSubmenuTools({ started }: PlayerSubmenuToolsProps) {
  const { t } = useLingui();
  const timer = useActorView(usePlayerMachine(SystemId.regulatoryTimer, started), regulatoryTimer.connect, null);
  const panicActor = usePlayerMachine(SystemId.panic, started);
  const panicView = useActorView(panicActor, panic.connect, null);
  // The timer shows once the player's first login is known (the player data's overview): until the
  // player data has answered, the place (which holds the timer's room too) stays.
  const player = usePlayerDataView(started);
  const timerKnown = timer?.visible === true || playerDataAnswered(player);
  if (started.runtime.page.nativeView) return null;
  if (panicActor === null || !timerKnown) return <PlayerToolsPlace />;
  return (
    <div className="casino-player-tools" data-player-tools="">
      {timer?.visible ? <RegulatoryTimer label={t`Čas ve hře`} elapsed={timer.elapsed} /> : null}
      <PanicButton
        label={t`Okamžitá blokace`}
        hint={t`Klikněte, nebo podržte 3 sekundy: zablokuje hraní.`}
        holdMs={PANIC_HOLD_MS}
        holding={panicView?.holding ?? false}
        onClick={() => panicActor.send({ type: 'panic.click' })}
        onPressStart={() => panicActor.send({ type: 'panic.press-start' })}
        onPressEnd={() => panicActor.send({ type: 'panic.press-end' })}
      />
      {panicView?.confirmationOpen ? (
        <PanicConfirmation
          title={t`Zablokovat hraní?`}
          text={t`Váš účet bude okamžitě vyloučen ze hry v kasinu. Blokaci nelze na tomto webu zrušit.`}
          cancelLabel={t`Zrušit`}
          confirmLabel={t`Ano, zablokovat`}
          blockingLabel={t`Blokujeme…`}
          error={panicView.blockFailed ? t`Blokaci se nepodařilo provést. Zkuste to znovu.` : null}
          blocking={panicView.blocking}
          onCancel={() => panicActor.send({ type: 'panic.cancel' })}
          onConfirm={() => panicActor.send({ type: 'panic.confirm' })}
        />
      ) : null}
    </div>
  );
}
