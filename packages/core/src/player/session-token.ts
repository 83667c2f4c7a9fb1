// The token call for real play and chat (part 2 §3 "token response for play and chat", §5 "a
// real-mode launch needs a token without errorCode", §4 chat: a token fetch that "returns an error
// code" leaves the chat anonymous). One rule for both callers.
import type { PlayTokenResponse } from '../types/player.ts';

/**
 * Decision: the spec only says "without errorCode". An errorCode that is absent, null, undefined or
 * the empty string means no error (a serializer writing '' for "nothing" must not lock players out).
 * Any other value is an error code, including the number 0: the platform's numeric codes carry no
 * "0 = success" convention in the spec, so a code that is present is never read as success.
 */
export const hasTokenErrorCode = (response: Pick<PlayTokenResponse, 'errorCode'>): boolean => {
  const { errorCode } = response;
  return errorCode !== null && errorCode !== undefined && errorCode !== '';
};

/**
 * The session token a real-mode launch or the chat may use: null when the response carries an error
 * code (see hasTokenErrorCode) or no non-empty token.
 */
export const usableSessionToken = (response: PlayTokenResponse): string | null => {
  if (hasTokenErrorCode(response)) return null;
  const token = response.sessionToken?.sessionToken;
  return typeof token === 'string' && token !== '' ? token : null;
};
