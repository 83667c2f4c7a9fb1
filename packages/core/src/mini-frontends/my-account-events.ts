// The typed window events between the portal and the my-account mini-frontend (part 2 §1, §2): the
// portal opens the panel with everything it shows already in the page's words (the mini-frontend
// carries no texts and no player data of its own) and sends it again while open when the data
// changes; the panel says which action the player chose and when it has closed. What to do for an
// action (the old my-account modal, a page of the portal, the logout) stays the portal's.
import { dispatchWindowEvent, listenWindowEvent } from './window-events.ts';

export const MyAccountEvent = {
  /** portal → panel: open (or, open already, redraw) with this. */
  show: 'casino:my-account:show',
  /** panel → portal: the player chose an action the portal handles (the panel has closed first). */
  action: 'casino:my-account:action',
  /** panel → portal: closed. */
  closed: 'casino:my-account:closed',
} as const;

export const MY_ACCOUNT_ACTIONS = ['deposit', 'dashboard', 'my-games', 'favourites', 'responsible-gaming', 'logout'] as const;
export type MyAccountActionKey = (typeof MY_ACCOUNT_ACTIONS)[number];

/** One line of the account's facts (balance, bonuses, e-mail…), label and value in the page's words. */
export interface MyAccountFact {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

export interface MyAccountAction {
  readonly key: MyAccountActionKey;
  readonly label: string;
  /** A link's address; null: a button (Logout). */
  readonly href: string | null;
  /** true: a plain click is the portal's (the panel sends action); false: the browser follows the link. */
  readonly handled: boolean;
}

export interface MyAccountShow {
  readonly lang: string;
  readonly words: { readonly title: string; readonly close: string; readonly actions: string };
  /** The player's name, the panel's heading. */
  readonly name: string;
  readonly facts: readonly MyAccountFact[];
  readonly actions: readonly MyAccountAction[];
}

export interface MyAccountEventMap {
  readonly [MyAccountEvent.show]: MyAccountShow;
  readonly [MyAccountEvent.action]: MyAccountActionKey;
  readonly [MyAccountEvent.closed]: null;
}

export type MyAccountEventType = keyof MyAccountEventMap;

export const dispatchMyAccountEvent = <K extends MyAccountEventType>(target: EventTarget, type: K, detail: MyAccountEventMap[K]): void =>
  dispatchWindowEvent<MyAccountEventMap, K>(target, type, detail);

export const listenMyAccountEvent = (target: EventTarget, type: MyAccountEventType, listener: (detail: unknown) => void): (() => void) =>
  listenWindowEvent<MyAccountEventMap>(target, type, listener);

const isString = (value: unknown): value is string => typeof value === 'string';
const fields = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);

export const isMyAccountActionKey = (value: unknown): value is MyAccountActionKey => MY_ACCOUNT_ACTIONS.includes(value as MyAccountActionKey);

/**
 * The show event as the panel reads it from another script: null unless its language, words and name
 * are strings; of the facts and actions, the well-formed ones (an action's href a string or null).
 */
export const myAccountShowOf = (detail: unknown): MyAccountShow | null => {
  const show = fields(detail);
  const words = fields(show?.['words']);
  if (show === null || words === null || !isString(show['lang']) || !isString(show['name'])) return null;
  if (![words['title'], words['close'], words['actions']].every(isString)) return null;
  const list = (value: unknown) => (Array.isArray(value) ? value.map(fields).filter((each) => each !== null) : []);
  const facts = list(show['facts']).filter((fact) => [fact['key'], fact['label'], fact['value']].every(isString)) as unknown as MyAccountFact[];
  const actions = list(show['actions']).filter(
    (action) =>
      isMyAccountActionKey(action['key']) &&
      isString(action['label']) &&
      (action['href'] === null || isString(action['href'])) &&
      typeof action['handled'] === 'boolean',
  ) as unknown as MyAccountAction[];
  return {
    lang: show['lang'],
    words: { title: words['title'] as string, close: words['close'] as string, actions: words['actions'] as string },
    name: show['name'],
    facts,
    actions,
  };
};
