// Player messages at game start (part 2 §4): the first login message, then the first message, then
// the first dialog, one at a time with 1 s between them; skipped for real-money play. Then the bonus
// code's details, whose popup opens only for free spins or golden chips.
import type { BonusDetails, PlayerMessage, PlayModeName, SnackbarRequest } from '@casino/core';

/** Display types in the order they are shown (as the platform names them): core's. */
export { PLAYER_MESSAGE_DISPLAY_ORDER as MESSAGE_DISPLAY_ORDER, type PlayerMessageDisplayType } from '@casino/core';

export interface PlayerMessagesContext {
  /** Messages still to show, in order. */
  readonly queue: readonly PlayerMessage[];
  readonly current: PlayerMessage | null;
  /** The bonus code whose details follow the messages. */
  readonly bonusCode: string | null;
  readonly bonusDetails: BonusDetails | null;
}

export type PlayerMessagesEvent =
  | { readonly type: 'player-messages.game-started'; readonly mode: PlayModeName; readonly bonusCode?: string | null }
  | { readonly type: 'player-messages.close' }
  | { readonly type: 'player-messages.close-bonus-details' };

export type PlayerMessagesEmitted = { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

export interface BonusDetailsRequest {
  readonly bonusCode: string;
}

export interface PlayerMessagesViewModel {
  readonly message: {
    /** The platform's message as it came (the portal asks the bonuses whether it offers one). */
    readonly source: PlayerMessage;
    readonly displayType: string;
    /** The text, or for the sportsbook bonus template the key of its fixed description. */
    readonly text: string;
    readonly textIsKey: boolean;
  } | null;
  readonly bonusDetails: BonusDetails | null;
  readonly busy: boolean;
}
