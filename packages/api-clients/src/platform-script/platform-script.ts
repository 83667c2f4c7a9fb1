// The gaming platform's own browser script (part 1 §4, §7) as a typed service. It is read through
// an injected lookup (PlatformScriptGlobal), so that Node tests can hand in the real script
// evaluated in a vm context. Every answer is decoded; a missing script is 'No script found', an
// empty answer 'No response'.
import { Context, Effect, Layer, Schema } from 'effect';
import {
  ErrorKey,
  LOGOUT_DEFAULTS,
  PLATFORM_SCRIPT_GLOBAL,
  type PlatformLoginResponse,
  type PlatformSecondFactorRequest,
  type PlatformScriptApi,
  type PlayerMessage,
  type WaitingMessageType,
} from '@casino/core';
import { ApiConfig } from '../config/api-config.ts';
import type { PlatformScriptError } from '../errors.ts';
import { scriptInvoker } from '../browser-script/script-invoker.ts';
import { PlayerMessageSchema } from '../schemas/player.ts';
import {
  PlatformAckSchema,
  PlatformLoggedInPlayerSchema,
  PlatformLoginCookieSchema,
  PlatformLoginResponseSchema,
  PlatformTemporaryTokenSchema,
  PlatformTermsSchema,
} from '../schemas/wire.ts';

/** Finds the installed script API (or nothing). */
export type PlatformScriptLookup = () => unknown;

/** Defaults to the browser global window[PLATFORM_SCRIPT_GLOBAL]. */
export const PlatformScriptGlobal = Context.Reference<PlatformScriptLookup>('@casino/api-clients/PlatformScriptGlobal', {
  defaultValue: () => () => (globalThis as Record<string, unknown>)[PLATFORM_SCRIPT_GLOBAL],
});

export interface PlatformLogoutOptions {
  readonly allSessions: number;
  readonly realMode: number;
  readonly behavior: string;
  readonly invalidateRememberMe: number;
}

/** LOGOUT_DEFAULTS without the gateway flag, which is the caller's (it decides on the gateway call). */
export const PLATFORM_LOGOUT_DEFAULTS: PlatformLogoutOptions = {
  allSessions: LOGOUT_DEFAULTS.allSessions,
  realMode: LOGOUT_DEFAULTS.realMode,
  behavior: LOGOUT_DEFAULTS.behavior,
  invalidateRememberMe: LOGOUT_DEFAULTS.invalidateRememberMe,
};

type Call<A> = Effect.Effect<A, PlatformScriptError>;

export interface PlatformScriptShape {
  readonly hasLoginCookie: () => Call<boolean>;
  /** The temporary token the gateway login exchanges. */
  readonly temporaryToken: () => Call<string>;
  /** Real-mode login; an empty password is the silent login of a remembered username. */
  readonly login: (credentials: { readonly username: string; readonly password: string; readonly rememberMe: boolean }) => Call<PlatformLoginResponse>;
  /** The second factor's code for the challenge a login answered: accepted like a login, or rejected with its reason. */
  readonly validateLogin: (request: PlatformSecondFactorRequest) => Call<PlatformLoginResponse>;
  /** Real-mode logout with LOGOUT_DEFAULTS unless overridden; answers the platform's ok. */
  readonly logout: (options?: Partial<PlatformLogoutOptions>) => Call<boolean>;
  /** Real-mode heartbeat; false when the platform session has ended. */
  readonly keepAlive: () => Call<boolean>;
  /** The logged-in player's username, or null. */
  readonly loggedInPlayer: () => Call<string | null>;
  readonly validateTermsVersion: () => Call<boolean>;
  readonly waitingMessages: (type: WaitingMessageType) => Call<readonly PlayerMessage[]>;
  /** false when the platform refused (the caller shows errors.unable-to-confirm-bonus). */
  readonly confirmBonus: (bonusId: string, action: 'accept' | 'decline') => Call<boolean>;
  readonly acceptPendingLimits: () => Call<boolean>;
}

