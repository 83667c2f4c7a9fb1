import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authErrorKey, ErrorKey, LabelKey, type LoginResult, type PlatformLoginResponse, type SnackbarRequest } from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { authMachine } from './auth.machine.ts';
import { connect } from './auth.connect.ts';
import type { AuthEmitted, AuthInput } from './auth.types.ts';

const LOGIN: LoginResult = { username: 'hrac', notificationToken: 'nt-1', sessionToken: 'st-1', additionalInformation: null };
const SELF_EXCLUDED: LoginResult = {
  ...LOGIN,
  additionalInformation: { SuspendedSelfExclusionException: 'SE-1', redirectionUrl: 'https://rg.example/self-exclusion' },
};
const ACCEPTED: PlatformLoginResponse = { ok: true, username: 'hrac', reason: null, twoFactorValidation: null };
const REJECTED: PlatformLoginResponse = { ok: false, username: null, reason: 'account_locked', twoFactorValidation: null };
const TWO_FACTOR: PlatformLoginResponse = { ok: false, username: null, reason: null, twoFactorValidation: { channel: 'sms' } };

type AuthHarness = Harness<typeof authMachine> & { emitted: AuthEmitted[]; log: string[] };

const ACTORS = [
  'hasLoginCookie',
  'validateSession',
  'getTemporaryToken',
  'gatewayLogin',
  'readRememberedUsername',
  'silentLogin',
  'passwordLogin',
  'validateSecondFactor',
  'logout',
  'keepAlive',
] as const;

const harness = (input: AuthInput = {}): AuthHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const log: string[] = [];
  const machine = authMachine.provide({
    actors: {
      ...(Object.fromEntries(ACTORS.map((name) => [name, fakes.promise(name)])) as object),
      playerData: fakes.callback('playerData'),
    } as never,
    actions: {
      clearRememberedUsername: () => log.push('clear remembered'),
      rememberUsername: (_, { username }) => log.push(`remember ${username}`),
      dispatchLoginValidationRequired: (_, data) => log.push(`FTN_LoginValidationRequired ${JSON.stringify(data)}`),
      redirect: (_, { url }) => log.push(`redirect ${url}`),
      reloadPage: () => log.push('reload'),
    },
  });
  const actor = createActor(machine, { clock, input });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, fakes, emitted, log };
};

const authenticateEvents = [
  { type: 'auth.authenticate' },
  { type: 'auth.authenticate', force: true },
  { type: 'auth.authenticate', native: { username: 'hrac', token: 'native-token' } },
  { type: 'auth.authenticate', native: { username: 'hrac', token: null } },
];

