import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayTokenResponse } from '../types/player.ts';
import { hasTokenErrorCode, usableSessionToken } from './session-token.ts';

const valid: PlayTokenResponse = { username: 'hrac', sessionToken: { sessionToken: 'tmp-1' }, errorCode: null };

describe('usableSessionToken (part 2 §5: a real-mode launch needs a token without errorCode)', () => {
  it.each([
    { name: 'a token and a null error code', response: valid, token: 'tmp-1' },
    { name: 'an undefined error code', response: { ...valid, errorCode: undefined as unknown as null }, token: 'tmp-1' },
    { name: 'an empty-string error code', response: { ...valid, errorCode: '' }, token: 'tmp-1' },
    { name: 'a text error code', response: { ...valid, errorCode: 'NOT_LOGGED_IN' }, token: null },
    { name: 'a numeric error code', response: { ...valid, errorCode: 401 }, token: null },
    { name: 'the numeric error code 0', response: { ...valid, errorCode: 0 }, token: null },
    { name: 'a blank text error code', response: { ...valid, errorCode: ' ' }, token: null },
    { name: 'an error code and no token', response: { ...valid, sessionToken: null, errorCode: 'INVALID_SESSION' }, token: null },
    { name: 'no token object', response: { ...valid, sessionToken: null }, token: null },
    { name: 'an empty token', response: { ...valid, sessionToken: { sessionToken: '' } }, token: null },
  ] satisfies { name: string; response: PlayTokenResponse; token: string | null }[])('$name → $token', ({ response, token }) => {
    expect(usableSessionToken(response)).toBe(token);
  });

  it('an errorCode field that is missing altogether is no error', () => {
    const { errorCode: _dropped, ...withoutField } = valid;
    expect(usableSessionToken(withoutField as PlayTokenResponse)).toBe('tmp-1');
  });

  it('gives the token exactly when no error code is present and the token is not empty', () => {
    const errorCodes = fc.oneof(fc.constant(null), fc.constant(''), fc.string(), fc.integer());
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), errorCodes, (token, errorCode) => {
        const response: PlayTokenResponse = { username: 'hrac', sessionToken: token === null ? null : { sessionToken: token }, errorCode };
        const noError = errorCode === null || errorCode === '';
        expect(hasTokenErrorCode(response)).toBe(!noError);
        expect(usableSessionToken(response)).toBe(noError && token ? token : null);
      }),
    );
  });

  it('the username never decides', () => {
    fc.assert(
      fc.property(fc.string(), (username) => {
        expect(usableSessionToken({ ...valid, username })).toBe('tmp-1');
      }),
    );
  });
});
