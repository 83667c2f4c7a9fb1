// Authentication: pending until the first authenticate flow settles, then authenticated (running the
// keep-alive and player-data children) or guest. The flow: login cookie → session validation → token
// exchange and gateway login; no cookie → a remembered username's silent login; otherwise guest.
import { SELF_EXCLUSION_REDIRECT_URL } from '@casino/demo-data';
import * as auth from '@casino/machines/auth';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';
import { keepAlivePlayground } from './keep-alive.playground.ts';
import { playerDataPlayground } from './player-data.playground.ts';

export const authPlayground = forMachine(auth.authMachine).describe({
  id: 'auth',
  title: 'Auth',
  summary:
    'Authenticate with no cookie: guest. Answer hasLoginCookie with a cookie and authenticate again: authenticated, with keep-alive and player data running as children (their actors carry a keepAlive/ or playerData/ prefix). Log out: both stop. The login dialog sends auth.login: the platform login, then the token and gateway login; a second factor waits in guest for auth.validate-second-factor with the code.',
  input: () => ({ nativeView: false }),
  actors: {
    hasLoginCookie: { kind: 'promise', answers: { 'no cookie': () => false, 'a login cookie': () => true }, errors: ['No script found', 'Request timed out'] },
    validateSession: {
      kind: 'promise',
      answers: {
        'a valid session': ({ world }) => ({ username: player(world).username, notificationToken: `nt-${player(world).info.userId}` }),
        'not valid': () => null,
      },
    },
    getTemporaryToken: { kind: 'promise', answers: { 'a temporary token': ({ world }) => ({ token: 'tmp-token-demo', username: player(world).username }) } },
    gatewayLogin: {
      kind: 'promise',
      answers: {
        'logged in': ({ input }) => ({ username: input.username, notificationToken: 'nt-gateway', sessionToken: 'st-gateway', additionalInformation: null }),
        'self-excluded': ({ input }) => ({
          username: input.username,
          notificationToken: null,
          sessionToken: null,
          additionalInformation: { SuspendedSelfExclusionException: 'PANIC', redirectionUrl: SELF_EXCLUSION_REDIRECT_URL },
        }),
      },
    },
    readRememberedUsername: { kind: 'promise', answers: { 'none remembered': () => null, 'demo remembered': ({ world }) => player(world).username } },
    silentLogin: {
      kind: 'promise',
      answers: {
        accepted: ({ input }) => ({ ok: true, username: input.username, reason: null, twoFactorValidation: null }),
        rejected: () => ({ ok: false, username: null, reason: 'invalid-credentials', twoFactorValidation: null }),
        'second factor': ({ input }) => ({
          ok: false,
          username: input.username,
          reason: null,
          twoFactorValidation: { method: 'sms', phone: '+420 777 *** 456' },
        }),
      },
    },
    passwordLogin: {
      kind: 'promise',
      answers: {
        accepted: ({ input }) => ({ ok: true, username: input.username, reason: null, twoFactorValidation: null }),
        'wrong password': () => ({ ok: false, username: null, reason: 'invalid_credentials', twoFactorValidation: null }),
        'second factor': ({ input }) => ({
          ok: false,
          username: input.username,
          reason: null,
          twoFactorValidation: { validationId: 'v-1', channel: 'sms', destination: '+420 777 *** 456', codeLength: 6 },
        }),
      },
      errors: ['Request timed out'],
    },
    validateSecondFactor: {
      kind: 'promise',
      answers: {
        accepted: ({ world }) => ({ ok: true, username: player(world).username, reason: null, twoFactorValidation: null }),
        'wrong code': () => ({ ok: false, username: null, reason: 'invalid_code', twoFactorValidation: null }),
        expired: () => ({ ok: false, username: null, reason: 'code_expired', twoFactorValidation: null }),
      },
      errors: ['Request timed out'],
    },
    logout: { kind: 'promise', answers: { 'logged out': () => undefined } },
    keepAlive: { kind: 'machine', description: keepAlivePlayground },
    playerData: { kind: 'machine', description: playerDataPlayground },
  },
  actions: ['clearRememberedUsername', 'rememberUsername', 'dispatchLoginValidationRequired', 'redirect', 'reloadPage'],
  events: [
    { event: { type: 'auth.authenticate' } },
    { label: 'forced', event: { type: 'auth.authenticate', force: true } },
    { label: 'native app', event: ({ world }) => ({ type: 'auth.authenticate', native: { username: player(world).username, token: 'native-token' } }) },
    { label: 'native app without token', event: ({ world }) => ({ type: 'auth.authenticate', native: { username: player(world).username, token: null } }) },
    {
      label: 'login dialog (remember me)',
      event: ({ world }) => ({ type: 'auth.login', username: player(world).username, password: 'demo', rememberMe: true }),
    },
    { label: 'second factor code', event: { type: 'auth.validate-second-factor', code: '246810' } },
    { event: { type: 'auth.logout' } },
    { event: { type: 'auth.reload-page' } },
  ],
  view: auth.connect,
});
