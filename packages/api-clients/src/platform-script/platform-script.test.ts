// The platform-script service against hand-made script objects: each failure mode of part 1 §8 and
// the arguments the service passes. The real script runs in test/platform-script.contract.test.ts.
import { Effect, Layer } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorKey, HttpErrorText, LOGOUT_DEFAULTS } from '@casino/core';
import { ApiConfig, urlsForOrigin } from '../config/api-config.ts';
import { PlatformScript, type PlatformScriptLookup } from './platform-script.ts';

const layerFor = (lookup: PlatformScriptLookup, timeoutMs = 1000) =>
  PlatformScript.layerWith(lookup).pipe(Layer.provide(ApiConfig.layer({ urls: urlsForOrigin('http://unused.test'), timeoutMs })));

const run = <A, E>(lookup: PlatformScriptLookup, use: (script: PlatformScript['Service']) => Effect.Effect<A, E>, timeoutMs?: number) =>
  Effect.runPromise(PlatformScript.use(use).pipe(Effect.provide(layerFor(lookup, timeoutMs))));

const failure = <A, E>(lookup: PlatformScriptLookup, use: (script: PlatformScript['Service']) => Effect.Effect<A, E>, timeoutMs?: number) =>
  Effect.runPromise(PlatformScript.use((script) => Effect.flip(use(script))).pipe(Effect.provide(layerFor(lookup, timeoutMs))));

/** A script whose every method records its arguments and answers `answer`. */
const recordingScript = (answer: (method: string) => unknown) => {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const methods = [
    'hasLoginCookie',
    'getTemporaryToken',
    'login',
    'logout',
    'keepAlive',
    'getLoggedInPlayer',
    'validateTermsVersion',
    'getWaitingMessages',
    'confirmBonus',
    'acceptPendingLimits',
  ];
  const api = Object.fromEntries(
    methods.map((method) => [
      method,
      (...args: unknown[]) => {
        calls.push({ method, args });
        return Promise.resolve(answer(method));
      },
    ]),
  );
  return { api, calls };
};

