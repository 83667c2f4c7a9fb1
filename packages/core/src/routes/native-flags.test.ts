import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modeQuery, NATIVE_APP_NAME, nativeFlags } from './native-flags.ts';

describe('nativeFlags (part 1 §2)', () => {
  it('reads nothing from an empty query', () => {
    expect(nativeFlags({})).toEqual({
      nativeView: false,
      embedded: false,
      app: null,
      productApp: false,
      nativeLaunch: false,
      credentials: null,
      clientPlatform: null,
      clientType: null,
      platform: null,
    });
    expect(nativeFlags(null).nativeView).toBe(false);
  });

  it.each([
    [{ nativeapp: '1' }, { nativeView: true, nativeLaunch: false }],
    [{ nativeapp: '0' }, { nativeView: false }],
    [{ nativeapp: 'true' }, { nativeView: false }],
    [{ embed: 'true' }, { embedded: true }],
    [{ embed: 'native' }, { embedded: true }],
    [{ embed: 'false' }, { embedded: false }],
    [{ embed: '1' }, { embedded: false }],
    [{ app: NATIVE_APP_NAME }, { app: NATIVE_APP_NAME, productApp: true, nativeLaunch: false }],
    [{ app: 'other' }, { app: 'other', productApp: false }],
    [
      { nativeapp: '1', app: NATIVE_APP_NAME },
      { nativeView: true, productApp: true, nativeLaunch: true },
    ],
    [{ nativeapp: '1', app: 'other' }, { nativeLaunch: false }],
    [{ username: 'jan', token: 't0k' }, { credentials: { username: 'jan', token: 't0k' } }],
    [{ username: 'jan' }, { credentials: null }],
    [{ token: 't0k' }, { credentials: null }],
    [{ username: '', token: 't0k' }, { credentials: null }],
    [
      { clientplatform: 'mobile', clienttype: 'casino', platform: 'android' },
      { clientPlatform: 'mobile', clientType: 'casino', platform: 'android' },
    ],
  ])('%o → %o', (query, expected) => {
    expect(nativeFlags(query)).toMatchObject(expected);
  });

  it('reads URLSearchParams and repeated values alike', () => {
    expect(nativeFlags(new URLSearchParams('nativeapp=1&app=casino&username=a&token=b'))).toMatchObject({
      nativeLaunch: true,
      credentials: { username: 'a', token: 'b' },
    });
    expect(nativeFlags({ nativeapp: [null, '1', '0'] }).nativeView).toBe(true);
  });

  it('takes another app name when the portal configures one', () => {
    expect(nativeFlags({ nativeapp: '1', app: 'sazka' }, 'sazka').nativeLaunch).toBe(true);
  });

  it('credentials are present exactly when both username and token are non-empty', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (username, token) => {
        const query = { ...(username === null ? {} : { username }), ...(token === null ? {} : { token }) };
        const expected = username !== null && token !== null && username.trim() !== '' && token.trim() !== '';
        expect(nativeFlags(query).credentials !== null).toBe(expected);
      }),
    );
  });
});

describe('modeQuery', () => {
  it('writes the flags that read back as the same modes, and nothing for neither', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (nativeView, embedded) => {
        const query = modeQuery({ nativeView, embedded });
        const read = nativeFlags(new URLSearchParams(query));
        expect({ nativeView: read.nativeView, embedded: read.embedded }).toEqual({ nativeView, embedded });
        expect(query === '').toBe(!nativeView && !embedded);
      }),
    );
  });
});
