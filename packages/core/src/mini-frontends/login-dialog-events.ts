// The typed window events between the portal and the login dialog mini-frontend: one module both
// sides import, so a name or a payload cannot drift. The portal opens the dialog with its words (the
// portal's Lingui catalogues: the dialog carries none), the dialog hands over the credentials, the
// portal answers with the login's outcome; the dialog says when it has closed.
import { LOGIN_DIALOG_CLOSED_EVENT } from '../constants.ts';
import { dispatchWindowEvent, listenWindowEvent } from './window-events.ts';

export const LoginDialogEvent = {
  /** portal → dialog: open (or stay open) with these words. */
  show: 'casino:login-dialog:show',
  /** dialog → portal: log in with these credentials. */
  submit: 'casino:login-dialog:submit',
  /** dialog → portal: the second factor's code (after FTN_LoginValidationRequired showed its step). */
  secondFactor: 'casino:login-dialog:second-factor',
  /** portal → dialog: the outcome of the last submit (credentials or code). */
  result: 'casino:login-dialog:result',
  /** dialog → portal (and anyone waiting for the login, such as real play): closed. */
  closed: LOGIN_DIALOG_CLOSED_EVENT,
} as const;

export interface LoginDialogWords {
  readonly title: string;
  readonly username: string;
  readonly password: string;
  readonly rememberMe: string;
  readonly submit: string;
  /** The submit button while the login runs. */
  readonly pending: string;
  readonly close: string;
  /** The second factor's step: its title, "the code went to" (the masked destination follows), the field, its button. */
  readonly secondFactorTitle: string;
  readonly secondFactorSent: string;
  readonly code: string;
  readonly verify: string;
  /** The verify button while the code is checked. */
  readonly verifying: string;
  /** Leaves the second factor's step for the credentials. */
  readonly back: string;
}

export interface LoginDialogShow {
  /** The page's language (the dialog's lang attribute). */
  readonly lang: string;
  readonly words: LoginDialogWords;
}

export interface LoginDialogSecondFactor {
  readonly code: string;
}

export interface LoginDialogSubmit {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

/** ok: the player is logged in (the dialog closes); otherwise the words to show, or null to close. */
export type LoginDialogResult = { readonly ok: true } | { readonly ok: false; readonly message: string | null };

export interface LoginDialogEventMap {
  readonly [LoginDialogEvent.show]: LoginDialogShow;
  readonly [LoginDialogEvent.submit]: LoginDialogSubmit;
  readonly [LoginDialogEvent.secondFactor]: LoginDialogSecondFactor;
  readonly [LoginDialogEvent.result]: LoginDialogResult;
  readonly [LoginDialogEvent.closed]: null;
}

export type LoginDialogEventType = keyof LoginDialogEventMap;

export const dispatchLoginDialogEvent = <K extends LoginDialogEventType>(target: EventTarget, type: K, detail: LoginDialogEventMap[K]): void =>
  dispatchWindowEvent<LoginDialogEventMap, K>(target, type, detail);

export const listenLoginDialogEvent = (target: EventTarget, type: LoginDialogEventType, listener: (detail: unknown) => void): (() => void) =>
  listenWindowEvent<LoginDialogEventMap>(target, type, listener);