const make = Effect.gen(function* () {
  const config = yield* ApiConfig;
  const lookup = yield* PlatformScriptGlobal;

  const { invoke } = scriptInvoker<PlatformScriptApi>(lookup, config.timeoutMs);

  const auth = ErrorKey.authenticationStartupError;

  const hasLoginCookie = Effect.fn('PlatformScript.hasLoginCookie')(function* () {
    const answer = yield* invoke(auth, PlatformLoginCookieSchema, 'hasLoginCookie');
    return answer.hasCookie;
  });

  const temporaryToken = Effect.fn('PlatformScript.temporaryToken')(function* () {
    const answer = yield* invoke(auth, PlatformTemporaryTokenSchema, 'getTemporaryToken');
    return answer.token;
  });

  const login = Effect.fn('PlatformScript.login')(function* (credentials: {
    readonly username: string;
    readonly password: string;
    readonly rememberMe: boolean;
  }) {
    return yield* invoke(auth, PlatformLoginResponseSchema, 'login', {
      username: credentials.username,
      password: credentials.password,
      rememberMe: credentials.rememberMe,
      realMode: 1,
    });
  });

  const validateLogin = Effect.fn('PlatformScript.validateLogin')(function* (request: PlatformSecondFactorRequest) {
    return yield* invoke(auth, PlatformLoginResponseSchema, 'validateLogin', { validation: request.validation, code: request.code });
  });

  const logout = Effect.fn('PlatformScript.logout')(function* (options: Partial<PlatformLogoutOptions> = {}) {
    const answer = yield* invoke(auth, PlatformAckSchema, 'logout', {
      ...PLATFORM_LOGOUT_DEFAULTS,
      ...options,
    });
    return answer.ok;
  });

  const keepAlive = Effect.fn('PlatformScript.keepAlive')(function* () {
    const answer = yield* invoke(auth, PlatformAckSchema, 'keepAlive', { realMode: 1 });
    return answer.ok;
  });

  const loggedInPlayer = Effect.fn('PlatformScript.loggedInPlayer')(function* () {
    const answer = yield* invoke(auth, PlatformLoggedInPlayerSchema, 'getLoggedInPlayer');
    return answer.username;
  });

  const validateTermsVersion = Effect.fn('PlatformScript.validateTermsVersion')(function* () {
    const answer = yield* invoke(auth, PlatformTermsSchema, 'validateTermsVersion');
    return answer.accepted;
  });

  const waitingMessages = Effect.fn('PlatformScript.waitingMessages')(function* (type: WaitingMessageType) {
    return yield* invoke(ErrorKey.authMessages, Schema.Array(PlayerMessageSchema), 'getWaitingMessages', type);
  });

  const confirmBonus = Effect.fn('PlatformScript.confirmBonus')(function* (bonusId: string, action: 'accept' | 'decline') {
    const answer = yield* invoke(ErrorKey.unableToConfirmBonus, PlatformAckSchema, 'confirmBonus', {
      bonusId,
      action,
    });
    return answer.ok;
  });

  const acceptPendingLimits = Effect.fn('PlatformScript.acceptPendingLimits')(function* () {
    const answer = yield* invoke(auth, PlatformAckSchema, 'acceptPendingLimits');
    return answer.ok;
  });

  return {
    hasLoginCookie,
    temporaryToken,
    login,
    validateLogin,
    logout,
    keepAlive,
    loggedInPlayer,
    validateTermsVersion,
    waitingMessages,
    confirmBonus,
    acceptPendingLimits,
  } satisfies PlatformScriptShape;
});

export class PlatformScript extends Context.Service<PlatformScript, PlatformScriptShape>()('@casino/api-clients/PlatformScript') {
  static readonly make: Effect.Effect<PlatformScriptShape, never, ApiConfig> = make;
  static readonly layer: Layer.Layer<PlatformScript, never, ApiConfig> = Layer.effect(PlatformScript, make);
  /** Reads the script through `lookup` instead of the browser global (Node tests, other globals). */
  static readonly layerWith = (lookup: PlatformScriptLookup): Layer.Layer<PlatformScript, never, ApiConfig> =>
    Layer.effect(PlatformScript, make.pipe(Effect.provideService(PlatformScriptGlobal, lookup)));
  /** A stand-in for tests of callers: the given methods, every other one fails as not implemented. */
  static readonly layerTest = (methods: Partial<PlatformScriptShape>): Layer.Layer<PlatformScript> => Layer.mock(PlatformScript, methods);
}
