import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sessionStatus, type SessionAuth } from './session-status.ts';

const authArb: fc.Arbitrary<SessionAuth | null> = fc.option(fc.record({ ready: fc.boolean(), loggedIn: fc.boolean() }), { nil: null });

describe('sessionStatus', () => {
  it('a player exactly when auth says so; pending only where a session may be and auth has not answered', () => {
    fc.assert(
      fc.property(authArb, fc.boolean(), (auth, mayHaveSession) => {
        const status = sessionStatus(auth, mayHaveSession);
        expect(status === 'authenticated').toBe(auth?.loggedIn === true);
        expect(status === 'pending').toBe(auth?.loggedIn !== true && mayHaveSession && auth?.ready !== true);
      }),
    );
  });

  it('before the runtime: a visitor is a guest, a returning player pending', () => {
    expect(sessionStatus(null, false)).toBe('guest');
    expect(sessionStatus(null, true)).toBe('pending');
  });
});
