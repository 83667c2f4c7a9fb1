// The auth machine. The authenticate flow (part 1 §4): login cookie → gateway session validation
// (unless forced) → else temporary token and gateway login; no cookie → a remembered username's
// silent login; otherwise guest. While authenticated it runs keep-alive and (outside the native
// view) the player data as children, so leaving `authenticated` clears both.
import { and, assign, emit, fromPromise, setup } from 'xstate';
import { authErrorKey, completeNativeCredentials, ErrorKey, LabelKey, selfExclusionRedirect, type LoginResult, type PlatformLoginResponse } from '@casino/core';
import { keepAliveMachine } from '../keep-alive/keep-alive.machine.ts';
import { playerDataMachine } from '../player-data/player-data.machine.ts';
import { needsSecondFactor } from './auth.rules.ts';
import type {
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthInput,
  GatewayLoginInput,
  LogoutInput,
  PasswordLoginInput,
  SecondFactorInput,
  SilentLoginInput,
  TemporaryToken,
  ValidatedSession,
} from './auth.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
    // Every invocation id with its actor, so that a snapshot's children are typed (the portal reads
    // the running player data from there).
    children: {} as {
      hasLoginCookie: 'hasLoginCookie';
      validateSession: 'validateSession';
      getTemporaryToken: 'getTemporaryToken';
      gatewayLogin: 'gatewayLogin';
      logout: 'logout';
      readRememberedUsername: 'readRememberedUsername';
      silentLogin: 'silentLogin';
      passwordLogin: 'passwordLogin';
      validateSecondFactor: 'validateSecondFactor';
      keepAlive: 'keepAlive';
      playerData: 'playerData';
    },
  },
  actors: {
    /** The platform script: does a login cookie exist? */
    hasLoginCookie: fromPromise<boolean, void>(notProvidedActor('auth', 'hasLoginCookie')),
    /** The gateway's session validation and the logged-in player. */
    validateSession: fromPromise<ValidatedSession, void>(notProvidedActor('auth', 'validateSession')),
    /** The platform script's temporary token for the gateway login. */
    getTemporaryToken: fromPromise<TemporaryToken, void>(notProvidedActor('auth', 'getTemporaryToken')),
    gatewayLogin: fromPromise<LoginResult, GatewayLoginInput>(notProvidedActor('auth', 'gatewayLogin')),
    /** The remembered username (cookie), if any. */
    readRememberedUsername: fromPromise<string | null, void>(notProvidedActor('auth', 'readRememberedUsername')),
    /** The platform script's login with an empty password and remember-me. */
    silentLogin: fromPromise<PlatformLoginResponse, SilentLoginInput>(notProvidedActor('auth', 'silentLogin')),
    /** The platform script's login with the dialog's credentials. */
    passwordLogin: fromPromise<PlatformLoginResponse, PasswordLoginInput>(notProvidedActor('auth', 'passwordLogin')),
    /** The platform script's second-factor validation of the held challenge with the dialog's code. */
    validateSecondFactor: fromPromise<PlatformLoginResponse, SecondFactorInput>(notProvidedActor('auth', 'validateSecondFactor')),
    logout: fromPromise<void, LogoutInput>(notProvidedActor('auth', 'logout')),
    keepAlive: keepAliveMachine,
    playerData: playerDataMachine,
  },
  actions: {
    clearRememberedUsername: notProvidedAction('auth', 'clearRememberedUsername'),
    /** Keeps the username for the next visit's silent login (remember-me was ticked). */
    rememberUsername: notProvidedAction<{ readonly username: string }>('auth', 'rememberUsername'),
    /** Dispatches the browser event FTN_LoginValidationRequired with the second-factor data. */
    dispatchLoginValidationRequired: notProvidedAction<Readonly<Record<string, unknown>>>('auth', 'dispatchLoginValidationRequired'),
    redirect: notProvidedAction<{ readonly url: string }>('auth', 'redirect'),
    reloadPage: notProvidedAction('auth', 'reloadPage'),
    startFlow: assign(({ event }) => ({
      forceRefresh: event.type === 'auth.authenticate' && event.force === true,
      token: null,
      secondFactor: null,
    })),
    // The challenge waits (in guest) for the dialog's code; a new login or flow drops it.
    holdSecondFactor: assign(({ event }) => ({ secondFactor: outputOf<PlatformLoginResponse>(event).twoFactorValidation ?? {} })),
    forgetSecondFactor: assign({ secondFactor: null }),
    holdNativeCredentials: assign(({ event }) => {
      const native = event.type === 'auth.authenticate' ? completeNativeCredentials(event.native) : null;
      return native ? { username: native.username, token: native.token, forceRefresh: false } : {};
    }),
    holdToken: assign(({ event }) => {
      const { token, username } = outputOf<TemporaryToken>(event);
      return { token, username };
    }),
    acceptSession: assign(({ event }) => {
      const session = outputOf<NonNullable<ValidatedSession>>(event);
      return { username: session.username, notificationToken: session.notificationToken, token: null };
    }),
    acceptLogin: assign(({ context, event }) => {
      const result = outputOf<LoginResult>(event);
      return { username: result.username || context.username, notificationToken: result.notificationToken, token: null };
    }),
    markReady: assign({ ready: true }),
    announceAuthenticated: emit(({ context }) => ({ type: 'auth.authenticated' as const, username: context.username ?? '' })),
    // Logout or a failed authentication: the player's data, notification token and keep-alive go
    // (the children stop with the state).
    forgetPlayer: assign({ username: null, notificationToken: null, token: null, forceRefresh: false }),
    announceGuest: emit({ type: 'auth.guest' }),
    // The platform script is missing or broken: the only way on is a reload, so the message stays.
    showStartupError: emit(({ self }) =>
      showAlert(ErrorKey.authenticationStartupError, {
        retry: () => self.send({ type: 'auth.reload-page' }),
        actionText: LabelKey.refreshPage,
        timeout: null,
      }),
    ),
    showRejection: emit(({ event }) => showAlert(authErrorKey(outputOf<PlatformLoginResponse>(event).reason ?? 'unknown'))),
    // The dialog shows a rejected login itself (it keeps the typed username), so no snackbar.
    announceRejection: emit(({ event }) => ({
      type: 'auth.login-failed' as const,
      errorKey: authErrorKey(outputOf<PlatformLoginResponse>(event).reason ?? 'unknown'),
    })),
    announceLoginError: emit({ type: 'auth.login-failed' as const, errorKey: ErrorKey.authenticationStartupError }),
    announceSecondFactor: emit({ type: 'auth.login-failed' as const, errorKey: null }),
    // Remember-me applies once the platform has accepted the login.
    holdRememberAs: assign(({ event }) => ({
      rememberAs: event.type === 'auth.login' && event.rememberMe ? event.username : null,
      forceRefresh: false,
      token: null,
      secondFactor: null,
    })),
    forgetRememberAs: assign({ rememberAs: null }),
  },
  guards: {
    forced: ({ context }) => context.forceRefresh,
    yes: ({ event }) => outputOf<boolean>(event) === true,
    validated: ({ event }) => outputOf<ValidatedSession>(event) !== null,
    nativeView: ({ context }) => context.nativeView,
    nativeLaunch: ({ event }) => event.type === 'auth.authenticate' && !!event.native,
    completeNativeLaunch: ({ event }) => event.type === 'auth.authenticate' && completeNativeCredentials(event.native) !== null,
    remembered: ({ event }) => !!outputOf<string | null>(event),
    rememberAs: ({ context }) => context.rememberAs !== null,
    awaitingSecondFactor: ({ context }) => context.secondFactor !== null,
    secondFactor: ({ event }) => needsSecondFactor(outputOf<PlatformLoginResponse>(event)),
    platformAccepted: ({ event }) => outputOf<PlatformLoginResponse>(event).ok,
    selfExcluded: ({ event }) => selfExclusionRedirect(outputOf<LoginResult>(event)) !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ready: false,
    username: null,
    notificationToken: null,
    nativeView: input?.nativeView ?? false,
    forceRefresh: false,
    token: null,
    rememberAs: null,
    secondFactor: null,
  }),
  initial: 'pending',
  on: {
    'auth.reload-page': '.reloading',
  },
  states: {
    // Before the first authenticate flow.
    pending: {
      on: { 'auth.authenticate': authenticateTransitions(), 'auth.login': loginTransition() },
    },
    authenticating: {
      // Every way in names its step; the cookie check is where a plain flow starts.
      initial: 'checkingCookie',
      states: {
        checkingCookie: {
          invoke: {
            id: 'hasLoginCookie',
            src: 'hasLoginCookie',
            onDone: [
              { guard: and(['yes', 'forced']), target: 'exchangingToken' },
              { guard: 'yes', target: 'validatingSession' },
              { target: 'readingRememberedUsername' },
            ],
            // The platform script is missing or broken: the player can only reload.
            onError: { target: '#auth.guest', actions: 'showStartupError' },
          },
        },
        validatingSession: {
          invoke: {
            id: 'validateSession',
            src: 'validateSession',
            onDone: [
              { guard: and(['validated', 'nativeView']), target: '#auth.authenticated.nativeView', actions: 'acceptSession' },
              { guard: 'validated', target: '#auth.authenticated.withPlayerData', actions: 'acceptSession' },
              { target: 'exchangingToken' },
            ],
            onError: 'exchangingToken',
          },
        },
        exchangingToken: {
          invoke: {
            id: 'getTemporaryToken',
            src: 'getTemporaryToken',
            onDone: { target: 'gatewayLogin', actions: 'holdToken' },
            onError: { target: '#auth.guest', actions: 'showStartupError' },
          },
        },
        gatewayLogin: {
          invoke: {
            id: 'gatewayLogin',
            src: 'gatewayLogin',
            input: ({ context }) => ({ username: context.username ?? '', token: context.token ?? '' }),
            onDone: [
              {
                guard: 'selfExcluded',
                target: '#auth.guest',
                actions: { type: 'redirect', params: ({ event }) => ({ url: selfExclusionRedirect(event.output) ?? '' }) },
              },
              { guard: 'nativeView', target: '#auth.authenticated.nativeView', actions: 'acceptLogin' },
              { target: '#auth.authenticated.withPlayerData', actions: 'acceptLogin' },
            ],
            // A token but no gateway session: log out of the platform only; the result is no login.
            onError: 'loggingOutOfPlatform',
          },
        },
        loggingOutOfPlatform: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: { gateway: false },
            onDone: '#auth.guest',
            onError: '#auth.guest',
          },
        },
        readingRememberedUsername: {
          invoke: {
            id: 'readRememberedUsername',
            src: 'readRememberedUsername',
            onDone: [{ guard: 'remembered', target: 'silentLogin', actions: assign({ username: ({ event }) => event.output }) }, { target: '#auth.guest' }],
            onError: '#auth.guest',
          },
        },
        silentLogin: {
          invoke: {
            id: 'silentLogin',
            src: 'silentLogin',
            input: ({ context }) => ({ username: context.username ?? '', password: '', rememberMe: true, realMode: 1 }),
            onDone: [
              {
                guard: 'secondFactor',
                target: '#auth.guest',
                actions: ['holdSecondFactor', { type: 'dispatchLoginValidationRequired', params: ({ event }) => event.output.twoFactorValidation ?? {} }],
              },
              { guard: 'platformAccepted', target: 'exchangingToken' },
              { target: '#auth.guest', actions: ['clearRememberedUsername', 'showRejection'] },
            ],
            onError: { target: '#auth.guest', actions: 'clearRememberedUsername' },
          },
        },
        // The login dialog's credentials (auth.login); the event is read once, by the invocation's
        // input, so the password is kept nowhere.
        passwordLogin: {
          invoke: {
            id: 'passwordLogin',
            src: 'passwordLogin',
            input: ({ event }) =>
              event.type === 'auth.login'
                ? { username: event.username, password: event.password, rememberMe: event.rememberMe, realMode: 1 as const }
                : { username: '', password: '', rememberMe: false, realMode: 1 as const },
            onDone: [
              {
                guard: 'secondFactor',
                target: '#auth.guest',
                actions: [
                  'holdSecondFactor',
                  'announceSecondFactor',
                  { type: 'dispatchLoginValidationRequired', params: ({ event }) => event.output.twoFactorValidation ?? {} },
                ],
              },
              ...platformAnswerTransitions(),
            ],
            onError: { target: '#auth.guest', actions: 'announceLoginError' },
          },
        },
        // The dialog's code for the held challenge; accepted, it goes on as an accepted password
        // login (remember-me included). A rejection keeps the challenge: the platform decides whether
        // another code is taken (invalid_code) or the player must log in again (code_expired).
        validatingSecondFactor: {
          invoke: {
            id: 'validateSecondFactor',
            src: 'validateSecondFactor',
            input: ({ context, event }) => ({
              validation: context.secondFactor ?? {},
              code: event.type === 'auth.validate-second-factor' ? event.code : '',
            }),
            onDone: platformAnswerTransitions(),
            onError: { target: '#auth.guest', actions: 'announceLoginError' },
          },
        },
      },
    },
    authenticated: {
      entry: ['markReady', 'announceAuthenticated'],
      // Keep-alive starts first, then (outside the native view) the player data.
      invoke: {
        id: 'keepAlive',
        src: 'keepAlive',
        // Its final state is the internal logout after a failed re-authentication.
        onDone: 'loggingOut',
      },
      on: {
        'auth.logout': 'loggingOut',
        'auth.authenticate': authenticateTransitions(),
      },
      // Every way in names the child: the player data is loaded only outside the native view.
      initial: 'withPlayerData',
      states: {
        withPlayerData: {
          invoke: {
            id: 'playerData',
            src: 'playerData',
            input: ({ context }) => ({ username: context.username ?? '', notificationToken: context.notificationToken }),
          },
        },
        nativeView: {},
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: { gateway: true },
        onDone: 'guest',
        onError: 'guest',
      },
    },
    // The startup error's action: the page reloads, nothing else happens here.
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
    guest: {
      entry: ['markReady', 'forgetPlayer', 'announceGuest'],
      on: {
        'auth.authenticate': authenticateTransitions(),
        'auth.login': loginTransition(),
        'auth.validate-second-factor': { guard: 'awaitingSecondFactor', target: '#auth.authenticating.validatingSecondFactor' },
      },
      // A logout while guest does nothing: no transition.
    },
  },
});

