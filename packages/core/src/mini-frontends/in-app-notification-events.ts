// The typed window event from the portal to the in-app notification mini-frontend (part 2 §1, §3):
// one arriving notification to show for a while, in the page's words.
import { SNACKBAR_TIMEOUT_MS } from '../constants.ts';
import type { NotificationEntry } from './notification-entries.ts';
import { dispatchWindowEvent, listenWindowEvent } from './window-events.ts';

export const InAppNotificationEvent = {
  /** portal → in-app notification: show this one (on top of those still shown). */
  show: 'casino:in-app-notification:show',
} as const;

export interface InAppNotificationShow {
  readonly lang: string;
  readonly words: { readonly close: string; readonly label: string };
  readonly entry: NotificationEntry;
}

/** How long one stays unless closed (the snackbar's 5 s, part 2 §4), and how many show at once. */
export const IN_APP_NOTIFICATION_MS = SNACKBAR_TIMEOUT_MS;
export const IN_APP_NOTIFICATION_MAX_SHOWN = 3;

export interface InAppNotificationEventMap {
  readonly [InAppNotificationEvent.show]: InAppNotificationShow;
}

export const dispatchInAppNotificationEvent = (target: EventTarget, detail: InAppNotificationShow): void =>
  dispatchWindowEvent<InAppNotificationEventMap, typeof InAppNotificationEvent.show>(target, InAppNotificationEvent.show, detail);

export const listenInAppNotificationEvent = (target: EventTarget, listener: (detail: unknown) => void): (() => void) =>
  listenWindowEvent<InAppNotificationEventMap>(target, InAppNotificationEvent.show, listener);
