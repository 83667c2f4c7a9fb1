// The player's notifications for the two mini-frontends that show them (part 2 §1): every
// notification the notifications machine handles is kept (core's withNotificationEntry: newest
// first, bounded) and worded in the page's language: shown at once by the in-app notification and
// listed by the notification hub when the player opens it. The list and its unseen count last for
// the tab's session (notification-history.ts). Started by the player's header tools (a chunk only a
// logged-in player loads), so a visitor never fetches either mini-frontend; each one's manifest and
// files are fetched at its first use.
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
import type { OnDemandMachines } from '../root/on-demand-table.ts';
import { SystemId } from '../root/system-ids.ts';
import { createMiniFrontendLoader } from './mini-frontend-manifest.ts';
import {
  forgetNotificationHistory,
  nextNotificationId,
  readNotificationHistory,
  writeNotificationHistory,
  type ReceivedNotification,
} from './notification-history.ts';

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
  /** Listens to the notification socket's machine until the returned stop. */
  readonly start: (notifications: NotificationsActor) => () => void;
}

type NotificationsActor = OnDemandMachines[typeof SystemId.notifications]['actor'];

export const createNotificationFeed = (runtime: PortalRuntime, system: PortalSystem): NotificationFeed => {
  const { env } = runtime;
  let texts: NotificationFeedTexts | null = null;
  /** The logged-in player whose history this is (known from the start). */
  let player: string | null = null;
  let received: readonly ReceivedNotification[] = [];
  let unseen = 0;
  let hubOpen = false;
  const unseenListeners = new Set<() => void>();
  const save = () => {
    if (player !== null) writeNotificationHistory(env.sessionStorage, { player, received, unseen });
  };
  const setUnseen = (next: number) => {
    unseen = next;
    save();
    unseenListeners.forEach((listener) => listener());
  };
  const entryOf = (item: ReceivedNotification, words: NotificationFeedTexts): NotificationEntry => ({
    id: item.id,
    type: item.notification.type,
    text: words.describe(item.notification),
    at: item.at,
    atText: words.time(new Date(item.at)),
  });
  const entriesIn = (words: NotificationFeedTexts): readonly NotificationEntry[] => received.map((item) => entryOf(item, words));
  // Each is loaded once, at its first use; a failed load is tried again at the next.
  const load = createMiniFrontendLoader(env, runtime.config.prematchEndpoint);

  const onReceived = ({ notification }: { readonly notification: InAppNotification }) => {
    const item: ReceivedNotification = { id: nextNotificationId(received), at: new Date(env.clock.now()).toISOString(), notification };
    received = withNotificationEntry(received, item);
    const words = texts;
    if (hubOpen && words !== null) {
      save();
      env.events.dispatch(NotificationHubEvent.entries, entriesIn(words) satisfies NotificationHubEventMap[typeof NotificationHubEvent.entries]);
    } else setUnseen(unseen + 1);
    if (words === null) return;
    void load(MiniFrontendName.inAppNotification).then((ok) => {
      if (ok)
        env.events.dispatch(InAppNotificationEvent.show, { lang: words.lang, words: words.toast, entry: entryOf(item, words) } satisfies InAppNotificationShow);
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
    env.events.dispatch(NotificationHubEvent.show, { lang: words.lang, words: words.hub, entries: entriesIn(words) } satisfies NotificationHubShow);
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
    start: (notifications) => {
      const auth = system.get(SystemId.auth);
      player = auth.getSnapshot().context.username;
      if (player !== null) {
        const history = readNotificationHistory(env.sessionStorage, player);
        received = history.received;
        setUnseen(history.unseen);
      }
      const arrivals = notifications.on('notifications.received', onReceived);
      const unlistenClosed = env.events.listen(NotificationHubEvent.closed, () => {
        hubOpen = false;
      });
      return () => {
        arrivals.unsubscribe();
        unlistenClosed();
        // The header lets the feed go when the player is gone (a logout) or for a while (a flow in progress).
        if (auth.getSnapshot().context.username === null) forgetNotificationHistory(env.sessionStorage);
        player = null;
      };
    },
  };
};
