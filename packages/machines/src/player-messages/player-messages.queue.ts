import type { PlayerMessage } from '@casino/core';
import { MESSAGE_DISPLAY_ORDER } from './player-messages.types.ts';

/** The first message of each display type, in display order; other display types are not shown. */
export const messageQueue = (messages: readonly PlayerMessage[]): PlayerMessage[] =>
  MESSAGE_DISPLAY_ORDER.flatMap((displayType) => messages.find((message) => message.displayType === displayType) ?? []);
