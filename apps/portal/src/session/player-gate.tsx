// The one guard of every protected page (core's routes with `auth: 'user'`: the personal pages and
// real-money play, part 1 §6), put around them by the route table (routes.ts, through
// routes/layouts/player-guard.tsx), so no page module repeats it. The server cannot know the
// session, so it draws the "log in to see this" view (or, for a browser that remembers a player, a
// short wait); in the browser the guard starts the runtime at once (the page needs auth's answer,
// not a visitor's first interaction), opens the login dialog by itself when auth answers "guest",
// and shows the page's content as soon as the player is logged in, without a reload: the player is
// back where they asked to go. Closing the dialog leaves the view with its Log in button.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LOGIN_DIALOG_OPEN_EVENT, stripLocalePrefix } from '@casino/core';
import { auth } from '@casino/machines';
import { useBrowserRuntime, useRootData, useWithBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useActorView } from '../chrome/use-actor-view.ts';
import { homeHref } from '../chrome/locale-links.ts';
import { useLoginDialogTexts } from '../chrome/use-login-dialog-texts.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { opensLoginByItself, playerGateState } from './player-gate-state.ts';
import './player-gate.css';

/** The event's detail names who asked for the dialog (the header says 'header'). */
const OPENED_BY = { source: 'protected-page' } as const;

export function PlayerGate({ children }: { readonly children: ReactNode }) {
  const { t } = useLingui();
  const root = useRootData();
  const locale = root?.locale ?? 'cs';
  const started = useBrowserRuntime();
  const withRuntime = useWithBrowserRuntime();
  const { pathname } = useLocation();
  const authView = useActorView(started?.system.get(SystemId.auth) ?? null, auth.connect, null);
  const state = playerGateState(authView, root?.mayHaveSession ?? false);
  // The dialog takes the page's words from whoever shows it; real play has no header to give them.
  useLoginDialogTexts(started, locale);

  // Auth's answer is what this page waits for: the runtime starts now, not at a first interaction.
  useEffect(() => withRuntime(() => {}), [withRuntime]);

  // Once per page asked for: the dialog opens by itself; after a player's content, never (logout).
  const offeredOn = useRef<string | null>(null);
  const playerOn = useRef<string | null>(null);
  const loginButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'player') playerOn.current = pathname;
  }, [state, pathname]);
  useEffect(() => {
    if (!opensLoginByItself(authView, offeredOn.current === pathname, playerOn.current === pathname)) return;
    offeredOn.current = pathname;
    // The dialog gives the focus back to what had it: the Log in button, not the page's start.
    loginButton.current?.focus({ preventScroll: true });
    started?.runtime.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, OPENED_BY);
  }, [authView, pathname, started]);

  if (state === 'player') return <>{children}</>;
  const openLogin = () => withRuntime((runtime) => runtime.runtime.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, OPENED_BY));
  const checking = state === 'checking';
  return (
    <section className="casino-player-gate" aria-labelledby="player-gate-title" aria-busy={checking} data-player-gate={state}>
      <h1 id="player-gate-title" className="casino-player-gate__title">
        {checking ? t`Ověřujeme přihlášení…` : t`Přihlaste se, prosím`}
      </h1>
      <p className="casino-player-gate__text">
        {checking ? t`Hned vám ukážeme stránku, kterou jste otevřeli.` : t`Tuto stránku vidí jen přihlášení hráči. Po přihlášení se vám hned zobrazí.`}
      </p>
      <div className="casino-player-gate__actions">
        {checking ? null : (
          <button ref={loginButton} type="button" className="casino-player-gate__login" onClick={openLogin} data-player-gate-login>
            {t`Přihlásit se`}
          </button>
        )}
        <a className="casino-player-gate__home" href={homeHref(stripLocalePrefix(pathname).pathname, locale)}>
          {t`Zpět do lobby`}
        </a>
      </div>
    </section>
  );
}
