import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { opensLoginByItself, playerGateState, type GateAuth } from './player-gate-state.ts';

const authArb: fc.Arbitrary<GateAuth | null> = fc.option(fc.record({ ready: fc.boolean(), loggedIn: fc.boolean() }), { nil: null });

describe('playerGateState (part 1 §6: login required)', () => {
  it('shows the content to a logged-in player only', () => {
    fc.assert(
      fc.property(authArb, fc.boolean(), (auth, mayHaveSession) => {
        expect(playerGateState(auth, mayHaveSession) === 'player').toBe(auth?.loggedIn === true);
      }),
    );
  });

  it('waits without offering a login only in a browser that may hold a session, until auth answers', () => {
    fc.assert(
      fc.property(authArb, fc.boolean(), (auth, mayHaveSession) => {
        const state = playerGateState(auth, mayHaveSession);
        if (state === 'checking') expect(mayHaveSession && auth?.ready !== true).toBe(true);
        if (!mayHaveSession) expect(state).not.toBe('checking');
      }),
    );
  });

  it('the server and a visitor’s page before the runtime offer the login; a returning player’s waits', () => {
    expect(playerGateState(null, false)).toBe('visitor');
    expect(playerGateState(null, true)).toBe('checking');
    expect(playerGateState({ ready: true, loggedIn: false }, true)).toBe('visitor');
  });
});

describe('opensLoginByItself', () => {
  it('opens the dialog once, only when auth answered “guest”, never after the page showed a player', () => {
    fc.assert(
      fc.property(authArb, fc.boolean(), fc.boolean(), (auth, offered, wasPlayer) => {
        const opens = opensLoginByItself(auth, offered, wasPlayer);
        expect(opens).toBe(auth?.ready === true && !auth.loggedIn && !offered && !wasPlayer);
        // Never while the content shows.
        if (opens) expect(playerGateState(auth, true)).toBe('visitor');
      }),
    );
  });
});
