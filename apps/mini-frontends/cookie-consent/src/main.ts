// The cookie-consent mini-frontend: plain DOM, no framework. A banner at the foot of the window,
// not a modal: the page stays usable while it waits (part 2 §1). It draws the portal's words, lets
// the visitor accept all, refuse all that is optional, or pick the groups, and hands the choice to
// the portal, which keeps it and tells the tag manager. It keeps nothing itself.
import {
  CONSENT_GROUPS,
  COOKIE_CONSENT_INSET_ATTRIBUTE,
  CookieConsentEvent,
  dispatchCookieConsentEvent,
  listenCookieConsentEvent,
  type ConsentGroup,
  type CookieConsentShow,
} from '@casino/core';
import { element, isString, record } from '../../shared/dom.ts';
import './cookie-consent.css';

const WORD_KEYS = ['title', 'text', 'acceptAll', 'rejectAll', 'customise', 'save'] as const;

const hasGroupWords = (value: unknown): boolean => isString(record(value)?.['label']) && isString(record(value)?.['description']);

const showOf = (detail: unknown): CookieConsentShow | null => {
  const show = record(detail);
  const words = record(show?.['words']);
  const groups = record(words?.['groups']);
  const granted = show?.['granted'];
  if (show === null || words === null || groups === null || !isString(show['lang'])) return null;
  if (!WORD_KEYS.every((key) => isString(words[key])) || !hasGroupWords(words['necessary']) || !CONSENT_GROUPS.every((group) => hasGroupWords(groups[group])))
    return null;
  if (!Array.isArray(granted) || !granted.every(isString)) return null;
  return show as unknown as CookieConsentShow;
};

interface GroupRow {
  readonly row: HTMLDivElement;
  readonly box: HTMLInputElement;
  readonly label: HTMLSpanElement;
  readonly description: HTMLParagraphElement;
}

interface Parts {
  readonly banner: HTMLElement;
  readonly title: HTMLHeadingElement;
  readonly text: HTMLParagraphElement;
  readonly groups: HTMLFieldSetElement;
  readonly legend: HTMLLegendElement;
  readonly necessary: GroupRow;
  readonly rows: Readonly<Record<ConsentGroup, GroupRow>>;
  readonly reject: HTMLButtonElement;
  readonly customise: HTMLButtonElement;
  readonly save: HTMLButtonElement;
  readonly accept: HTMLButtonElement;
}

const groupRow = (id: string): GroupRow => {
  const row = element('div', 'casino-cookie-consent__group');
  const labelled = element('label', 'casino-cookie-consent__group-label');
  const box = element('input', 'casino-cookie-consent__checkbox', {
    type: 'checkbox',
    id: `casino-cookie-consent-${id}`,
    'aria-describedby': `casino-cookie-consent-${id}-text`,
  });
  const label = element('span', '');
  labelled.append(box, label);
  const description = element('p', 'casino-cookie-consent__group-text', { id: `casino-cookie-consent-${id}-text` });
  row.append(labelled, description);
  return { row, box, label, description };
};

const button = (className: string): HTMLButtonElement => element('button', `casino-cookie-consent__button ${className}`, { type: 'button' });

const build = (): Parts => {
  const banner = element('section', 'casino-cookie-consent', { 'aria-labelledby': 'casino-cookie-consent-title', 'data-cookie-consent': '' });
  const title = element('h2', 'casino-cookie-consent__title', { id: 'casino-cookie-consent-title' });
  const text = element('p', 'casino-cookie-consent__text');
  const groups = element('fieldset', 'casino-cookie-consent__groups');
  const legend = element('legend', 'casino-cookie-consent__legend');
  const necessary = groupRow('necessary');
  necessary.box.checked = true;
  necessary.box.disabled = true;
  const rows = Object.fromEntries(CONSENT_GROUPS.map((group) => [group, groupRow(group)])) as Record<ConsentGroup, GroupRow>;
  for (const group of CONSENT_GROUPS) rows[group].box.value = group;
  groups.append(legend, necessary.row, ...CONSENT_GROUPS.map((group) => rows[group].row));
  groups.hidden = true;
  const actions = element('div', 'casino-cookie-consent__actions');
  const reject = button('casino-cookie-consent__button--quiet');
  const customise = button('casino-cookie-consent__button--quiet');
  const save = button('casino-cookie-consent__button--quiet');
  const accept = button('casino-cookie-consent__button--primary');
  actions.append(reject, customise, save, accept);
  banner.append(title, text, groups, actions);
  banner.hidden = true;
  document.body.append(banner);
  return { banner, title, text, groups, legend, necessary, rows, reject, customise, save, accept };
};

