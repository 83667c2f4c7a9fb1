// Keep-alive (part 1 §4, §9): a heartbeat every 5 minutes carrying the milliseconds since the
// player's last action; activity events are debounced 250 ms; a failed heartbeat tries to
// re-authenticate, and when that fails too the session ends with an internal logout.

export interface KeepAliveContext {
  /** Epoch ms of the last (debounced) player action; the start time until the first action. */
  readonly lastActionAt: number | null;
  /** Epoch ms of an action waiting for the debounce to settle. */
  readonly pendingActionAt: number | null;
  /** Epoch ms read just before the current heartbeat. */
  readonly now: number | null;
}

export type KeepAliveEvent =
  /** Sent by the injected activity listener on mousedown, mousemove, keydown, scroll, touchstart. */
  { readonly type: 'keep-alive.activity'; readonly at: number };

export interface KeepAliveActivityInput {
  readonly events: readonly string[];
}

export interface HeartbeatInput {
  readonly millisFromLastAction: number;
}

export type KeepAliveEmitted = { readonly type: 'keep-alive.logout' };

export interface KeepAliveOutput {
  readonly reason: 'keep-alive-failed';
}

export interface KeepAliveViewModel {
  readonly alive: boolean;
  readonly reauthenticating: boolean;
  readonly loggedOut: boolean;
}
