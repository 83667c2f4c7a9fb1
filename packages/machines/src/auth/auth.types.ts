// Authentication (part 1 §4): pending until the first authenticate flow settles, then authenticated or
// guest; the ready flag; logout; and the authenticate flow step by step.
import type { LoginResult, NativeCredentialsQuery, PlatformLoginResponse, SnackbarRequest } from '@casino/core';

export interface AuthInput {
  /** The native app's view (nativeapp=1): the player data is not loaded. */
  readonly nativeView?: boolean;
}

/**
 * Credentials of a native launch (core's): both the username and the token. The event carries the
 * query values as they arrive (NativeCredentialsQuery); core's completeNativeCredentials decides.
 */
export type { NativeCredentials, NativeCredentialsQuery } from '@casino/core';

export interface AuthContext {
  /** True once a login or logout has been processed; stays true. */
  readonly ready: boolean;
  readonly username: string | null;
  readonly notificationToken: string | null;
  readonly nativeView: boolean;
  /** The current flow skips the gateway session validation. */
  readonly forceRefresh: boolean;
  /** The temporary token of the current flow, for the gateway login. */
  readonly token: string | null;
  /** The dialog's username while its login with remember-me runs; kept once the platform accepts it. */
  readonly rememberAs: string | null;
  /** The platform's second-factor challenge of the last login, while it waits for its code (as given). */
  readonly secondFactor: Readonly<Record<string, unknown>> | null;
}

export type AuthEvent =
  /**
   * Runs the authenticate flow: at startup, after the login dialog, when a LOGOUT notification forces
   * it. `force` skips the gateway session validation; `native` carries a native launch's credentials.
   */
  | { readonly type: 'auth.authenticate'; readonly force?: boolean; readonly native?: NativeCredentialsQuery | null }
  /**
   * The login dialog's credentials: the platform's login, then the token exchange and gateway login
   * of the flow. Taken while no flow runs and no player is logged in.
   */
  | { readonly type: 'auth.login'; readonly username: string; readonly password: string; readonly rememberMe: boolean }
  /**
   * The second factor's code for the challenge the last login answered (the dialog's second step):
   * taken by a guest while a challenge waits.
   */
  | { readonly type: 'auth.validate-second-factor'; readonly code: string }
  | { readonly type: 'auth.logout' }
  /** The startup error's "refresh page" action. */
  | { readonly type: 'auth.reload-page' };

export type AuthEmitted =
  | { readonly type: 'snackbar.show'; readonly message: SnackbarRequest }
  | { readonly type: 'auth.authenticated'; readonly username: string }
  | { readonly type: 'auth.guest' }
  /**
   * A login with credentials ended without a player, before auth.guest: `errorKey` is
   * errors.auth.{reason} of a rejection, null when a second factor is asked for instead.
   */
  | { readonly type: 'auth.login-failed'; readonly errorKey: string | null };

/** A validated gateway session's player; null when the session does not validate. */
export type ValidatedSession = { readonly username: string; readonly notificationToken: string | null } | null;

/** The platform's temporary token and the player it belongs to. */
export interface TemporaryToken {
  readonly token: string;
  readonly username: string;
}

export interface GatewayLoginInput {
  readonly username: string;
  readonly token: string;
}

export interface SilentLoginInput {
  readonly username: string;
  /** Empty: the platform recognises the remembered player. */
  readonly password: '';
  readonly rememberMe: true;
  readonly realMode: 1;
}

/** The challenge as the platform gave it and the code typed for it. */
export interface SecondFactorInput {
  readonly validation: Readonly<Record<string, unknown>>;
  readonly code: string;
}

/** The login dialog's credentials, in real mode. */
export interface PasswordLoginInput {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
  readonly realMode: 1;
}

export interface LogoutInput {
  /** Also end the gateway session (false after a failed gateway login). */
  readonly gateway: boolean;
}

export type { LoginResult, PlatformLoginResponse };

export interface AuthViewModel {
  readonly status: 'pending' | 'authenticated' | 'guest';
  readonly ready: boolean;
  readonly loggedIn: boolean;
  readonly username: string | null;
  readonly notificationToken: string | null;
  readonly authenticating: boolean;
  readonly loggingOut: boolean;
}