let parts: Parts | null = null;

/**
 * Tells the host how far up the shown banner reaches (none once closed): it sits over the foot of
 * the window, where the host docks its snackbars on a phone, which would be unreadable under it.
 */
const publishInset = (banner: HTMLElement) => {
  const root = document.documentElement;
  if (banner.hidden) root.removeAttribute(COOKIE_CONSENT_INSET_ATTRIBUTE);
  else root.setAttribute(COOKIE_CONSENT_INSET_ATTRIBUTE, String(Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)));
};

const setCustomising = (ui: Parts, customising: boolean) => {
  ui.groups.hidden = !customising;
  ui.customise.hidden = customising;
  ui.save.hidden = !customising;
};

const choose = (ui: Parts, granted: readonly ConsentGroup[]) => {
  const hadFocus = ui.banner.contains(document.activeElement);
  ui.banner.hidden = true;
  publishInset(ui.banner);
  dispatchCookieConsentEvent(window, CookieConsentEvent.choice, { granted });
  // A keyboard that was in the banner goes on from the page's main content, not from nowhere.
  if (hadFocus) document.getElementById('main')?.focus();
};

const wire = (ui: Parts) => {
  // The banner grows (the groups opened) and the window turns: the host hears its new reach.
  new ResizeObserver(() => publishInset(ui.banner)).observe(ui.banner);
  window.addEventListener('resize', () => publishInset(ui.banner));
  ui.accept.addEventListener('click', () => choose(ui, CONSENT_GROUPS));
  ui.reject.addEventListener('click', () => choose(ui, []));
  ui.customise.addEventListener('click', () => {
    setCustomising(ui, true);
    ui.rows[CONSENT_GROUPS[0]].box.focus();
  });
  ui.save.addEventListener('click', () =>
    choose(
      ui,
      CONSENT_GROUPS.filter((group) => ui.rows[group].box.checked),
    ),
  );
};

const show = (detail: CookieConsentShow) => {
  const first = parts === null;
  const ui = (parts ??= build());
  if (first) wire(ui);
  const { words } = detail;
  ui.banner.lang = detail.lang;
  ui.title.textContent = words.title;
  ui.text.textContent = words.text;
  ui.legend.textContent = words.title;
  ui.necessary.label.textContent = words.necessary.label;
  ui.necessary.description.textContent = words.necessary.description;
  for (const group of CONSENT_GROUPS) {
    ui.rows[group].label.textContent = words.groups[group].label;
    ui.rows[group].description.textContent = words.groups[group].description;
  }
  ui.reject.textContent = words.rejectAll;
  ui.customise.textContent = words.customise;
  ui.save.textContent = words.save;
  ui.accept.textContent = words.acceptAll;
  // New words for a banner already shown (the language changed) keep what the visitor ticked.
  if (!ui.banner.hidden) return;
  for (const group of CONSENT_GROUPS) ui.rows[group].box.checked = detail.granted.includes(group);
  setCustomising(ui, false);
  // Not a modal: it does not take the focus from what the visitor is doing.
  ui.banner.hidden = false;
  publishInset(ui.banner);
};

listenCookieConsentEvent(window, CookieConsentEvent.show, (detail) => {
  const valid = showOf(detail);
  if (valid !== null) show(valid);
});
