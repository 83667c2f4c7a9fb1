import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_GROUPS, type ConsentGroup } from './consent.ts';
import { marketingObject } from './marketing-object.ts';

const text = fc.option(fc.string(), { nil: null });
const info = fc.option(fc.record({ userId: fc.string(), language: text }), { nil: null });
const hashes = fc.record({ email: text, phone: text });
const granted = fc.option(fc.subarray<ConsentGroup>([...CONSENT_GROUPS]), { nil: null });

describe('the marketing object', () => {
  it('exists only for a logged-in player who granted marketing, and then holds exactly their id, language and hashes', () => {
    fc.assert(
      fc.property(info, hashes, granted, (player, hashed, groups) => {
        const object = marketingObject(player, hashed, groups);
        if (player === null || groups === null || !groups.includes('marketing')) {
          expect(object).toBeNull();
          return;
        }
        expect(object).toEqual({ customer_ids: { userId: player.userId }, language: player.language, email_sha256: hashed.email, phone_sha256: hashed.phone });
      }),
    );
  });

  it('never carries the raw contact fields, whatever the player info holds', () => {
    const object = marketingObject({ userId: 'u1', language: 'cs', email: 'hrac@example.cz', phone: '+420601' } as never, { email: 'e', phone: 'p' }, [
      'marketing',
    ]);
    expect(JSON.stringify(object)).not.toMatch(/example|\+420/);
  });
});