// The dialog's login starts at the platform's login, past the cookie check.
function loginTransition() {
  return { target: '#auth.authenticating.passwordLogin', actions: 'holdRememberAs' } as const;
}

// The platform's answer to the dialog's login or second factor: accepted (remember-me kept if asked
// for) goes on to the token; otherwise the rejection's errors.auth.{reason}.
function platformAnswerTransitions() {
  return [
    {
      guard: and(['platformAccepted', 'rememberAs']),
      target: '#auth.authenticating.exchangingToken',
      actions: [
        { type: 'rememberUsername', params: ({ context }: { context: AuthContext }) => ({ username: context.rememberAs ?? '' }) },
        'forgetRememberAs',
        'forgetSecondFactor',
      ],
    },
    { guard: 'platformAccepted', target: '#auth.authenticating.exchangingToken', actions: 'forgetSecondFactor' },
    { target: '#auth.guest', actions: 'announceRejection' },
  ] as const;
}

// Starts the flow: a native launch goes straight to the gateway login with its credentials (and is
// refused without both); otherwise the flow starts at the login cookie.
function authenticateTransitions() {
  return [
    { guard: 'completeNativeLaunch', target: '#auth.authenticating.gatewayLogin', actions: ['startFlow', 'holdNativeCredentials'] },
    { guard: 'nativeLaunch', target: '#auth.guest' },
    { target: '#auth.authenticating.checkingCookie', actions: 'startFlow' },
  ] as const;
}
