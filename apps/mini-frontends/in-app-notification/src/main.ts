// The in-app notification mini-frontend: plain DOM, no framework. Each of the portal's show events
// is one arriving notification, shown in the portal's words in a polite live region (read out
// without taking the focus) for IN_APP_NOTIFICATION_MS or until closed; at most
// IN_APP_NOTIFICATION_MAX_SHOWN at once, the oldest making way. It never takes the keyboard's focus
// (the notification hub lists them all); a pointer over it or the focus in it holds it (WCAG 2.2.2:
// a person who is reading it keeps it).
import { IN_APP_NOTIFICATION_MAX_SHOWN, IN_APP_NOTIFICATION_MS, listenInAppNotificationEvent, notificationEntriesOf } from '@casino/core';
import { closeButton } from '../../shared/close-button.ts';
import { element, isString, record } from '../../shared/dom.ts';
import './in-app-notification.css';

let region: HTMLElement | null = null;

const regionOf = (label: string): HTMLElement => {
  region ??= element('section', 'casino-in-app-notification', { 'aria-live': 'polite', 'data-in-app-notifications': '' });
  region.setAttribute('aria-label', label);
  if (!region.isConnected) document.body.append(region);
  return region;
};

listenInAppNotificationEvent(window, (detail) => {
  const show = record(detail);
  const words = record(show?.['words']);
  const [entry] = notificationEntriesOf([show?.['entry']]);
  const lang = show?.['lang'];
  if (entry === undefined || !isString(lang) || !isString(words?.['close']) || !isString(words['label'])) return;
  const host = regionOf(words['label']);
  host.lang = lang;
  const card = element('div', 'casino-in-app-notification__card', { 'data-notification-type': entry.type });
  const text = element('p', 'casino-in-app-notification__text');
  text.textContent = entry.text;
  const close = closeButton({ 'aria-label': words['close'] });
  card.append(text, close);
  let timer = 0;
  const remove = () => {
    window.clearTimeout(timer);
    card.remove();
  };
  const hold = () => window.clearTimeout(timer);
  const resume = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(remove, IN_APP_NOTIFICATION_MS);
  };
  resume();
  card.addEventListener('pointerenter', hold);
  card.addEventListener('pointerleave', resume);
  card.addEventListener('focusin', hold);
  card.addEventListener('focusout', resume);
  close.addEventListener('click', remove);
  host.append(card);
  while (host.children.length > IN_APP_NOTIFICATION_MAX_SHOWN) host.firstElementChild?.remove();
});
