import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayTokenResponse } from '../types/player.ts';
import { chatSessionToken } from './chat-session.ts';

const valid: PlayTokenResponse = { username: 'hrac', sessionToken: { sessionToken: 'chat-token-1' }, errorCode: null };

describe('chatSessionToken (part 2 §4)', () => {
  it.each([
    { name: 'a token without an error code', response: valid, token: 'chat-token-1' },
    { name: 'an error code and no token', response: { ...valid, sessionToken: null, errorCode: 'INVALID_SESSION' }, token: null },
    { name: 'an error code beside a token', response: { ...valid, errorCode: 401 }, token: null },
    { name: 'the numeric error code 0', response: { ...valid, errorCode: 0 }, token: null },
    { name: 'an empty-string error code (no error)', response: { ...valid, errorCode: '' }, token: 'chat-token-1' },
    { name: 'no token object', response: { ...valid, sessionToken: null }, token: null },
    { name: 'an empty token', response: { ...valid, sessionToken: { sessionToken: '' } }, token: null },
  ] satisfies { name: string; response: PlayTokenResponse; token: string | null }[])('$name → $token', ({ response, token }) => {
    expect(chatSessionToken(response)).toBe(token);
  });

  it('gives the token exactly when there is no error code and the token is not empty', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.option(fc.oneof(fc.string(), fc.integer()), { nil: null }), (token, errorCode) => {
        const response: PlayTokenResponse = { username: 'hrac', sessionToken: token === null ? null : { sessionToken: token }, errorCode };
        // '' is no error code (the play token's decision, player/session-token.ts).
        const noError = errorCode === null || errorCode === '';
        expect(chatSessionToken(response)).toBe(noError && token ? token : null);
      }),
    );
  });
});
