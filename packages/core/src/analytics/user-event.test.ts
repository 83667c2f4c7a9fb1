import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../types/player.ts';
import { guestUserEvent, hashInputsOf, userEvent } from './user-event.ts';

const text = fc.option(fc.string(), { nil: null });
const info: fc.Arbitrary<PlayerInfo> = fc.record({
  language: text,
  username: fc.string(),
  accountBusinessPhase: text,
  userId: fc.string(),
  sex: text,
  phone: text,
  email: text,
  city: text,
  playerClientId: text,
  suspended: fc.boolean(),
});

describe('the analytics user event', () => {
  it("carries exactly the player data map's fields from the player's info, and the hashes given", () => {
    fc.assert(
      fc.property(info, text, text, (player, email, phone) => {
        const event = userEvent(player, { email, phone });
        expect(event).toEqual({
          event: 'user',
          logged_in: true,
          user_id: player.userId,
          username: player.username,
          player_client_id: player.playerClientId,
          email: player.email,
          phone: player.phone,
          sex: player.sex,
          city: player.city,
          account_business_phase: player.accountBusinessPhase,
          email_sha256: email,
          phone_sha256: phone,
        });
        // Nothing the map does not name (language, suspension) goes to analytics.
        expect(Object.keys(event)).not.toEqual(expect.arrayContaining(['language']));
        expect(Object.keys(event)).not.toEqual(expect.arrayContaining(['suspended']));
      }),
    );
  });

  it("a guest's carries no player data", () => {
    expect(guestUserEvent()).toEqual({ event: 'user', logged_in: false });
  });
});

describe('what is hashed', () => {
  it('one spelling per address: case, outer spaces and the way a number is written do not change it', () => {
    expect(hashInputsOf({ email: '  Hrac@Example.CZ ', phone: '+420 601-234 (567)' })).toEqual({ email: 'hrac@example.cz', phone: '+420601234567' });
    expect(hashInputsOf({ email: '   ', phone: ' - ' })).toEqual({ email: null, phone: null });
    expect(hashInputsOf({ email: null, phone: '+' })).toEqual({ email: null, phone: null });
  });

  it('is idempotent, and a phone keeps only digits after a leading +', () => {
    fc.assert(
      fc.property(text, text, (email, phone) => {
        const once = hashInputsOf({ email, phone });
        expect(hashInputsOf(once)).toEqual(once);
        if (once.phone !== null) expect(once.phone).toMatch(/^\+?\d+$/);
        if (once.email !== null) expect(once.email).toBe(once.email.trim().toLowerCase());
      }),
    );
  });
});
