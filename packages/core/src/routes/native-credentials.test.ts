import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeNativeCredentials, type NativeCredentialsQuery } from './native-credentials.ts';
import { nativeFlags } from './native-flags.ts';

describe('completeNativeCredentials (part 1 §5)', () => {
  it.each([
    { query: { username: 'hrac', token: 'native-token' }, expected: { username: 'hrac', token: 'native-token' } },
    { query: { username: 'hrac', token: null }, expected: null },
    { query: { username: null, token: 'x' }, expected: null },
    { query: { username: '', token: 'x' }, expected: null },
    { query: { username: 'hrac', token: '   ' }, expected: null },
    { query: { username: 'hrac' }, expected: null },
    { query: {}, expected: null },
    { query: null, expected: null },
    { query: undefined, expected: null },
  ] satisfies { query: NativeCredentialsQuery | null | undefined; expected: unknown }[])('$query → $expected', ({ query, expected }) => {
    expect(completeNativeCredentials(query)).toEqual(expected);
  });

  it('agrees with the query flags, and gives back the values unchanged', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.constantFrom('', ' ', 'hrac')), { nil: null });
    fc.assert(
      fc.property(value, value, (username, token) => {
        const credentials = completeNativeCredentials({ username, token });
        expect(credentials).toEqual(nativeFlags({ username, token }).credentials);
        if (credentials !== null) expect(credentials).toEqual({ username, token });
        expect(credentials !== null).toBe(!!username?.trim() && !!token?.trim());
      }),
    );
  });
});
