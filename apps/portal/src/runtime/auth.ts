// auth: the authenticate flow over the platform script (login cookie, temporary token, silent login,
// logout) and the gateway (session validation, login, logout), with keep-alive and the player data as
// its provided children. The remembered username is the portal's own cookie; the platform keeps the
// secret that makes the silent login work.
import { Effect } from 'effect';
import { Gateway, PlatformScript } from '@casino/api-clients';
import { COOKIE_REMEMBERED_DAYS, COOKIE_REMEMBERED_USERNAME, gatewayLoginRequest, LOGIN_VALIDATION_EVENT } from '@casino/core';
import { auth } from '@casino/machines';
import { clientCall, localRead } from './client-call.ts';
import { provideKeepAlive } from './keep-alive.ts';
import { providePlayerData } from './player-data.ts';
import type { PortalRuntime } from './portal-runtime.ts';

/** The gateway session, if it validates: its player (from the platform) and notification token. */
const validatedSession = Effect.gen(function* () {
  const valid = yield* Gateway.use((gateway) => gateway.validateSession());
  if (!valid) return null;
  const username = yield* PlatformScript.use((platform) => platform.loggedInPlayer());
  if (username === null) return null;
  // The token only opens the notification socket: a session without one still stands.
  const notificationToken = yield* Gateway.use((gateway) => gateway.notificationToken()).pipe(Effect.orElseSucceed(() => null));
  return { username, notificationToken };
});

const temporaryToken = PlatformScript.use((platform) =>
  Effect.all({ token: platform.temporaryToken(), username: platform.loggedInPlayer().pipe(Effect.map((name) => name ?? '')) }),
);

/** Gateway first (it needs the session cookie the platform logout would end), then the platform. */
const logout = (input: auth.LogoutInput) =>
  Effect.gen(function* () {
    if (input.gateway) yield* Gateway.use((gateway) => gateway.logout()).pipe(Effect.ignore);
    yield* PlatformScript.use((platform) => platform.logout());
  });

export const provideAuth = (runtime: PortalRuntime) =>
  auth.authMachine.provide({
    actors: {
      hasLoginCookie: clientCall(runtime, () => PlatformScript.use((platform) => platform.hasLoginCookie())),
      validateSession: clientCall<auth.ValidatedSession>(runtime, () => validatedSession),
      getTemporaryToken: clientCall(runtime, () => temporaryToken),
      gatewayLogin: clientCall(runtime, (input: auth.GatewayLoginInput) =>
        Gateway.use((gateway) =>
          gateway.login(
            gatewayLoginRequest(input.username, input.token, {
              device: runtime.env.device,
              osName: runtime.env.osName,
              nativeView: runtime.page.nativeView,
            }),
          ),
        ),
      ),
      readRememberedUsername: localRead(() => runtime.env.cookies.get(COOKIE_REMEMBERED_USERNAME)),
      silentLogin: clientCall(runtime, (input: auth.SilentLoginInput) =>
        PlatformScript.use((platform) => platform.login({ username: input.username, password: input.password, rememberMe: input.rememberMe })),
      ),
      passwordLogin: clientCall(runtime, (input: auth.PasswordLoginInput) =>
        PlatformScript.use((platform) => platform.login({ username: input.username, password: input.password, rememberMe: input.rememberMe })),
      ),
      validateSecondFactor: clientCall(runtime, (input: auth.SecondFactorInput) => PlatformScript.use((platform) => platform.validateLogin(input))),
      logout: clientCall<void, auth.LogoutInput>(runtime, logout),
      keepAlive: provideKeepAlive(runtime),
      playerData: providePlayerData(runtime),
    },
    actions: {
      clearRememberedUsername: () => runtime.env.cookies.remove(COOKIE_REMEMBERED_USERNAME),
      rememberUsername: (_, { username }) => runtime.env.cookies.set(COOKIE_REMEMBERED_USERNAME, username, { days: COOKIE_REMEMBERED_DAYS }),
      dispatchLoginValidationRequired: (_, data) => runtime.env.events.dispatch(LOGIN_VALIDATION_EVENT, data),
      redirect: (_, params) => runtime.env.location.redirect(params.url),
      reloadPage: () => runtime.env.location.reload(),
    },
  });