describe('PlatformScript failure modes (part 1 §8)', () => {
  it("answers 'No script found' when the script is not installed", async () => {
    const error = await failure(
      () => undefined,
      (s) => s.hasLoginCookie(),
    );
    expect(error).toMatchObject({ _tag: 'NoScriptError', message: HttpErrorText.noScript, call: 'PlatformScript.hasLoginCookie' });
  });

  it("answers 'No script found' when the installed object lacks the method", async () => {
    const error = await failure(
      () => ({ hasLoginCookie: 'not a function' }),
      (s) => s.hasLoginCookie(),
    );
    expect(error._tag).toBe('NoScriptError');
  });

  it.each([null, undefined])("answers 'No response' for an empty answer (%s)", async (empty) => {
    const error = await failure(
      () => recordingScript(() => empty).api,
      (s) => s.temporaryToken(),
    );
    expect(error).toMatchObject({ _tag: 'NoResponseError', message: HttpErrorText.noResponse });
  });

  it('reports a rejected promise and a throwing method as PlatformCallError', async () => {
    const rejecting = await failure(
      () => ({ keepAlive: () => Promise.reject(new Error('offline')) }),
      (s) => s.keepAlive(),
    );
    expect(rejecting).toMatchObject({ _tag: 'PlatformCallError', message: 'PlatformScript.keepAlive: offline' });
    const throwing = await failure(
      () => ({
        keepAlive: () => {
          throw new Error('boom');
        },
      }),
      (s) => s.keepAlive(),
    );
    expect(throwing._tag).toBe('PlatformCallError');
  });

  it("answers 'Request timed out' when the script never answers", async () => {
    const error = await failure(
      () => ({ getLoggedInPlayer: () => new Promise(() => {}) }),
      (s) => s.loggedInPlayer(),
      20,
    );
    expect(error).toMatchObject({ _tag: 'RequestTimeout', message: HttpErrorText.timeout });
  });

  it('carries the spec key of the call that failed', async () => {
    const none = () => undefined;
    expect((await failure(none, (s) => s.confirmBonus('b1', 'accept'))).errorKey).toBe(ErrorKey.unableToConfirmBonus);
    expect((await failure(none, (s) => s.waitingMessages('bonus'))).errorKey).toBe(ErrorKey.authMessages);
    expect((await failure(none, (s) => s.login({ username: 'a', password: 'b', rememberMe: false }))).errorKey).toBe(ErrorKey.authenticationStartupError);
  });

  it('answers any malformed answer with a typed DecodeError, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue().filter((value) => value !== null),
        async (answer) => {
          const script = recordingScript(() => answer).api;
          const exit = await Effect.runPromiseExit(
            PlatformScript.use((s) => s.login({ username: 'a', password: '', rememberMe: false })).pipe(Effect.provide(layerFor(() => script))),
          );
          if (exit._tag === 'Failure') {
            const reason = exit.cause.reasons[0];
            expect(reason?._tag).toBe('Fail');
            expect(reason?._tag === 'Fail' && reason.error._tag).toBe('DecodeError');
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('PlatformScript calls', () => {
  it('passes real mode, logout defaults and overrides to the script', async () => {
    const script = recordingScript((method) => (method === 'login' ? { ok: true, username: 'demo', reason: null, twoFactorValidation: null } : { ok: true }));
    await run(
      () => script.api,
      (s) =>
        Effect.all([
          s.login({ username: 'demo', password: '', rememberMe: true }),
          s.logout(),
          s.logout({ invalidateRememberMe: 0 }),
          s.keepAlive(),
          s.confirmBonus('b1', 'decline'),
        ]),
    );
    const { gateway: _gateway, ...platformDefaults } = LOGOUT_DEFAULTS;
    expect(script.calls).toEqual([
      { method: 'login', args: [{ username: 'demo', password: '', rememberMe: true, realMode: 1 }] },
      { method: 'logout', args: [platformDefaults] },
      { method: 'logout', args: [{ ...platformDefaults, invalidateRememberMe: 0 }] },
      { method: 'keepAlive', args: [{ realMode: 1 }] },
      { method: 'confirmBonus', args: [{ bonusId: 'b1', action: 'decline' }] },
    ]);
  });

  it('unwraps the answers', async () => {
    const answers: Record<string, unknown> = {
      hasLoginCookie: { hasCookie: true },
      getTemporaryToken: { token: 'tmp' },
      getLoggedInPlayer: { username: null },
      validateTermsVersion: { accepted: false },
      getWaitingMessages: [{ type: 'BONUS', displayType: 'popup', templateId: null, message: 'Hi' }],
      acceptPendingLimits: { ok: false },
    };
    const script = recordingScript((method) => answers[method]);
    const result = await run(
      () => script.api,
      (s) =>
        Effect.all([
          s.hasLoginCookie(),
          s.temporaryToken(),
          s.loggedInPlayer(),
          s.validateTermsVersion(),
          s.waitingMessages('bonus:2'),
          s.acceptPendingLimits(),
        ]),
    );
    expect(result).toEqual([true, 'tmp', null, false, answers['getWaitingMessages'], false]);
    expect(script.calls.find((c) => c.method === 'getWaitingMessages')?.args).toEqual(['bonus:2']);
  });

  it('reads the script at call time, so a script installed after start-up is found', async () => {
    let installed: unknown = undefined;
    const layer = layerFor(() => installed);
    const program = PlatformScript.use((s) => s.hasLoginCookie());
    const before = await Effect.runPromise(Effect.flip(program).pipe(Effect.provide(layer)));
    expect(before._tag).toBe('NoScriptError');
    installed = recordingScript(() => ({ hasCookie: true })).api;
    expect(await Effect.runPromise(program.pipe(Effect.provide(layer)))).toBe(true);
  });
});
