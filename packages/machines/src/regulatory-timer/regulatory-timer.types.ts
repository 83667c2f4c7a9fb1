// The regulatory session timer (part 2 §4): counts up from the player's first-login timestamp.

export interface RegulatoryTimerInput {
  /** Native view never shows the timer. */
  readonly nativeView?: boolean;
}

export interface RegulatoryTimerContext {
  readonly firstLoginTimestampZoned: string | null;
  /** Milliseconds since the first login at the last clock tick. */
  readonly elapsedMs: number;
  readonly loggedIn: boolean;
  readonly playingReal: boolean;
  readonly nativeView: boolean;
}

export type RegulatoryTimerEvent =
  /** The player (or its absence) as the player data knows it. */
  | { readonly type: 'regulatory-timer.user-changed'; readonly loggedIn: boolean; readonly firstLoginTimestampZoned: string | null }
  /** A game session started or ended: real-money play hides the timer. */
  | { readonly type: 'regulatory-timer.play-changed'; readonly playingReal: boolean }
  /** Sent by the injected clock at its start and when a wait ends, with the current epoch time. */
  | { readonly type: 'regulatory-timer.tick'; readonly now: number };

/** What the machine tells its clock: the next tick is due in `ms` (the earlier wait is dropped). */
export interface RegulatoryTimerClockCommand {
  readonly type: 'regulatory-timer.wait';
  readonly ms: number;
}

export interface RegulatoryTimerViewModel {
  readonly running: boolean;
  readonly visible: boolean;
  /** 'hh:mm:ss', changing once per second. */
  readonly elapsed: string;
}
