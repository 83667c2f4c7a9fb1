// The player's notifications for the two mini-frontends that show them (part 2 §1): every
// notification the notifications machine handles becomes an entry in the page's words (core's
// withNotificationEntry: newest first, bounded), shown at once by the in-app notification and
// listed by the notification hub when the player opens it. Started by the player's header tools (a
// chunk only a logged-in player loads), so a visitor never fetches either mini-frontend; each one's
// manifest and files are fetched at its first use.
import {
  ErrorKey,
  InAppNotificationEvent,
  MiniFrontendName,
  NotificationHubEvent,
  withNotificationEntry,
  type InAppNotification,
  type InAppNotificationShow,
  type NotificationEntry,
  type NotificationHubEventMap,
  type NotificationHubShow,
  type NotificationHubWords,
} from '@casino/core';
import { snackbar } from '@casino/machines';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';
import { createMiniFrontendLoader } from './mini-frontend-manifest.ts';

/** The page's words for both mini-frontends and for each notification. */
export interface NotificationFeedTexts {
  readonly lang: string;
  readonly hub: NotificationHubWords;
  readonly toast: { readonly close: string; readonly label: string };
  readonly describe: (notification: InAppNotification) => string;
  readonly time: (at: Date) => string;
}

export interface NotificationFeed {
  readonly setTexts: (texts: NotificationFeedTexts) => void;
  /** Opens the hub with the entries so far (loading it first). */
  readonly openHub: () => Promise<void>;
  /** The number of entries arrived since the hub was last opened, and a way to hear it change (useSyncExternalStore's pair). */
  readonly unseen: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  /** Listens to the notifications until the returned stop. */
  readonly start: () => () => void;
}

export const createNotificationFeed = (runtime: PortalRuntime, system: PortalSystem): NotificationFeed => {
  const { env } = runtime;
  let texts: NotificationFeedTexts | null = null;
  let entries: readonly NotificationEntry[] = [];
  let arrived = 0;
  let unseen = 0;
  let hubOpen = false;
  const unseenListeners = new Set<() => void>();
  const setUnseen = (next: number) => {
    unseen = next;
    unseenListeners.forEach((listener) => listener());
  };
  // Each is loaded once, at its first use; a failed load is tried again at the next.
  const load = createMiniFrontendLoader(env, runtime.config.prematchEndpoint);

  const onReceived = ({ notification }: { readonly notification: InAppNotification }) => {
    const words = texts;
    if (words === null) return;
    const at = new Date(env.clock.now());
    arrived += 1;
    const entry: NotificationEntry = {
      id: `n-${arrived}`,
      type: notification.type,
      text: words.describe(notification),
      at: at.toISOString(),
      atText: words.time(at),
    };
    entries = withNotificationEntry(entries, entry);
    if (hubOpen) env.events.dispatch(NotificationHubEvent.entries, entries satisfies NotificationHubEventMap[typeof NotificationHubEvent.entries]);
    else setUnseen(unseen + 1);
    void load(MiniFrontendName.inAppNotification).then((ok) => {
      if (ok) env.events.dispatch(InAppNotificationEvent.show, { lang: words.lang, words: words.toast, entry } satisfies InAppNotificationShow);
    });
  };

  const openHub = async () => {
    const words = texts;
    if (words === null) return;
    if (!(await load(MiniFrontendName.notificationHub))) {
      system.get(SystemId.snackbar).send(snackbar.showAlert(ErrorKey.failedToLoadNotificationHub, { retry: () => void openHub() }));
      return;
    }
    hubOpen = true;
    setUnseen(0);
    env.events.dispatch(NotificationHubEvent.show, { lang: words.lang, words: words.hub, entries } satisfies NotificationHubShow);
  };

  return {
    setTexts: (next) => {
      texts = next;
    },
    openHub,
    unseen: () => unseen,
    subscribe: (listener) => {
      unseenListeners.add(listener);
      return () => unseenListeners.delete(listener);
    },
    start: () => {
      const received = system.get(SystemId.notifications).on('notifications.received', onReceived);
      const unlistenClosed = env.events.listen(NotificationHubEvent.closed, () => {
        hubOpen = false;
      });
      return () => {
        received.unsubscribe();
        unlistenClosed();
      };
    },
  };
};
