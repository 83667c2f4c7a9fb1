// The notification hub mini-frontend: plain DOM, no framework. On the portal's show event it opens a
// modal <dialog> listing the player's notifications (newest first, each with its time), in the
// portal's words; while open, the portal's entries event redraws the list. Escape or Close closes
// it, focus goes back to what opened it (the header's button) and the portal hears closed.
import {
  dispatchNotificationHubEvent,
  listenNotificationHubEvent,
  NotificationHubEvent,
  notificationEntriesOf,
  type NotificationEntry,
  type NotificationHubWords,
} from '@casino/core';
import { closeButton } from '../../shared/close-button.ts';
import { dialogCard, dialogHeader } from '../../shared/dialog-card.ts';
import { element, isString, record } from '../../shared/dom.ts';
import './notification-hub.css';

const WORD_KEYS = ['title', 'close', 'empty'] as const;

const wordsOf = (detail: unknown): NotificationHubWords | null => {
  const words = record(record(detail)?.['words']);
  return words !== null && WORD_KEYS.every((key) => isString(words[key])) ? (words as unknown as NotificationHubWords) : null;
};

interface Parts {
  readonly dialog: HTMLDialogElement;
  readonly title: HTMLHeadingElement;
  readonly close: HTMLButtonElement;
  readonly list: HTMLOListElement;
  readonly empty: HTMLParagraphElement;
}

const build = (): Parts => {
  const dialog = dialogCard('casino-notification-hub', { 'aria-labelledby': 'casino-notification-hub-title', 'data-notification-hub': '' });
  const header = dialogHeader('casino-notification-hub__header');
  const title = element('h2', 'casino-notification-hub__title', { id: 'casino-notification-hub-title' });
  const close = closeButton();
  header.append(title, close);
  const list = element('ol', 'casino-notification-hub__list');
  const empty = element('p', 'casino-notification-hub__empty');
  dialog.append(header, list, empty);
  document.body.append(dialog);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
    dispatchNotificationHubEvent(window, NotificationHubEvent.closed, null);
  });
  return { dialog, title, close, list, empty };
};

let parts: Parts | null = null;
let returnFocus: HTMLElement | null = null;

const drawEntries = (ui: Parts, entries: readonly NotificationEntry[]) => {
  ui.list.replaceChildren(
    ...entries.map((entry) => {
      const item = element('li', 'casino-notification-hub__entry', { 'data-notification-type': entry.type });
      const text = element('p', 'casino-notification-hub__text');
      text.textContent = entry.text;
      const time = element('time', 'casino-notification-hub__time', { datetime: entry.at });
      time.textContent = entry.atText;
      item.append(text, time);
      return item;
    }),
  );
  ui.list.hidden = entries.length === 0;
  ui.empty.hidden = entries.length > 0;
};

listenNotificationHubEvent(window, NotificationHubEvent.show, (detail) => {
  const words = wordsOf(detail);
  const lang = record(detail)?.['lang'];
  if (words === null || !isString(lang)) return;
  const ui = (parts ??= build());
  ui.dialog.lang = lang;
  ui.title.textContent = words.title;
  ui.close.setAttribute('aria-label', words.close);
  ui.empty.textContent = words.empty;
  drawEntries(ui, notificationEntriesOf(record(detail)?.['entries']));
  if (ui.dialog.open) return;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  ui.dialog.showModal();
  ui.close.focus();
});

listenNotificationHubEvent(window, NotificationHubEvent.entries, (detail) => {
  if (parts?.dialog.open) drawEntries(parts, notificationEntriesOf(detail));
});