describe('auth model', () => {
  const model = modelOf(authMachine, {
    inputs: [{}, { nativeView: true }],
    events: (snapshot) => {
      if (snapshot.matches('authenticating')) {
        return [
          { type: 'xstate.done.actor.hasLoginCookie', output: true },
          { type: 'xstate.done.actor.hasLoginCookie', output: false },
          { type: 'xstate.error.actor.hasLoginCookie', error: new Error('No script found') },
          { type: 'xstate.done.actor.validateSession', output: { username: 'hrac', notificationToken: 'nt-0' } },
          { type: 'xstate.done.actor.validateSession', output: null },
          { type: 'xstate.error.actor.validateSession', error: new Error('HTTP 401: Unauthorized') },
          { type: 'xstate.done.actor.getTemporaryToken', output: { token: 'tmp', username: 'hrac' } },
          { type: 'xstate.error.actor.getTemporaryToken', error: new Error('No response') },
          { type: 'xstate.done.actor.gatewayLogin', output: LOGIN },
          { type: 'xstate.done.actor.gatewayLogin', output: SELF_EXCLUDED },
          { type: 'xstate.error.actor.gatewayLogin', error: new Error('HTTP 403: Forbidden') },
          { type: 'xstate.done.actor.logout' },
          { type: 'xstate.error.actor.logout', error: new Error('Request timed out') },
          { type: 'xstate.done.actor.readRememberedUsername', output: 'hrac' },
          { type: 'xstate.done.actor.readRememberedUsername', output: null },
          { type: 'xstate.error.actor.readRememberedUsername', error: new Error('cookies blocked') },
          { type: 'xstate.done.actor.silentLogin', output: ACCEPTED },
          { type: 'xstate.done.actor.silentLogin', output: REJECTED },
          { type: 'xstate.done.actor.silentLogin', output: TWO_FACTOR },
          { type: 'xstate.error.actor.silentLogin', error: new Error('No response') },
          { type: 'xstate.done.actor.passwordLogin', output: ACCEPTED },
          { type: 'xstate.done.actor.passwordLogin', output: REJECTED },
          { type: 'xstate.done.actor.passwordLogin', output: TWO_FACTOR },
          { type: 'xstate.error.actor.passwordLogin', error: new Error('Request timed out') },
          { type: 'xstate.done.actor.validateSecondFactor', output: ACCEPTED },
          { type: 'xstate.done.actor.validateSecondFactor', output: { ...REJECTED, reason: 'invalid_code' } },
          { type: 'xstate.error.actor.validateSecondFactor', error: new Error('Request timed out') },
          { type: 'auth.reload-page' },
        ];
      }
      if (snapshot.matches('loggingOut')) {
        return [{ type: 'xstate.done.actor.logout' }, { type: 'xstate.error.actor.logout', error: new Error('HTTP 500: down') }];
      }
      return [
        ...authenticateEvents,
        { type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: true },
        { type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: false },
        { type: 'auth.validate-second-factor', code: '246810' },
        { type: 'auth.logout' },
        { type: 'auth.reload-page' },
        ...(snapshot.matches('authenticated') ? [{ type: 'xstate.done.actor.keepAlive', output: { reason: 'keep-alive-failed' } }] : []),
      ];
    },
  });

  testModel(model, harness, {
    afterStep: ({ fakes, emitted, log, actor }, step) => {
      const snapshot = actor.getSnapshot();
      // Keep-alive runs exactly while authenticated; the player data only outside the native view.
      const keepAliveRunning = fakes.promiseCalls.filter((c) => c.name === 'keepAlive' && c.status === 'pending').length;
      expect(keepAliveRunning).toBe(snapshot.matches('authenticated') ? 1 : 0);
      const playerData = fakes.callbackCalls.filter((c) => c.name === 'playerData' && !c.stopped);
      expect(playerData.length).toBe(snapshot.matches({ authenticated: 'withPlayerData' }) ? 1 : 0);
      if (playerData[0]) expect(playerData[0].input).toEqual({ username: 'hrac', notificationToken: snapshot.context.notificationToken });
      // Guests keep nothing of a player.
      if (snapshot.matches('guest')) {
        expect(snapshot.context).toMatchObject({ ready: true, username: null, notificationToken: null });
        expect(emitted.at(-1)?.type === 'auth.guest' || emitted.at(-1)?.type === 'snackbar.show').toBe(true);
      }
      if (snapshot.matches('authenticated') && step.state.matches('authenticated')) {
        expect(emitted.some((e) => e.type === 'auth.authenticated')).toBe(true);
      }
      if (snapshot.matches('reloading')) expect(log.at(-1)).toBe('reload');
      // A challenge waits only in guest (or while its code is checked), and a code is checked only against one.
      if (snapshot.context.secondFactor !== null)
        expect(snapshot.matches('guest') || snapshot.matches('reloading') || snapshot.matches({ authenticating: 'validatingSecondFactor' })).toBe(true);
      const validation = fakes.promiseCalls.filter((c) => c.name === 'validateSecondFactor').at(-1);
      if (validation) expect((validation.input as { validation: unknown }).validation).toEqual({ channel: 'sms' });
    },
  });
});

