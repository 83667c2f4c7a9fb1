// What an in-app notification does (part 2 §4 "in-app message handling"): bonus types update the
// player's messages, balance updates the balance (and the portal dispatches a window event), logout
// forces a re-authentication, a simple message does nothing.
import type { WaitingMessageType } from '../contract.ts';
import type { PlayerMessageType } from '../types/enums.ts';
import type { Balance, InAppNotification } from '../types/player.ts';

/** The waiting-message type whose list a bonus notification changes (the platform script's names). */
export const BONUS_NOTIFICATION_MESSAGE_TYPE = {
  BONUS: 'bonus',
  BONUS_2: 'bonus:2',
  BONUS_4: 'bonus:4',
} as const satisfies Partial<Record<PlayerMessageType, WaitingMessageType>>;

export type BonusWaitingMessageType = (typeof BONUS_NOTIFICATION_MESSAGE_TYPE)[keyof typeof BONUS_NOTIFICATION_MESSAGE_TYPE];

export type NotificationEffect =
  /** Reload the player's waiting messages of this type. */
  | { readonly kind: 'refreshMessages'; readonly messageType: BonusWaitingMessageType }
  /** Store the new balance and tell the page (a window event). */
  | { readonly kind: 'updateBalance'; readonly balance: Balance }
  /** Check the session again. */
  | { readonly kind: 'reauthenticate' }
  | { readonly kind: 'none' };

const NONE: NotificationEffect = { kind: 'none' };
const REAUTHENTICATE: NotificationEffect = { kind: 'reauthenticate' };

const isBonusType = (type: string): type is keyof typeof BONUS_NOTIFICATION_MESSAGE_TYPE => Object.hasOwn(BONUS_NOTIFICATION_MESSAGE_TYPE, type);

/**
 * The effect of one notification. A balance notification without a balance, SIMPLE_MESSAGE and any
 * type the spec does not name do nothing.
 */
export const notificationEffect = (notification: Pick<InAppNotification, 'type' | 'balance'>): NotificationEffect => {
  const { type } = notification;
  if (isBonusType(type)) return { kind: 'refreshMessages', messageType: BONUS_NOTIFICATION_MESSAGE_TYPE[type] };
  if (type === 'BALANCE') return notification.balance ? { kind: 'updateBalance', balance: notification.balance } : NONE;
  if (type === 'LOGOUT') return REAUTHENTICATE;
  return NONE;
};
