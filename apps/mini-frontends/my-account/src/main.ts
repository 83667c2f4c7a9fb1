// The my-account mini-frontend: plain DOM, no framework. On the portal's show event it opens a modal
// <dialog> (a card on a desktop, a sheet on a phone) with the player's name, the account's facts and
// the actions, all in the portal's words; shown again while open, it redraws in place. A handled
// action closes the panel first (focus back on the header's button, where the portal's next window —
// the old my-account modal — takes it from) and then tells the portal; a plain link is followed.
// Escape or Close closes it and the portal hears closed.
import { dispatchMyAccountEvent, listenMyAccountEvent, MyAccountEvent, myAccountShowOf, type MyAccountAction, type MyAccountShow } from '@casino/core';
import { closeButton } from '../../shared/close-button.ts';
import { dialogCard, dialogHeader } from '../../shared/dialog-card.ts';
import { element } from '../../shared/dom.ts';
import './account-panel.css';

interface Parts {
  readonly dialog: HTMLDialogElement;
  readonly title: HTMLHeadingElement;
  readonly close: HTMLButtonElement;
  readonly name: HTMLParagraphElement;
  readonly facts: HTMLDListElement;
  readonly nav: HTMLElement;
  readonly actions: HTMLUListElement;
}

let parts: Parts | null = null;
let returnFocus: HTMLElement | null = null;

const build = (): Parts => {
  const dialog = dialogCard('casino-account-panel', { 'aria-labelledby': 'casino-account-panel-title', 'data-my-account-panel': '' });
  const header = dialogHeader('casino-account-panel__header');
  const title = element('h2', 'casino-account-panel__title', { id: 'casino-account-panel-title' });
  const close = closeButton();
  header.append(title, close);
  const name = element('p', 'casino-account-panel__name', { 'data-my-account-name': '' });
  const facts = element('dl', 'casino-account-panel__facts');
  const nav = element('nav', 'casino-account-panel__nav');
  const actions = element('ul', 'casino-account-panel__actions');
  nav.append(actions);
  dialog.append(header, name, facts, nav);
  document.body.append(dialog);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
    dispatchMyAccountEvent(window, MyAccountEvent.closed, null);
  });
  return { dialog, title, close, name, facts, nav, actions };
};

/** A plain left click is the portal's for a handled action; a modified one opens the link elsewhere. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const actionItem = (ui: Parts, action: MyAccountAction): HTMLLIElement => {
  const item = element('li', 'casino-account-panel__item');
  const className = `casino-account-panel__action casino-account-panel__action--${action.key}`;
  const control =
    action.href === null
      ? element('button', className, { type: 'button', 'data-my-account-action': action.key })
      : element('a', className, { href: action.href, 'data-my-account-action': action.key });
  control.textContent = action.label;
  control.addEventListener('click', (event) => {
    if (action.href !== null && !(action.handled && isPlainClick(event as MouseEvent))) return;
    event.preventDefault();
    ui.dialog.close();
    dispatchMyAccountEvent(window, MyAccountEvent.action, action.key);
  });
  item.append(control);
  return item;
};

const draw = (ui: Parts, show: MyAccountShow) => {
  ui.dialog.lang = show.lang;
  ui.title.textContent = show.words.title;
  ui.close.setAttribute('aria-label', show.words.close);
  ui.nav.setAttribute('aria-label', show.words.actions);
  ui.name.textContent = show.name;
  ui.facts.replaceChildren(
    ...show.facts.flatMap((fact) => {
      const row = element('div', 'casino-account-panel__fact', { 'data-my-account-fact': fact.key });
      const term = element('dt', 'casino-account-panel__term');
      term.textContent = fact.label;
      const value = element('dd', 'casino-account-panel__value');
      value.textContent = fact.value;
      row.append(term, value);
      return [row];
    }),
  );
  // A redraw while open (the balance changed) keeps the focus on the action that had it.
  const focused = ui.dialog.open ? document.activeElement?.getAttribute('data-my-account-action') : null;
  ui.actions.replaceChildren(...show.actions.map((action) => actionItem(ui, action)));
  if (focused) ui.actions.querySelector<HTMLElement>(`[data-my-account-action="${focused}"]`)?.focus();
};

listenMyAccountEvent(window, MyAccountEvent.show, (detail) => {
  const show = myAccountShowOf(detail);
  if (show === null) return;
  const ui = (parts ??= build());
  draw(ui, show);
  if (ui.dialog.open) return;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  ui.dialog.showModal();
  ui.close.focus();
});
