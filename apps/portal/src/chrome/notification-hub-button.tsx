// The header's notifications button (part 2 §1: the notification hub), in the player's chunk: while
// a player's header shows, the notification feed turns each arriving notification into words (the
// in-app notification shows it at once) and the button opens the hub listing them, with the number
// that arrived since it was last opened.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatCurrency, type InAppNotification, type Locale } from '@casino/core';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { createNotificationFeed } from '../runtime/mini-frontends/notification-feed.ts';
import { SystemId } from '../runtime/root/system-ids.ts';
import { usePlayerMachine } from './use-player-machine.ts';
import './notification-hub-button.css';

export interface NotificationHubButtonProps {
  readonly started: BrowserRuntime;
  readonly locale: Locale;
}

export function NotificationHubButton({ started, locale }: NotificationHubButtonProps) {
  const { t } = useLingui();
  // One feed for the header's life (the player's: the header draws this only for a player).
  const [feed] = useState(() => createNotificationFeed(started.runtime, started.system));
  const notifications = usePlayerMachine(SystemId.notifications, started);
  useEffect(() => (notifications === null ? undefined : feed.start(notifications)), [feed, notifications]);
  const unseen = useSyncExternalStore(feed.subscribe, feed.unseen, () => 0);

  useEffect(() => {
    // Built at the first notification that shows its time: a page's first DateTimeFormat loads the
    // language's date data, some 130 ms of a phone's main thread inside the player's lobby's load.
    let time: Intl.DateTimeFormat | null = null;
    const describe = (notification: InAppNotification): string => {
      switch (notification.type) {
        case 'BALANCE':
          return notification.balance
            ? t`Váš zůstatek je nyní ${formatCurrency(notification.balance.amount, notification.balance.currencyCode, { locale: 'cs-CZ' })}.`
            : t`Váš zůstatek se změnil.`;
        case 'LOGOUT':
          return t`Byli jste odhlášeni.`;
        case 'SIMPLE_MESSAGE':
          return notification.message ?? t`Máte novou zprávu.`;
        default:
          return t`Máte novinky u svých bonusů.`;
      }
    };
    feed.setTexts({
      lang: locale,
      hub: {
        title: t({ message: 'Oznámení', context: 'notification hub' }),
        close: t`Zavřít oznámení`,
        empty: t`Zatím tu nic není. Nová oznámení se objeví zde.`,
      },
      toast: { close: t`Zavřít`, label: t`Nová oznámení` },
      describe,
      time: (at) => (time ??= new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })).format(at),
    });
  }, [feed, locale, t]);

  return (
    <button type="button" className="casino-notification-hub-button" aria-haspopup="dialog" onClick={() => void feed.openHub()} data-notification-hub-button="">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {/* The name is the words and the badge's number as shown (assistive technology reads what is seen). */}
      <span className="casino-visually-hidden">{t({ message: 'Oznámení', context: 'notification hub' })} </span>
      {unseen > 0 ? (
        <span className="casino-notification-hub-button__badge" data-unseen="">
          {unseen}
          <span className="casino-visually-hidden"> {t`nová`}</span>
        </span>
      ) : null}
    </button>
  );
}
