// The login dialog mini-frontend: plain DOM, no framework. It waits for the portal's show event,
// draws a modal <dialog> with the portal's words (showModal: the rest of the page is inert, so
// focus stays inside; Escape closes), hands the credentials to the portal and shows the outcome
// the portal answers. It never talks to the platform itself: the portal's auth flow logs in. When
// the platform asks for a second factor, the page dispatches FTN_LoginValidationRequired (part 1 §4)
// and the open dialog turns to its code step: the code goes to the portal the same way, Back returns
// to the credentials.
import {
  dispatchLoginDialogEvent,
  listenLoginDialogEvent,
  LOGIN_VALIDATION_EVENT,
  LoginDialogEvent,
  secondFactorChallengeOf,
  secondFactorCodeOf,
  type LoginDialogResult,
  type LoginDialogShow,
  type SecondFactorChallenge,
} from '@casino/core';
import { closeButton } from '../../shared/close-button.ts';
import { dialogCard, dialogHeader } from '../../shared/dialog-card.ts';
import { element, isString, record } from '../../shared/dom.ts';
import './login-dialog.css';

const WORD_KEYS = [
  'title',
  'username',
  'password',
  'rememberMe',
  'submit',
  'pending',
  'close',
  'secondFactorTitle',
  'secondFactorSent',
  'code',
  'verify',
  'verifying',
  'back',
] as const;

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
  readonly credentials: HTMLDivElement;
  readonly codeStep: HTMLDivElement;
  readonly sent: HTMLSpanElement;
  readonly destination: HTMLElement;
  readonly codeLabel: HTMLLabelElement;
  readonly code: HTMLInputElement;
  readonly back: HTMLButtonElement;
}

const build = (): Parts => {
  const dialog = dialogCard('casino-login-dialog', { 'aria-labelledby': 'casino-login-dialog-title', 'data-login-dialog': '' });
  const form = element('form', 'casino-login-dialog__form', { novalidate: '' });
  const header = dialogHeader('casino-login-dialog__header');
  const title = element('h2', 'casino-login-dialog__title', { id: 'casino-login-dialog-title' });
  const close = closeButton();
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
  const credentials = element('div', 'casino-login-dialog__step');
  credentials.append(usernameLabel, username, passwordLabel, password, rememberLabel);
  // The second factor's step: where the code went, the code (the phone offers it from the SMS), and Back.
  const codeStep = element('div', 'casino-login-dialog__step', { 'data-second-factor': '' });
  codeStep.hidden = true;
  const sentText = element('p', 'casino-login-dialog__text', { id: 'casino-login-dialog-sent' });
  const sent = element('span', '');
  const destination = element('strong', 'casino-login-dialog__destination');
  sentText.append(sent, ' ', destination);
  const codeLabel = element('label', 'casino-login-dialog__label', { for: 'casino-login-dialog-code' });
  const code = element('input', 'casino-login-dialog__input casino-login-dialog__code', {
    id: 'casino-login-dialog-code',
    name: 'code',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    'aria-describedby': 'casino-login-dialog-sent',
    required: '',
  });
  const back = element('button', 'casino-login-dialog__back', { type: 'button' });
  codeStep.append(sentText, codeLabel, code);
  const submit = element('button', 'casino-login-dialog__submit', { type: 'submit' });
  form.append(header, error, credentials, codeStep, submit, back);
  back.hidden = true;
  dialog.append(form);
  document.body.append(dialog);
  return {
    dialog,
    form,
    title,
    close,
    error,
    usernameLabel,
    username,
    passwordLabel,
    password,
    rememberText,
    remember,
    submit,
    credentials,
    codeStep,
    sent,
    destination,
    codeLabel,
    code,
    back,
  };
};

let parts: Parts | null = null;
let pending = false;
let returnFocus: HTMLElement | null = null;
let words: LoginDialogShow['words'] | null = null;
/** The second factor's challenge while the dialog is at its code step; null at the credentials. */
let challenge: SecondFactorChallenge | null = null;

const submitText = (next: boolean): string => {
  if (words === null) return '';
  if (challenge !== null) return next ? words.verifying : words.verify;
  return next ? words.pending : words.submit;
};

