// What the auth flow reads from the platform's and gateway's answers.
import type { LoginResult, PlatformLoginResponse } from '@casino/core';
import type { NativeCredentials } from './auth.types.ts';

/** A native launch needs both the username and the token. */
export const completeNativeCredentials = (native: NativeCredentials | null | undefined): native is { username: string; token: string } =>
  !!native?.username && !!native.token;

/** The address a self-exclusion suspension sends the browser to, if any. */
export const selfExclusionRedirect = (result: LoginResult): string | null => {
  const info = result.additionalInformation;
  return info?.SuspendedSelfExclusionException && info.redirectionUrl ? info.redirectionUrl : null;
};

export const needsSecondFactor = (response: PlatformLoginResponse): boolean => !!response.twoFactorValidation;
