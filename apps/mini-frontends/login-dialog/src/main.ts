// The login dialog mini-frontend: plain DOM, no framework. It waits for the portal's show event,
// draws a modal <dialog> with the portal's words (showModal: the rest of the page is inert, so
// focus stays inside; Escape closes), hands the credentials to the portal and shows the outcome
// the portal answers. It never talks to the platform itself: the portal's auth flow logs in.
import { dispatchLoginDialogEvent, listenLoginDialogEvent, LoginDialogEvent, type LoginDialogResult, type LoginDialogShow } from '@casino/core';
import { element, isString, record } from '../../shared/dom.ts';
import './login-dialog.css';

const WORD_KEYS = ['title', 'username', 'password', 'rememberMe', 'submit', 'pending', 'close'] as const;

const showOf = (detail: unknown): LoginDialogShow | null => {
  const words = record(record(detail)?.['words']);
  const lang = record(detail)?.['lang'];
  if (words === null || !isString(lang) || !WORD_KEYS.every((key) => isString(words[key]))) return null;
  return detail as LoginDialogShow;
};

const resultOf = (detail: unknown): LoginDialogResult | null => {
  const result = record(detail);
  if (result?.['ok'] === true) return { ok: true };
  if (result?.['ok'] === false && (result['message'] === null || isString(result['message']))) return { ok: false, message: result['message'] };
  return null;
};

interface Parts {
  readonly dialog: HTMLDialogElement;
  readonly form: HTMLFormElement;
  readonly title: HTMLHeadingElement;
  readonly close: HTMLButtonElement;
  readonly error: HTMLParagraphElement;
  readonly usernameLabel: HTMLLabelElement;
  readonly username: HTMLInputElement;
  readonly passwordLabel: HTMLLabelElement;
  readonly password: HTMLInputElement;
  readonly rememberText: HTMLSpanElement;
  readonly remember: HTMLInputElement;
  readonly submit: HTMLButtonElement;
}

const build = (): Parts => {
  const dialog = element('dialog', 'casino-login-dialog', { 'aria-labelledby': 'casino-login-dialog-title', 'data-login-dialog': '' });
  const form = element('form', 'casino-login-dialog__form', { novalidate: '' });
  const header = element('div', 'casino-login-dialog__header');
  const title = element('h2', 'casino-login-dialog__title', { id: 'casino-login-dialog-title' });
  const close = element('button', 'casino-login-dialog__close', { type: 'button' });
  close.textContent = '×';
  header.append(title, close);
  const error = element('p', 'casino-login-dialog__error', { role: 'alert', id: 'casino-login-dialog-error' });
  error.hidden = true;
  const usernameLabel = element('label', 'casino-login-dialog__label', { for: 'casino-login-dialog-username' });
  const username = element('input', 'casino-login-dialog__input', {
    id: 'casino-login-dialog-username',
    name: 'username',
    autocomplete: 'username',
    autocapitalize: 'none',
    spellcheck: 'false',
    required: '',
  });
  const passwordLabel = element('label', 'casino-login-dialog__label', { for: 'casino-login-dialog-password' });
  const password = element('input', 'casino-login-dialog__input', {
    id: 'casino-login-dialog-password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: '',
  });
  const rememberLabel = element('label', 'casino-login-dialog__remember');
  const remember = element('input', 'casino-login-dialog__checkbox', { type: 'checkbox', name: 'rememberMe' });
  const rememberText = element('span', '');
  rememberLabel.append(remember, rememberText);
  const submit = element('button', 'casino-login-dialog__submit', { type: 'submit' });
  form.append(header, error, usernameLabel, username, passwordLabel, password, rememberLabel, submit);
  dialog.append(form);
  document.body.append(dialog);
  return { dialog, form, title, close, error, usernameLabel, username, passwordLabel, password, rememberText, remember, submit };
};

let parts: Parts | null = null;
let pending = false;
let returnFocus: HTMLElement | null = null;
let words: LoginDialogShow['words'] | null = null;

const setPending = (ui: Parts, next: boolean) => {
  pending = next;
  ui.submit.setAttribute('aria-disabled', String(next));
  ui.form.setAttribute('aria-busy', String(next));
  ui.username.readOnly = next;
  ui.password.readOnly = next;
  if (words !== null) ui.submit.textContent = next ? words.pending : words.submit;
};

const showError = (ui: Parts, message: string | null) => {
  ui.error.textContent = message ?? '';
  ui.error.hidden = message === null;
  for (const input of [ui.username, ui.password]) {
    if (message === null) input.removeAttribute('aria-describedby');
    else input.setAttribute('aria-describedby', ui.error.id);
  }
};

const wire = (ui: Parts) => {
  ui.close.addEventListener('click', () => ui.dialog.close());
  // Escape (the dialog's cancel) closes it as the close button does.
  ui.dialog.addEventListener('close', () => {
    setPending(ui, false);
    showError(ui, null);
    ui.password.value = '';
    // Back to what opened it (the header's login button), where the keyboard left off.
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
    dispatchLoginDialogEvent(window, LoginDialogEvent.closed, null);
  });
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    const empty = [ui.username, ui.password].find((input) => input.value.trim() === '');
    if (empty !== undefined) {
      empty.focus();
      return;
    }
    showError(ui, null);
    setPending(ui, true);
    dispatchLoginDialogEvent(window, LoginDialogEvent.submit, {
      username: ui.username.value.trim(),
      password: ui.password.value,
      rememberMe: ui.remember.checked,
    });
  });
};

const show = (detail: LoginDialogShow) => {
  const ui = (parts ??= build());
  words = detail.words;
  ui.dialog.lang = detail.lang;
  ui.title.textContent = words.title;
  ui.close.setAttribute('aria-label', words.close);
  ui.usernameLabel.textContent = words.username;
  ui.passwordLabel.textContent = words.password;
  ui.rememberText.textContent = words.rememberMe;
  ui.submit.textContent = pending ? words.pending : words.submit;
  if (ui.dialog.open) return;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  ui.dialog.showModal();
  (ui.username.value === '' ? ui.username : ui.password).focus();
};

const settle = (result: LoginDialogResult) => {
  const ui = parts;
  if (ui === null || !ui.dialog.open) return;
  setPending(ui, false);
  if (result.ok || result.message === null) {
    ui.dialog.close();
    return;
  }
  // The typed username stays; the password is typed again.
  showError(ui, result.message);
  ui.password.value = '';
  ui.password.focus();
};

listenLoginDialogEvent(window, LoginDialogEvent.show, (detail) => {
  const valid = showOf(detail);
  if (valid === null) return;
  const first = parts === null;
  show(valid);
  if (first && parts !== null) wire(parts);
});
listenLoginDialogEvent(window, LoginDialogEvent.result, (detail) => {
  const valid = resultOf(detail);
  if (valid !== null) settle(valid);
});
