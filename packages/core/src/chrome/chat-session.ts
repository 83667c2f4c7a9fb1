// The chat widget's session (part 2 §4): a logged-in player chats as authenticated with the token
// the gateway's token call gives; a response with an error code leaves the chat anonymous. The
// call is the one real play uses, so the rule is the play token's (player/session-token.ts).
import type { PlayTokenResponse } from '../types/player.ts';
import { usableSessionToken } from '../player/session-token.ts';

/** The chat session token of a token response: none when it carries an error code or no token. */
export const chatSessionToken = (response: PlayTokenResponse): string | null => usableSessionToken(response);
