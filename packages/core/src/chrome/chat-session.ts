// The chat widget's session (part 2 §4): a logged-in player chats as authenticated with the token
// the gateway's token call gives; a response with an error code leaves the chat anonymous.
import type { PlayTokenResponse } from '../types/player.ts';

/** The chat session token of a token response: none when it carries an error code or no token. */
export const chatSessionToken = (response: PlayTokenResponse): string | null => {
  if (response.errorCode !== null && response.errorCode !== undefined) return null;
  const token = response.sessionToken?.sessionToken;
  return token ? token : null;
};
