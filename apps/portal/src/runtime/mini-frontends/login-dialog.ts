// The login dialog (part 2 §1, part 1 §4): whoever wants a login (the header's button, real play)
// dispatches LOGIN_DIALOG_OPEN_EVENT; the first one fetches the dialog the site's toggles pick
// (login-dialog, or login-dialog-2 with the login manager on) and every one shows it with the
// page's words. The dialog hands over the credentials, the auth machine logs in (platform, token,
// gateway; a self-excluded player is redirected), and the outcome goes back to the dialog: closed
// when logged in, the words of errors.auth.{reason} otherwise (it keeps the typed username). A login
// that asks for a second factor gets no outcome: the auth machine dispatches FTN_LoginValidationRequired,
// on which the dialog shows its code step; the code comes back here and its outcome goes back the same way.
// A silent login at start-up (a remembered username) can be asked for a second factor too, with no
// dialog open: the challenge is held, the dialog opened, and the challenge handed to it once shown.
import { Settings } from '@casino/api-clients';
import {
  ErrorKey,
  LOGIN_DIALOG_OPEN_EVENT,
  LOGIN_VALIDATION_EVENT,
  LoginDialogEvent,
  loginDialogName,
  type LoginDialogEventMap,
  type LoginDialogEventType,
  type LoginDialogSecondFactor,
  type LoginDialogShow,
  type LoginDialogSubmit,
} from '@casino/core';
import { snackbar } from '@casino/machines';
import { waitFor } from 'xstate';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';
import { loadMiniFrontend } from './mini-frontend-manifest.ts';

/** What the page gives the dialog: its words, and the words of an error key. */
export interface LoginDialogTexts {
  readonly show: LoginDialogShow;
  readonly errorText: (key: string) => string;
}

const submitOf = (detail: unknown): LoginDialogSubmit | null => {
  if (typeof detail !== 'object' || detail === null) return null;
  const { username, password, rememberMe } = detail as Record<string, unknown>;
  return typeof username === 'string' && typeof password === 'string' && typeof rememberMe === 'boolean' && username !== ''
    ? { username, password, rememberMe }
    : null;
};

const secondFactorOf = (detail: unknown): LoginDialogSecondFactor | null => {
  const code = typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>)['code'] : undefined;
  return typeof code === 'string' && code !== '' ? { code } : null;
};

export interface LoginDialogControl {
  /** The page's words, in its language now (an opening asked for before them is shown with them). */
  readonly setTexts: (texts: LoginDialogTexts) => void;
  readonly stop: () => void;
}

