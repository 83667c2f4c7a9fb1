// The typed window events between the portal and the notification hub mini-frontend (part 2 §1):
// the portal opens the hub with its words and the entries so far, and sends the entries again as
// notifications arrive while it is open; the hub says when it has closed.
import type { NotificationEntry } from './notification-entries.ts';
import { dispatchWindowEvent, listenWindowEvent } from './window-events.ts';

export const NotificationHubEvent = {
  /** portal → hub: open (or stay open) with these words and entries. */
  show: 'casino:notification-hub:show',
  /** portal → hub: the entries now (a notification arrived). */
  entries: 'casino:notification-hub:entries',
  /** hub → portal: closed. */
  closed: 'casino:notification-hub:closed',
} as const;

export interface NotificationHubWords {
  readonly title: string;
  readonly close: string;
  /** Said when there is nothing to list. */
  readonly empty: string;
}

export interface NotificationHubShow {
  readonly lang: string;
  readonly words: NotificationHubWords;
  readonly entries: readonly NotificationEntry[];
}

export interface NotificationHubEventMap {
  readonly [NotificationHubEvent.show]: NotificationHubShow;
  readonly [NotificationHubEvent.entries]: readonly NotificationEntry[];
  readonly [NotificationHubEvent.closed]: null;
}

export type NotificationHubEventType = keyof NotificationHubEventMap;

export const dispatchNotificationHubEvent = <K extends NotificationHubEventType>(target: EventTarget, type: K, detail: NotificationHubEventMap[K]): void =>
  dispatchWindowEvent<NotificationHubEventMap, K>(target, type, detail);

export const listenNotificationHubEvent = (target: EventTarget, type: NotificationHubEventType, listener: (detail: unknown) => void): (() => void) =>
  listenWindowEvent<NotificationHubEventMap>(target, type, listener);
