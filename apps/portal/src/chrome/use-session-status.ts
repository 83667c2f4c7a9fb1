// The session as a player's own parts need it, read from the started runtime's auth machine
// without importing it (the site layout's first scripts carry no machine code, and a page that
// imported the chrome's session hook would split it out of the chrome's chunk into a file of its
// own for every visitor): 'pending' while a page that may hold a session waits for auth's first
// answer, 'guest' for a visitor (and before the runtime starts without a session hint),
// 'authenticated' for a player — the one rule of session-status.ts. A player's own parts (favourite
// hearts, the personal pages) load their code only once it says 'authenticated'.
import type { auth } from '@casino/machines';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { sessionStatus, type SessionStatus } from '../session-status.ts';
import { useActorViewInTransition } from './use-actor-view-in-transition.ts';

type AuthSnapshot = ReturnType<typeof auth.authMachine.getInitialSnapshot>;

/** Auth's snapshot as the rule reads it: logging out still shows the player's page until the platform has answered. */
const sessionStatusOf = (snapshot: AuthSnapshot | null, mayHaveSession: boolean): SessionStatus =>
  sessionStatus(
    snapshot === null ? null : { ready: snapshot.context.ready, loggedIn: snapshot.matches('authenticated') || snapshot.matches('loggingOut') },
    mayHaveSession,
  );

export const useSessionStatus = (started: BrowserRuntime | null, mayHaveSession: boolean): SessionStatus =>
  // In a transition, as the header's view of the session (chrome/use-player-session.ts): a login
  // redraws every player's part of the page.
  useActorViewInTransition(
    started?.system.get(SystemId.auth) ?? null,
    (snapshot: AuthSnapshot) => sessionStatusOf(snapshot, mayHaveSession),
    sessionStatusOf(null, mayHaveSession),
  );

/** Whether a player is logged in (false before the runtime starts, on the server and for a visitor). */
export const useLoggedIn = (started: BrowserRuntime | null): boolean => useSessionStatus(started, false) === 'authenticated';
