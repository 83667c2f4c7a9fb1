// What the auth flow reads from the platform's and gateway's answers. The native-credential and
// self-exclusion rules are core's; they stay exported here under their names.
import type { PlatformLoginResponse } from '@casino/core';

export { completeNativeCredentials, selfExclusionRedirect } from '@casino/core';

export const needsSecondFactor = (response: PlatformLoginResponse): boolean => !!response.twoFactorValidation;