const setPending = (ui: Parts, next: boolean) => {
  pending = next;
  ui.submit.setAttribute('aria-disabled', String(next));
  ui.form.setAttribute('aria-busy', String(next));
  ui.username.readOnly = next;
  ui.password.readOnly = next;
  ui.code.readOnly = next;
  ui.submit.textContent = submitText(next);
};

/** Shows the credentials (null) or the code step of a challenge, with the words of that step. */
const setStep = (ui: Parts, next: SecondFactorChallenge | null) => {
  challenge = next;
  ui.credentials.hidden = next !== null;
  ui.codeStep.hidden = next === null;
  ui.back.hidden = next === null;
  ui.code.value = '';
  if (next !== null) {
    ui.destination.textContent = next.destination;
    ui.code.setAttribute('maxlength', String(next.codeLength * 2));
  }
  if (words !== null) ui.title.textContent = next === null ? words.title : words.secondFactorTitle;
  ui.submit.textContent = submitText(pending);
};

const showError = (ui: Parts, message: string | null) => {
  ui.error.textContent = message ?? '';
  ui.error.hidden = message === null;
  for (const input of [ui.username, ui.password]) {
    if (message === null) input.removeAttribute('aria-describedby');
    else input.setAttribute('aria-describedby', ui.error.id);
  }
  // The code field always points at where the code went; an error comes first.
  ui.code.setAttribute('aria-describedby', message === null ? 'casino-login-dialog-sent' : `${ui.error.id} casino-login-dialog-sent`);
};

const wire = (ui: Parts) => {
  ui.close.addEventListener('click', () => ui.dialog.close());
  ui.back.addEventListener('click', () => {
    if (pending) return;
    showError(ui, null);
    setStep(ui, null);
    ui.password.focus();
  });
  // Escape (the dialog's cancel) closes it as the close button does.
  ui.dialog.addEventListener('close', () => {
    setPending(ui, false);
    showError(ui, null);
    setStep(ui, null);
    ui.password.value = '';
    // Back to what opened it (the header's login button), where the keyboard left off.
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
    dispatchLoginDialogEvent(window, LoginDialogEvent.closed, null);
  });
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    if (challenge !== null) {
      // Only a code of the challenge's length in digits goes out; anything else stays to be corrected.
      const code = secondFactorCodeOf(ui.code.value, challenge.codeLength);
      ui.code.setAttribute('aria-invalid', String(code === null));
      if (code === null) {
        ui.code.focus();
        return;
      }
      showError(ui, null);
      setPending(ui, true);
      dispatchLoginDialogEvent(window, LoginDialogEvent.secondFactor, { code });
      return;
    }
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
  ui.title.textContent = challenge === null ? words.title : words.secondFactorTitle;
  ui.close.setAttribute('aria-label', words.close);
  ui.usernameLabel.textContent = words.username;
  ui.passwordLabel.textContent = words.password;
  ui.rememberText.textContent = words.rememberMe;
  ui.sent.textContent = words.secondFactorSent;
  ui.codeLabel.textContent = words.code;
  ui.back.textContent = words.back;
  ui.submit.textContent = submitText(pending);
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
  showError(ui, result.message);
  if (challenge !== null) {
    // A wrong code: the step stays for another one.
    ui.code.value = '';
    ui.code.focus();
    return;
  }
  // The typed username stays; the password is typed again.
  ui.password.value = '';
  ui.password.focus();
};

/** The platform asks for a second factor of the login this dialog sent: its code step. */
const askForCode = (next: SecondFactorChallenge) => {
  const ui = parts;
  if (ui === null || !ui.dialog.open) return;
  setPending(ui, false);
  showError(ui, null);
  ui.password.value = '';
  setStep(ui, next);
  ui.code.removeAttribute('aria-invalid');
  ui.code.focus();
};

listenLoginDialogEvent(window, LoginDialogEvent.show, (detail) => {
  const valid = showOf(detail);
  if (valid === null) return;
  const first = parts === null;
  show(valid);
  if (first && parts !== null) wire(parts);
});
window.addEventListener(LOGIN_VALIDATION_EVENT, (event) => {
  const valid = secondFactorChallengeOf((event as CustomEvent<unknown>).detail);
  if (valid !== null) askForCode(valid);
});

listenLoginDialogEvent(window, LoginDialogEvent.result, (detail) => {
  const valid = resultOf(detail);
  if (valid !== null) settle(valid);
});