/** Listens from the runtime's start. */
export const startLoginDialog = (runtime: PortalRuntime, system: PortalSystem): LoginDialogControl => {
  const auth = system.get(SystemId.auth);
  const { env } = runtime;
  let currentTexts: LoginDialogTexts | null = null;
  const texts = () => currentTexts;
  // A press that started the runtime comes before the chrome has given the words.
  let openWhenTexts = false;
  let loaded: Promise<boolean> | null = null;
  // Between a submit and its outcome: the next auth.guest or auth.authenticated is the answer.
  let attempt: { failure: string | null } | null = null;
  // The dialog's own login was just asked for a code: the FTN_LoginValidationRequired of the same
  // transition is the dialog's already (cleared after it, whichever of the two the machine runs first).
  let dialogChallenge = false;
  // A silent login's challenge, waiting for the dialog to be shown; `replaying` while it is handed over.
  let heldChallenge: { readonly detail: unknown } | null = null;
  let replaying = false;

  // The window's events, through the environment (the contract's names and payloads).
  const tell = <K extends LoginDialogEventType>(type: K, detail: LoginDialogEventMap[K]) => env.events.dispatch(type, detail);
  const answer = (result: LoginDialogEventMap[typeof LoginDialogEvent.result]) => {
    attempt = null;
    tell(LoginDialogEvent.result, result);
  };

  const load = async (): Promise<boolean> => {
    const toggles = await runtime.api.run(Settings.use((settings) => settings.featureToggles())).catch(() => null);
    const result = await loadMiniFrontend(env, runtime.config.prematchEndpoint, loginDialogName(toggles));
    return result.ok;
  };

  const open = async () => {
    if (auth.getSnapshot().matches('authenticated')) return;
    const current = texts();
    if (current === null) {
      openWhenTexts = true;
      return;
    }
    loaded ??= load();
    if (await loaded) {
      tell(LoginDialogEvent.show, current.show);
      handOverChallenge();
      return;
    }
    // Nothing to show: say so, and let the next press try again.
    loaded = null;
    system.get(SystemId.snackbar).send(snackbar.showAlert(ErrorKey.failedToLoadLoginDialog, { retry: () => void open() }));
  };

  const handOverChallenge = () => {
    if (heldChallenge === null) return;
    const { detail } = heldChallenge;
    heldChallenge = null;
    replaying = true;
    try {
      env.events.dispatch(LOGIN_VALIDATION_EVENT, detail);
    } finally {
      replaying = false;
    }
  };

  const unlistenOpen = env.events.listen(LOGIN_DIALOG_OPEN_EVENT, () => void open());
  const unlistenChallenge = env.events.listen(LOGIN_VALIDATION_EVENT, (event) => {
    if (replaying || attempt !== null || dialogChallenge) return;
    heldChallenge = { detail: (event as CustomEvent<unknown>).detail };
    void open();
  });
  // auth takes a login or a code only between flows: a start-up flow still at work (a slow network) is waited for.
  const attemptWith = (
    event:
      | { readonly type: 'auth.login'; readonly username: string; readonly password: string; readonly rememberMe: boolean }
      | { readonly type: 'auth.validate-second-factor'; readonly code: string },
  ) => {
    attempt = { failure: null };
    void waitFor(auth, (snapshot) => !snapshot.matches('authenticating')).then((snapshot) => {
      if (snapshot.matches('authenticated')) answer({ ok: true });
      else auth.send(event);
    });
  };
  const unlistenSubmit = env.events.listen(LoginDialogEvent.submit, (event) => {
    const credentials = submitOf((event as CustomEvent<unknown>).detail);
    if (credentials === null || attempt !== null) return;
    attemptWith({ type: 'auth.login', ...credentials });
  });
  const unlistenSecondFactor = env.events.listen(LoginDialogEvent.secondFactor, (event) => {
    const secondFactor = secondFactorOf((event as CustomEvent<unknown>).detail);
    if (secondFactor === null || attempt !== null) return;
    attemptWith({ type: 'auth.validate-second-factor', code: secondFactor.code });
  });
  const failed = auth.on('auth.login-failed', ({ errorKey }) => {
    // A second factor: no outcome yet (the same transition's FTN_LoginValidationRequired shows the code step).
    if (attempt !== null && errorKey === null) {
      attempt = null;
      dialogChallenge = true;
      queueMicrotask(() => (dialogChallenge = false));
    } else if (attempt !== null) attempt.failure = errorKey;
  });
  const authenticated = auth.on('auth.authenticated', () => {
    if (attempt !== null) answer({ ok: true });
  });
  // A login that ends as a guest: the rejection's words, or (the platform accepted, the gateway did not) the startup error's.
  const guest = auth.on('auth.guest', () => {
    if (attempt === null) return;
    answer({ ok: false, message: texts()?.errorText(attempt.failure ?? ErrorKey.authenticationStartupError) ?? null });
  });
  return {
    setTexts: (next) => {
      currentTexts = next;
      if (!openWhenTexts) return;
      openWhenTexts = false;
      void open();
    },
    stop: () => {
      unlistenOpen();
      unlistenChallenge();
      unlistenSubmit();
      unlistenSecondFactor();
      failed.unsubscribe();
      authenticated.unsubscribe();
      guest.unsubscribe();
    },
  };
};
