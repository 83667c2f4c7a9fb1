// What the notification hub lists, kept for the tab's session (session storage): a player who
// reloads the page, switches its language or comes back by a link still finds what arrived earlier,
// worded anew in the page's language when the hub opens, and the badge's count of the unseen ones.
// Only the same player's history is read back (another player in the same tab starts empty), a
// logout forgets it, and what does not decode reads as none.
import { Schema } from 'effect';
import { NOTIFICATION_HUB_MAX_ENTRIES, PlayerMessageType, type InAppNotification } from '@casino/core';
import type { KeyValueStore } from '../environment/portal-environment.ts';
import { readStored, writeStored } from '../stored-json.ts';

export const NOTIFICATION_HISTORY_KEY = 'casino.notificationHistory';

/** A notification as it arrived, before it is worded. */
export interface ReceivedNotification {
  /** Unique within the player's session, in the order of arrival (`n-1`, `n-2`, …). */
  readonly id: string;
  /** When it arrived (ISO 8601). */
  readonly at: string;
  readonly notification: InAppNotification;
}

export interface NotificationHistory {
  readonly player: string;
  /** Newest first, at most NOTIFICATION_HUB_MAX_ENTRIES. */
  readonly received: readonly ReceivedNotification[];
  /** How many arrived since the hub was last opened. */
  readonly unseen: number;
}

const StoredNotification: Schema.Codec<InAppNotification, unknown> = Schema.Struct({
  type: Schema.Literals(Object.values(PlayerMessageType)),
  balance: Schema.optionalKey(Schema.NullOr(Schema.Struct({ type: Schema.String, amount: Schema.Number, currencyCode: Schema.String }))),
  bonusId: Schema.optionalKey(Schema.NullOr(Schema.String)),
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
});

const StoredHistory: Schema.Codec<NotificationHistory, unknown> = Schema.Struct({
  player: Schema.String,
  received: Schema.Array(Schema.Struct({ id: Schema.String, at: Schema.String, notification: StoredNotification })),
  unseen: Schema.Number,
});

const emptyHistory = (player: string): NotificationHistory => ({ player, received: [], unseen: 0 });

/** The player's history of this tab's session, or an empty one (none kept, another player's, or not decodable). */
export const readNotificationHistory = (store: KeyValueStore, player: string): NotificationHistory => {
  const stored = readStored(store, NOTIFICATION_HISTORY_KEY, StoredHistory);
  if (stored === null || stored.player !== player) return emptyHistory(player);
  const received = stored.received.slice(0, NOTIFICATION_HUB_MAX_ENTRIES);
  const unseen = Number.isInteger(stored.unseen) ? Math.min(Math.max(stored.unseen, 0), received.length) : 0;
  return { player, received, unseen };
};

export const writeNotificationHistory = (store: KeyValueStore, history: NotificationHistory): void => writeStored(store, NOTIFICATION_HISTORY_KEY, history);

export const forgetNotificationHistory = (store: KeyValueStore): void => store.removeItem(NOTIFICATION_HISTORY_KEY);

/** The id of the next arrival: one past the highest of the history, so that an id is never given twice in a session. */
export const nextNotificationId = (received: readonly ReceivedNotification[]): string => {
  const numbers = received.map((item) => Number(/^n-(\d+)$/.exec(item.id)?.[1] ?? 0));
  return `n-${Math.max(0, ...numbers) + 1}`;
};
