// The header's view of the session (part 1 §4, part 2 §2): the auth machine's state and, once
// logged in, its player-data child's name, main balance and balance visibility. Before the runtime
// runs the header is a visitor's, unless the page was asked by a browser that may hold a session
// (then it says so, and the login area waits instead of offering to log in). Rendered in transitions
// (use-actor-view-in-transition.ts): a session's start changes the whole header and every player's
// part of the page at once, which a synchronous render drew inside the task of the answer that
// logged the player in, with the session's machines and their first calls (some 300 ms on a phone).
import { formatCurrency, matchRoute, stripLocalePrefix } from '@casino/core';
import { auth, playerData } from '@casino/machines';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { sessionStatus, type SessionStatus } from '../session-status.ts';
import { useActorViewInTransition } from './use-actor-view-in-transition.ts';

export interface PlayerSessionView {
  /** pending: not known yet (the runtime has not started or auth is still at work). */
  readonly status: SessionStatus;
  readonly username: string;
  readonly balance: string | null;
  /** Whether the balance has answered: it came, or every part of the player's data has answered without it. */
  readonly balanceAnswered: boolean;
  readonly balanceVisible: boolean;
  readonly balanceVisibilitySaving: boolean;
  readonly loggingOut: boolean;
}

const GUEST_VIEW: auth.AuthViewModel = {
  status: 'guest',
  ready: false,
  loggedIn: false,
  username: null,
  notificationToken: null,
  authenticating: false,
  loggingOut: false,
};
const PENDING_VIEW: auth.AuthViewModel = { ...GUEST_VIEW, status: 'pending' };

const playerDataChild = (snapshot: ReturnType<typeof auth.authMachine.getInitialSnapshot>) => snapshot.children.playerData ?? null;

/** The logged-in player's data (name, balances, info, bonuses…); null for a visitor or before it starts. */
export const usePlayerDataView = (started: BrowserRuntime | null): playerData.PlayerDataViewModel | null => {
  const playerDataActor = useActorViewInTransition(started?.system.get(SystemId.auth) ?? null, playerDataChild, null);
  return useActorViewInTransition(playerDataActor, playerData.connect, null);
};

/** Whether every part of the player's data has answered (what the header's and the submenu's places wait for). */
export const playerDataAnswered = (player: playerData.PlayerDataViewModel | null): boolean => player !== null && !player.loading;

export const usePlayerSession = (started: BrowserRuntime | null, mayHaveSession: boolean): PlayerSessionView => {
  const authActor = started?.system.get(SystemId.auth) ?? null;
  const authView = useActorViewInTransition(authActor, auth.connect, mayHaveSession ? PENDING_VIEW : GUEST_VIEW);
  const player = usePlayerDataView(started);
  const balance = player?.balance ?? null;
  return {
    // Only a page that may hold a session waits for the first answer; a visitor's stays a visitor's meanwhile.
    status: sessionStatus(authView, mayHaveSession),
    username: player?.username || authView.username || '',
    balance: balance === null ? null : formatCurrency(balance.amount, balance.currencyCode, { locale: 'cs-CZ' }),
    balanceAnswered: balance !== null || playerDataAnswered(player),
    balanceVisible: player?.balanceVisible ?? false,
    balanceVisibilitySaving: player?.balanceVisibilitySaving ?? false,
    loggingOut: authView.loggingOut,
  };
};

/** Logout (part 2 §2): the auth machine logs out; a protected page (auth 'user') goes home. */
export const logOut = (started: BrowserRuntime, pathname: string, home: string): void => {
  started.system.get(SystemId.auth).send({ type: 'auth.logout' });
  if (matchRoute(stripLocalePrefix(pathname).pathname)?.auth === 'user') started.runtime.env.location.navigate(home);
};

/** The eye toggle: the player data saves the choice on the gateway (and puts it back if that fails). */
export const setBalanceVisible = (started: BrowserRuntime, visible: boolean): void => {
  started.system.get(SystemId.auth).getSnapshot().children.playerData?.send({ type: 'player-data.set-balance-visible', visible });
};
