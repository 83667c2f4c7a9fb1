// game-session: the password prompt and the preview check, launch data and the play token, and the
// login before real play (login-for-play waits for the auth machine of the same actor system, opens
// the login dialog and waits until it closes or a player is logged in). Navigation, analytics and the
// journey's origin go to the environment; a native launch's games go to the app by its link (the
// configured nativeApp's scheme and location). Launch templates given as paths open on the
// platform's origin.
import { fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { Gateway, LocalApi, Settings } from '@casino/api-clients';
import { Effect } from 'effect';
import { JOURNEY_STORAGE_KEY, LOGIN_DIALOG_CLOSED_EVENT, LOGIN_DIALOG_OPEN_EVENT, type FeatureToggles, type ProviderLaunchData } from '@casino/core';
import { auth, gameSession } from '@casino/machines';
import { clientCall, localRead } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';
import { actorOf } from './root/actor-of.ts';
import { SystemId } from './root/system-ids.ts';

const loggedIn = (snapshot: SnapshotFrom<typeof auth.authMachine>) => snapshot.matches('authenticated');

const provideLoginForPlay = (runtime: PortalRuntime) => {
  // The toggles decide which login dialog opens; they are loaded once per page.
  let toggles: Promise<FeatureToggles> | null = null;
  return gameSession.loginForPlayMachine.provide({
    actors: {
      authReady: fromPromise<gameSession.LoginForPlayOutput, void>(async ({ system }) => {
        const snapshot = await waitFor(actorOf(system, SystemId.auth), (state) => state.context.ready);
        return { loggedIn: loggedIn(snapshot) };
      }),
      ensureFeatureToggles: fromPromise<void, void>(async () => {
        toggles ??= runtime.api.run(Settings.use((settings) => settings.featureToggles()));
        await toggles.catch((error: unknown) => {
          toggles = null;
          throw error;
        });
      }),
      loginDialogSettled: fromPromise<void, void>(({ system, signal }) => {
        const authActor = actorOf(system, SystemId.auth);
        return new Promise<void>((resolve) => {
          const done = () => {
            unlisten();
            subscription.unsubscribe();
            resolve();
          };
          const unlisten = runtime.env.events.listen(LOGIN_DIALOG_CLOSED_EVENT, done);
          const subscription = authActor.subscribe((state) => loggedIn(state) && done());
          signal.addEventListener('abort', done);
        });
      }),
    },
    actions: {
      openLoginDialog: () => runtime.env.events.dispatch(LOGIN_DIALOG_OPEN_EVENT, null),
    },
  });
};

/**
 * A launch template given as a path is the platform's own page (the demo platform's game pages):
 * it is opened on the platform's origin, never on the portal's. Templates stay strings (a URL
 * parser would escape their placeholders).
 */
export const onPlatform = (launch: ProviderLaunchData, platformUrl: string): ProviderLaunchData => {
  const origin = new URL(platformUrl).origin;
  const absolute = (template: string | null) => (template?.startsWith('/') && !template.startsWith('//') ? `${origin}${template}` : template);
  return {
    ...launch,
    launchUrl: absolute(launch.launchUrl),
    launchUrlDemo: absolute(launch.launchUrlDemo),
    launchUrlMobile: absolute(launch.launchUrlMobile),
    launchUrlDemoMobile: absolute(launch.launchUrlDemoMobile),
    launchUrls: launch.launchUrls.map((entry) => ({ ...entry, launchUrl: absolute(entry.launchUrl) ?? entry.launchUrl })),
  };
};

export const provideGameSession = (runtime: PortalRuntime) =>
  gameSession.gameSessionMachine.provide({
    actors: {
      promptPassword: localRead((input: gameSession.PasswordPromptInput) => runtime.env.prompt(input.message)),
      checkPassword: clientCall(runtime, (input: gameSession.PasswordCheckInput) => LocalApi.use((api) => api.previewAuth(input.secret))),
      loginForPlay: provideLoginForPlay(runtime),
      fetchLaunchData: clientCall(runtime, (input: gameSession.LaunchDataRequest) =>
        LocalApi.use((api) => api.providerLaunch(input.game.provider)).pipe(Effect.map((launch) => onPlatform(launch, runtime.config.urls.localApi))),
      ),
      fetchPlayToken: clientCall(runtime, () => Gateway.use((gateway) => gateway.playToken('play'))),
    },
    actions: {
      track: (_, event) => runtime.env.track(event),
      trackOrigin: (_, journey) => runtime.env.sessionStorage.setItem(JOURNEY_STORAGE_KEY, JSON.stringify(journey)),
      navigate: (_, params) => runtime.env.location.navigate(params.path),
      goBack: () => runtime.env.location.back(),
      openExternal: (_, params) => runtime.env.location.openExternal(params.url),
      openAppLink: (_, params) => runtime.env.location.openAppLink(params.url),
    },
  });

/** Defaults of the machine's input for this page. */
export const gameSessionInput = (runtime: PortalRuntime): gameSession.GameSessionInput => ({
  device: { mobile: runtime.env.device.isMobile, touch: runtime.env.device.isTouch },
  languageCode: runtime.page.locale(),
  preview: runtime.page.preview(),
  nativeLaunch: runtime.page.nativeLaunch ? runtime.config.nativeApp : null,
});
