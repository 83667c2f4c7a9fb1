// Play flow: authorise (password for protected games, then login for real money), clear the old
// session, start the new one (launch data, a token for real money, the URL), track the origin and the
// session, navigate. In a native launch every game goes to the app instead (inApp): tracked as any
// launch, then opened by the app's link; the app owns the rest. A flow given up before the clear step
// leaves the running session as it was; a failure after it leaves none. Failures show one snackbar
// with the spec's key (a cancelled password prompt or a login the player did not finish show none).
import { and, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import {
  ErrorKey,
  GAME_PASSWORD_PROMPT,
  gameLaunchEvent,
  playRoutePath,
  routePath,
  type AnalyticsEvent,
  type AnalyticsJourney,
  type PlayTokenResponse,
  type ProviderLaunchData,
} from '@casino/core';
import { appLinkOf, hasLaunchTemplate, isUsableToken, launchUrl } from './game-session.launch.ts';
import { loginForPlayMachine } from './login-for-play.machine.ts';
import type {
  GameSessionContext,
  GameSessionEmitted,
  GameSessionEvent,
  GameSessionInput,
  LaunchDataRequest,
  PasswordCheckInput,
  PasswordPromptInput,
  PlayRequest,
  PlayTokenRequest,
} from './game-session.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

const requestOf = (event: GameSessionEvent): PlayRequest | null => {
  if (event.type === 'game-session.play') {
    return {
      game: event.game,
      mode: event.mode,
      journey: event.journey,
      filterUsed: event.filterUsed ?? false,
      providerName: event.providerName ?? null,
      liveGame: event.liveGame ?? null,
      flow: 'play',
    };
  }
  if (event.type === 'game-session.start') {
    return {
      game: event.game,
      mode: event.mode,
      journey: event.journey ?? null,
      filterUsed: event.filterUsed ?? false,
      providerName: event.providerName ?? null,
      liveGame: null,
      flow: 'start',
    };
  }
  return null;
};

export const gameSessionMachine = setup({
  types: {
    context: {} as GameSessionContext,
    events: {} as GameSessionEvent,
    input: {} as GameSessionInput,
    emitted: {} as GameSessionEmitted,
  },
  actors: {
    /** window.prompt with the spec's text; null when cancelled. */
    promptPassword: fromPromise<string | null, PasswordPromptInput>(notProvidedActor('gameSession', 'promptPassword')),
    /** The preview auth call; true when the password is right. */
    checkPassword: fromPromise<boolean, PasswordCheckInput>(notProvidedActor('gameSession', 'checkPassword')),
    loginForPlay: loginForPlayMachine,
    fetchLaunchData: fromPromise<ProviderLaunchData, LaunchDataRequest>(notProvidedActor('gameSession', 'fetchLaunchData')),
    fetchPlayToken: fromPromise<PlayTokenResponse, PlayTokenRequest>(notProvidedActor('gameSession', 'fetchPlayToken')),
  },
  guards: {
    /** The page is a native launch: the app takes every game. */
    nativeLaunch: ({ context }) => context.nativeLaunch != null,
    needsPassword: ({ event }) => requestOf(event)?.game.requirePassword === true,
    realMoney: ({ event, context }) => (requestOf(event) ?? context.request)?.mode === 'real',
    passwordGiven: ({ event }) => !!outputOf<string | null>(event),
    authorised: ({ event }) => outputOf<boolean>(event) === true,
    loggedIn: ({ event }) => outputOf<{ loggedIn: boolean }>(event).loggedIn,
    /** The provider has a launch template for the mode and device. */
    hasTemplate: ({ context, event }) => context.request !== null && hasLaunchTemplate(context, context.request, outputOf<ProviderLaunchData>(event)),
    /** The demo URL could be filled. */
    demoUrlReady: ({ context, event }) => launchUrlOrNull(context, outputOf<ProviderLaunchData>(event), null) !== null,
    usableToken: ({ event }) => isUsableToken(outputOf<PlayTokenResponse>(event)),
    hasSession: ({ context }) => context.session !== null,
    /** The real URL could be filled with the token. */
    realUrlReady: ({ context, event }) => launchUrlOrNull(context, context.launchData, outputOf<PlayTokenResponse>(event)) !== null,
    canGoBack: ({ event }) => event.type === 'game-session.stop' && event.canGoBack === true,
  },
  actions: {
    track: notProvidedAction<AnalyticsEvent>('gameSession', 'track'),
    /** Remembers the journey's origin for the analytics player journey. */
    trackOrigin: notProvidedAction<AnalyticsJourney>('gameSession', 'trackOrigin'),
    navigate: notProvidedAction<{ readonly path: string }>('gameSession', 'navigate'),
    goBack: notProvidedAction('gameSession', 'goBack'),
    /** Opens the launch URL outside the page (touch devices). */
    openExternal: notProvidedAction<{ readonly url: string }>('gameSession', 'openExternal'),
    /** Follows the native app's link (the app opens the game; the page stays). */
    openAppLink: notProvidedAction<{ readonly url: string }>('gameSession', 'openAppLink'),
    hold: assign({ request: ({ event }) => requestOf(event), declined: false }),
    decline: assign({ declined: true }),
    clearSession: assign({ session: null, launchData: null }),
    drop: assign({ request: null, launchData: null }),
    holdLaunchData: assign({ launchData: ({ event }) => outputOf<ProviderLaunchData>(event) }),
    startDemo: assign({
      session: ({ context, event }) => sessionOf(context, outputOf<ProviderLaunchData>(event), null),
      announcing: ({ context }) => context.request?.journey != null,
    }),
    startReal: assign({
      session: ({ context, event }) => sessionOf(context, context.launchData, outputOf<PlayTokenResponse>(event)),
      announcing: ({ context }) => context.request?.journey != null,
    }),
    showPasswordError: emit(showAlert(ErrorKey.unauthorizedAccess, { text: ErrorKey.checkCmsPasswordCode })),
    showUrlMissing: emit(({ context }) => showAlert(context.request?.mode === 'real' ? ErrorKey.realUrlIsMissing : ErrorKey.demoUrlIsMissing)),
    showInvalidSession: emit(showAlert(ErrorKey.invalidGameSession)),
  },
}).createMachine({
  id: 'gameSession',
  context: ({ input }) => ({ ...input, request: null, launchData: null, session: null, announcing: false, declined: false }),
  initial: 'none',
  on: {
    'game-session.clear': { target: '.none', actions: ['clearSession', 'drop'] },
  },
  states: {
    none: {
      on: {
        'game-session.play': [handOver('nativeLaunch'), ...playTransitions()],
        // A plain start (the play route opened directly) is authorised the same way.
        'game-session.start': [handOver('nativeLaunch'), ...playTransitions()],
      },
    },
    authorising: {
      initial: 'promptingPassword',
      states: {
        promptingPassword: {
          invoke: {
            id: 'promptPassword',
            src: 'promptPassword',
            input: { message: GAME_PASSWORD_PROMPT },
            onDone: [{ guard: 'passwordGiven', target: 'checkingPassword' }, ...abandon()],
            onError: abandon(),
          },
        },
        checkingPassword: {
          invoke: {
            id: 'checkPassword',
            src: 'checkPassword',
            input: ({ event }) => ({ secret: outputOf<string>(event) }),
            onDone: [
              // Real money still needs a player after the password.
              { guard: and(['authorised', 'realMoney']), target: 'loggingIn' },
              { guard: 'authorised', target: '#gameSession.starting', actions: 'clearSession' },
              ...abandon('showPasswordError'),
            ],
            onError: abandon('showPasswordError'),
          },
        },
        loggingIn: {
          invoke: {
            id: 'loginForPlay',
            src: 'loginForPlay',
            onDone: [{ guard: 'loggedIn', target: '#gameSession.starting', actions: 'clearSession' }, ...abandon()],
            onError: abandon(),
          },
        },
      },
    },
    starting: {
      initial: 'fetchingLaunchData',
      states: {
        fetchingLaunchData: {
          invoke: {
            id: 'fetchLaunchData',
            src: 'fetchLaunchData',
            input: ({ context }) => ({ game: context.request!.game }),
            onDone: [
              { guard: not('hasTemplate'), target: '#gameSession.none', actions: ['showUrlMissing', 'drop'] },
              { guard: 'realMoney', target: 'fetchingToken', actions: 'holdLaunchData' },
              { guard: 'demoUrlReady', target: '#gameSession.active', actions: ['holdLaunchData', 'startDemo'] },
              { target: '#gameSession.none', actions: ['showUrlMissing', 'drop'] },
            ],
            onError: { target: '#gameSession.none', actions: ['showUrlMissing', 'drop'] },
          },
        },
        fetchingToken: {
          invoke: {
            id: 'fetchPlayToken',
            src: 'fetchPlayToken',
            input: ({ context }) => ({ game: context.request!.game }),
            onDone: [
              { guard: not('usableToken'), target: '#gameSession.none', actions: ['showInvalidSession', 'drop'] },
              { guard: 'realUrlReady', target: '#gameSession.active', actions: ['startReal'] },
              { target: '#gameSession.none', actions: ['showUrlMissing', 'drop'] },
            ],
            onError: { target: '#gameSession.none', actions: ['showInvalidSession', 'drop'] },
          },
        },
      },
    },
    inApp: {
      // The app takes the game: the launch is tracked as on the web (with a journey), then its link is followed.
      entry: enqueueActions(({ context, enqueue }) => {
        const { request, nativeLaunch } = context;
        if (!request || !nativeLaunch) return;
        if (request.journey) {
          enqueue({ type: 'trackOrigin', params: request.journey });
          enqueue({ type: 'track', params: launchEventOf(request, request.journey) });
        }
        enqueue({ type: 'openAppLink', params: { url: appLinkOf(nativeLaunch, request) } });
      }),
      on: {
        'game-session.play': handOver(),
        'game-session.start': handOver(),
        'game-session.stop': stopTransitions(),
      },
    },
    active: {
      // A session just started with a journey: track the origin, track the session, then go to it (the
      // play flow) or, on a touch device, open it outside; a start from the play route stays there.
      entry: enqueueActions(({ context, enqueue }) => {
        const { request, session } = context;
        if (!context.announcing || !request?.journey || !session) return;
        enqueue.assign({ announcing: false });
        enqueue({ type: 'trackOrigin', params: request.journey });
        enqueue({ type: 'track', params: launchEventOf(request, request.journey) });
        // Part 2 §4: on a touch device the launch URL opens outside (toward the mobile app).
        if (context.device.touch) enqueue({ type: 'openExternal', params: { url: session.url } });
        else if (request.flow === 'play') enqueue({ type: 'navigate', params: { path: playPath(context, request) } });
      }),
      on: {
        // Start does nothing while a session exists; play runs the whole flow, which clears it first.
        'game-session.play': playTransitions(),
        'game-session.stop': stopTransitions(),
      },
    },
  },
});

// A flow given up before the clear step leaves the running session as it was.
function abandon(...actions: 'showPasswordError'[]) {
  return [
    { guard: 'hasSession' as const, target: '#gameSession.active', actions: ['drop' as const, ...actions] },
    // Without an error the player closed the prompt or the login: the page says no game started, not that it failed.
    { target: '#gameSession.none', actions: ['drop' as const, ...(actions.length === 0 ? (['decline'] as const) : actions)] },
  ];
}

// Stop: back where the player came from, or to the lobby; the session ends.
function stopTransitions() {
  return [
    { guard: 'canGoBack' as const, target: '#gameSession.none', actions: ['goBack' as const, 'clearSession' as const, 'drop' as const] },
    {
      target: '#gameSession.none',
      actions: [
        { type: 'navigate' as const, params: ({ context }: { context: GameSessionContext }) => ({ path: lobbyPath(context) }) },
        'clearSession' as const,
        'drop' as const,
      ],
    },
  ];
}

// A native launch hands every game to the app (from none with the guard; inApp is reached only in one).
function handOver(guard?: 'nativeLaunch') {
  return { ...(guard ? { guard } : {}), target: '#gameSession.inApp', reenter: true, actions: ['clearSession' as const, 'hold' as const] };
}

// Authorise: the password first for protected games, then a player for real money.
function playTransitions() {
  return [
    { guard: 'needsPassword' as const, target: '#gameSession.authorising.promptingPassword', actions: 'hold' as const },
    { guard: 'realMoney' as const, target: '#gameSession.authorising.loggingIn', actions: 'hold' as const },
    { target: '#gameSession.starting', actions: ['hold' as const, 'clearSession' as const] },
  ];
}

function launchEventOf(request: PlayRequest, journey: AnalyticsJourney): AnalyticsEvent {
  return gameLaunchEvent({
    journey,
    demo: request.mode === 'demo',
    filterUsed: request.filterUsed,
    game: request.game,
    liveGame: request.liveGame,
    providerName: request.providerName,
  });
}

function launchUrlOrNull(context: GameSessionContext, launchData: ProviderLaunchData | null, token: PlayTokenResponse | null): string | null {
  return context.request && launchData ? launchUrl(context, context.request, launchData, token) : null;
}

function sessionOf(context: GameSessionContext, launchData: ProviderLaunchData | null, token: PlayTokenResponse | null) {
  const url = launchUrlOrNull(context, launchData, token);
  return context.request && url !== null ? { url, game: context.request.game, mode: context.request.mode } : null;
}

function lobbyPath(context: GameSessionContext): string {
  return routePath('preview', {}, { preview: context.preview ?? false });
}

function playPath(context: GameSessionContext, request: PlayRequest): string {
  return playRoutePath(request.game.gameCode, request.mode, { preview: context.preview ?? false });
}
