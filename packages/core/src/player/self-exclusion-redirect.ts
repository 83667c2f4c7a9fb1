// A login refused for self-exclusion (part 1 §4, §8): "a self-exclusion suspension with a
// redirectionUrl redirects the browser to it".
import type { LoginResult } from '../types/player.ts';

/**
 * The address a login result's self-exclusion suspension sends the browser to: only when the
 * additional information carries both the suspension and a non-empty redirectionUrl; else null.
 */
export const selfExclusionRedirect = (result: Pick<LoginResult, 'additionalInformation'>): string | null => {
  const info = result.additionalInformation;
  if (!info?.SuspendedSelfExclusionException) return null;
  return info.redirectionUrl ? info.redirectionUrl : null;
};
