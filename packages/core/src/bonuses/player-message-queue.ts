// Player messages at game start (part 2 §4): "message types are taken in order: login message,
// message, dialog. The first of each is shown, then the next after 1 s".
import type { PlayerMessage } from '../types/player.ts';

/** Display types in the order they are shown, as the platform names them. */
export const PLAYER_MESSAGE_DISPLAY_ORDER = ['login-message', 'message', 'dialog'] as const;

/** A display type that is shown at game start; the platform may send others, which are not. */
export type PlayerMessageDisplayType = (typeof PLAYER_MESSAGE_DISPLAY_ORDER)[number];

const SHOWN: ReadonlySet<string> = new Set(PLAYER_MESSAGE_DISPLAY_ORDER);

export const isShownDisplayType = (displayType: string): displayType is PlayerMessageDisplayType => SHOWN.has(displayType);

/** The first message of each display type, in display order; other display types are not shown. */
export const playerMessageQueue = <M extends Pick<PlayerMessage, 'displayType'>>(messages: readonly M[]): M[] =>
  PLAYER_MESSAGE_DISPLAY_ORDER.flatMap((displayType) => messages.find((message) => message.displayType === displayType) ?? []);