describe('auth behaviour', () => {
  const settle = async (h: AuthHarness, name: string, output: unknown) => {
    h.fakes.resolve(name, output);
    await flush();
  };

  it('a valid gateway session is accepted; keep-alive starts, then the player data', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', true);
    await settle(h, 'validateSession', { username: 'hrac', notificationToken: 'nt-0' });
    expect(connect(h.actor.getSnapshot())).toMatchObject({ status: 'authenticated', ready: true, loggedIn: true, username: 'hrac' });
    const started = [...h.fakes.promiseCalls.map((c) => c.name), ...h.fakes.callbackCalls.map((c) => c.name)];
    expect(started.slice(-2)).toEqual(['keepAlive', 'playerData']);
    expect(h.emitted).toContainEqual({ type: 'auth.authenticated', username: 'hrac' });
  });

  it('a forced refresh skips validation and exchanges a temporary token for a gateway login', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate', force: true });
    await settle(h, 'hasLoginCookie', true);
    expect(h.fakes.callsOf('validateSession')).toEqual([]);
    await settle(h, 'getTemporaryToken', { token: 'tmp', username: 'hrac' });
    expect(h.fakes.pendingCall('gatewayLogin').input).toEqual({ username: 'hrac', token: 'tmp' });
    await settle(h, 'gatewayLogin', LOGIN);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ loggedIn: true, notificationToken: 'nt-1' });
  });

  it('a failed gateway login after a token logs out of the platform only and ends as guest', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate', force: true });
    await settle(h, 'hasLoginCookie', true);
    await settle(h, 'getTemporaryToken', { token: 'tmp', username: 'hrac' });
    h.fakes.reject('gatewayLogin', new Error('HTTP 403: Forbidden'));
    await flush();
    expect(h.fakes.pendingCall('logout').input).toEqual({ gateway: false });
    await settle(h, 'logout', undefined);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ status: 'guest', loggedIn: false, ready: true });
  });

  it('a remembered username logs in silently with an empty password and remember-me', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', 'hrac');
    expect(h.fakes.pendingCall('silentLogin').input).toEqual({ username: 'hrac', password: '', rememberMe: true, realMode: 1 });
    await settle(h, 'silentLogin', ACCEPTED);
    expect(h.fakes.callsOf('getTemporaryToken')).toHaveLength(1);
  });

  it('a rejected silent login clears the remembered data and shows errors.auth.{reason}', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', 'hrac');
    await settle(h, 'silentLogin', REJECTED);
    expect(h.log).toEqual(['clear remembered']);
    expect(h.emitted).toContainEqual({ type: 'snackbar.show', message: { title: authErrorKey('account_locked'), type: 'alert' } });
  });

  it('two-factor data dispatches FTN_LoginValidationRequired and the result is no login', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', 'hrac');
    await settle(h, 'silentLogin', TWO_FACTOR);
    expect(h.log).toEqual(['FTN_LoginValidationRequired {"channel":"sms"}']);
    expect(connect(h.actor.getSnapshot()).status).toBe('guest');
  });

  it("the dialog's login: the platform's login with the credentials, remember-me kept once accepted, then the token and the gateway", async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', null);
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: true });
    expect(h.fakes.pendingCall('passwordLogin').input).toEqual({ username: 'hrac', password: 'heslo', rememberMe: true, realMode: 1 });
    // The password stays in the call: the context keeps no credentials.
    expect(JSON.stringify(h.actor.getSnapshot().context)).not.toContain('heslo');
    expect(h.log).toEqual([]);
    await settle(h, 'passwordLogin', ACCEPTED);
    expect(h.log).toEqual(['remember hrac']);
    await settle(h, 'getTemporaryToken', { token: 'tmp', username: 'hrac' });
    await settle(h, 'gatewayLogin', LOGIN);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ loggedIn: true, username: 'hrac' });
    expect(h.actor.getSnapshot().context.rememberAs).toBeNull();
  });

  it("the dialog's login rejected: auth.login-failed with errors.auth.{reason} (no snackbar, nothing remembered); a second factor dispatches the event", async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', null);
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'spatne', rememberMe: true });
    await settle(h, 'passwordLogin', REJECTED);
    expect(h.emitted.slice(-2)).toEqual([{ type: 'auth.login-failed', errorKey: authErrorKey('account_locked') }, { type: 'auth.guest' }]);
    expect(h.log).toEqual([]);
    expect(h.fakes.callsOf('getTemporaryToken')).toEqual([]);
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: false });
    await settle(h, 'passwordLogin', TWO_FACTOR);
    expect(h.log).toEqual(['FTN_LoginValidationRequired {"channel":"sms"}']);
    expect(h.emitted.slice(-2)).toEqual([{ type: 'auth.login-failed', errorKey: null }, { type: 'auth.guest' }]);
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: false });
    h.fakes.reject('passwordLogin', new Error('Request timed out'));
    await flush();
    expect(h.emitted.slice(-2)).toEqual([{ type: 'auth.login-failed', errorKey: ErrorKey.authenticationStartupError }, { type: 'auth.guest' }]);
  });

  it("the second factor: the dialog's code validates the held challenge; a wrong code keeps it, the right one logs in and remembers", async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', null);
    // No challenge, no code is taken.
    h.actor.send({ type: 'auth.validate-second-factor', code: '246810' });
    expect(h.fakes.callsOf('validateSecondFactor')).toEqual([]);
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: true });
    await settle(h, 'passwordLogin', TWO_FACTOR);
    expect(h.actor.getSnapshot().context.secondFactor).toEqual({ channel: 'sms' });
    h.actor.send({ type: 'auth.validate-second-factor', code: '000000' });
    expect(h.fakes.pendingCall('validateSecondFactor').input).toEqual({ validation: { channel: 'sms' }, code: '000000' });
    await settle(h, 'validateSecondFactor', { ...REJECTED, reason: 'invalid_code' });
    expect(h.emitted.slice(-2)).toEqual([{ type: 'auth.login-failed', errorKey: 'errors.auth.invalid_code' }, { type: 'auth.guest' }]);
    expect(h.actor.getSnapshot().context.secondFactor).toEqual({ channel: 'sms' });
    h.actor.send({ type: 'auth.validate-second-factor', code: '246810' });
    await settle(h, 'validateSecondFactor', ACCEPTED);
    expect(h.log.at(-1)).toBe('remember hrac');
    await settle(h, 'getTemporaryToken', { token: 'tmp', username: 'hrac' });
    await settle(h, 'gatewayLogin', LOGIN);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ loggedIn: true, username: 'hrac' });
    expect(h.actor.getSnapshot().context).toMatchObject({ secondFactor: null, rememberAs: null });
  });

  it('a new login drops the waiting challenge', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'heslo', rememberMe: false });
    await settle(h, 'passwordLogin', TWO_FACTOR);
    h.actor.send({ type: 'auth.login', username: 'hrac', password: 'spatne', rememberMe: false });
    await settle(h, 'passwordLogin', REJECTED);
    h.actor.send({ type: 'auth.validate-second-factor', code: '246810' });
    expect(h.fakes.callsOf('validateSecondFactor')).toEqual([]);
  });

  it('no cookie and nothing remembered: guest', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', false);
    await settle(h, 'readRememberedUsername', null);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ status: 'guest', ready: true });
    expect(h.emitted).toEqual([{ type: 'auth.guest' }]);
  });

  it('a native login is refused without token and username', () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate', native: { username: null, token: 'x' } });
    expect(connect(h.actor.getSnapshot()).status).toBe('guest');
    expect(h.fakes.promiseCalls).toEqual([]);
  });

  it('a self-exclusion suspension redirects the browser', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate', native: { username: 'hrac', token: 'native-token' } });
    expect(h.fakes.pendingCall('gatewayLogin').input).toEqual({ username: 'hrac', token: 'native-token' });
    await settle(h, 'gatewayLogin', SELF_EXCLUDED);
    expect(h.log).toEqual(['redirect https://rg.example/self-exclusion']);
    expect(connect(h.actor.getSnapshot()).loggedIn).toBe(false);
  });

  it('a broken startup shows the sticky startup error whose action reloads the page', async () => {
    const h = harness();
    h.actor.send({ type: 'auth.authenticate' });
    h.fakes.reject('hasLoginCookie', new Error('No script found'));
    await flush();
    const shown = h.emitted.find((e) => e.type === 'snackbar.show');
    expect(shown).toMatchObject({
      message: { title: ErrorKey.authenticationStartupError, type: 'alert', actionText: LabelKey.refreshPage, timeout: null },
    });
    (shown as { message: SnackbarRequest }).message.action?.();
    expect(h.log).toEqual(['reload']);
  });

  it('logout clears the player; logout while guest does nothing; the native view loads no player data', async () => {
    const h = harness({ nativeView: true });
    h.actor.send({ type: 'auth.authenticate' });
    await settle(h, 'hasLoginCookie', true);
    await settle(h, 'validateSession', { username: 'hrac', notificationToken: 'nt-0' });
    expect(h.fakes.callsOf('playerData')).toEqual([]);
    h.actor.send({ type: 'auth.logout' });
    expect(h.fakes.pendingCall('logout').input).toEqual({ gateway: true });
    await settle(h, 'logout', undefined);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ status: 'guest', username: null, notificationToken: null });
    const calls = h.fakes.promiseCalls.length;
    h.actor.send({ type: 'auth.logout' });
    expect(h.fakes.promiseCalls.length).toBe(calls);
    expect(h.actor.getSnapshot().value).toBe('guest');
  });
});
