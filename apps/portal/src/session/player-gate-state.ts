// What a protected page (core's route `auth: 'user'`, part 1 §6) shows, from what the browser's auth
// knows. The server cannot know the session (it lives in the platform's and the gateway's cookies,
// read by the browser's runtime), so every protected page is first drawn without the player's
// content and opens once auth says the player is logged in, without a reload.

import { sessionStatus, type SessionAuth, type SessionStatus } from '../session-status.ts';

/** What the gate reads of auth (its view model), or null before the browser's runtime runs. */
export type GateAuth = SessionAuth;

export type PlayerGateState =
  /** The page's own content. */
  | 'player'
  /** Waiting for auth's first answer in a browser that may hold a session: no offer to log in yet. */
  | 'checking'
  /** The "log in to see this" view with its Log in button. */
  | 'visitor';

/**
 * Only a player sees the content; a browser that remembers one waits for auth's answer (as the
 * header does) instead of offering a login it may not need; anyone else is offered the login.
 */
const GATE_STATE: Readonly<Record<SessionStatus, PlayerGateState>> = { authenticated: 'player', pending: 'checking', guest: 'visitor' };

export const playerGateState = (auth: GateAuth | null, mayHaveSession: boolean): PlayerGateState => GATE_STATE[sessionStatus(auth, mayHaveSession)];

/**
 * Whether the login dialog opens by itself: auth has answered "no player" on a page the visitor
 * asked for, and this page has neither offered it yet (closing the dialog leaves the login view) nor
 * shown a player's content (a logout leaves the page for home; it must not be met by the dialog).
 */
export const opensLoginByItself = (auth: GateAuth | null, offered: boolean, wasPlayer: boolean): boolean =>
  auth !== null && auth.ready && !auth.loggedIn && !offered && !wasPlayer;
