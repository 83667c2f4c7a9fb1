import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nativeCredentialsOf, nativeHandoff } from './native-handoff.ts';
import { nativeFlags } from './native-flags.ts';

const name = fc.constantFrom('username', 'token', 'nativeapp', 'app', 'lang', 'x', 'user', 'tokens');
const entries = fc.array(fc.tuple(name, fc.string()), { maxLength: 8 });
const paramsOf = (pairs: readonly (readonly [string, string])[]) => new URLSearchParams(pairs.map(([key, value]) => [key, value]));

describe('nativeHandoff (part 1 §2, §5)', () => {
  it('an address without credentials renders as it is', () => {
    expect(nativeHandoff(new URLSearchParams('nativeapp=1&app=casino'))).toBeNull();
    expect(nativeHandoff(new URLSearchParams(''))).toBeNull();
  });

  it('takes both out, keeps the rest, and hands on exactly what nativeFlags would have read', () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        const params = paramsOf(pairs);
        const handoff = nativeHandoff(params);
        const carries = params.has('username') || params.has('token');
        expect(handoff !== null).toBe(carries);
        if (handoff === null) return;
        const rest = new URLSearchParams(handoff.search);
        expect(rest.has('username') || rest.has('token')).toBe(false);
        expect([...rest]).toEqual(pairs.filter(([key]) => key !== 'username' && key !== 'token'));
        // The page's runtime logs in (or is refused) as a native launch read from the address would.
        const handed = nativeCredentialsOf(handoff.credentials);
        expect(handed).toEqual({ username: params.get('username'), token: params.get('token') });
        expect(nativeFlags(handed).credentials).toEqual(nativeFlags(params).credentials);
      }),
    );
  });

  it('a search of its own form', () => {
    expect(nativeHandoff(new URLSearchParams('username=demo&token=t%26k&nativeapp=1'))).toEqual({
      search: '?nativeapp=1',
      credentials: 'username=demo&token=t%26k',
    });
    expect(nativeHandoff(new URLSearchParams('token=abc'))).toEqual({ search: '', credentials: 'token=abc' });
  });
});
