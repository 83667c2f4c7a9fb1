// Player notifications (part 2 §4 in-app message handling, §7 notifications over STOMP).
import type { Balance, BonusWaitingMessageType, InAppNotification } from '@casino/core';

export interface NotificationsContext {
  /** The player's notification token while a player is logged in. */
  readonly token: string | null;
  readonly error: string | null;
  readonly received: number;
  readonly invalidPayloads: number;
  /** The type of the last notification handled. */
  readonly last: InAppNotification['type'] | null;
}

export type NotificationsEvent =
  /** A player logged in and the notification token is known. */
  | { readonly type: 'notifications.start'; readonly token: string }
  /** Logout: close the connection. */
  | { readonly type: 'notifications.stop' }
  /** Reports of the injected connection actor. */
  | { readonly type: 'notifications.connected' }
  | { readonly type: 'notifications.disconnected'; readonly error: string | null }
  | { readonly type: 'notifications.closed'; readonly error: string }
  | { readonly type: 'notifications.message'; readonly notification: InAppNotification }
  | { readonly type: 'notifications.invalid-payload'; readonly error: string };

export interface NotificationsConnectionInput {
  readonly token: string;
}

/** What the machine asks other machines to do, as emitted events. */
export type NotificationsEmitted =
  /** Bonus notifications: the player's waiting messages of that type changed. */
  | { readonly type: 'notifications.messages-changed'; readonly messageType: BonusWaitingMessageType }
  | { readonly type: 'notifications.balance-changed'; readonly balance: Balance }
  /** Logout notification: the session must be checked again. */
  | { readonly type: 'notifications.reauthenticate' }
  /** Every notification handled, whatever its type (before its own effect's event). */
  | { readonly type: 'notifications.received'; readonly notification: InAppNotification };

export interface NotificationsViewModel {
  readonly status: 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';
  readonly error: string | null;
  readonly last: InAppNotification['type'] | null;
  readonly received: number;
  readonly invalidPayloads: number;
}
