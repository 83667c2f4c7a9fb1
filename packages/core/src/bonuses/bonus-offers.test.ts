import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPORTSBOOK_BONUS_TEMPLATE_ID } from '../constants.ts';
import type { PlayerBonus, PlayerMessage } from '../types/index.ts';
import { isBonusMessage, isBonusPending, messagesBonusCode, offeredBonus } from './bonus-offers.ts';

const TYPES = ['login', 'bonus', 'bonus:2', 'bonus:4', 'BONUS', 'alert', 'logout'];
const IDS = ['B-1', 'B-2', 'B-3', SPORTSBOOK_BONUS_TEMPLATE_ID];
const STATUSES = ['pending', 'PENDING', 'Pending', 'active', 'accepted', 'declined'];

const messageArb: fc.Arbitrary<PlayerMessage> = fc.record({
  type: fc.constantFrom(...TYPES),
  displayType: fc.constantFrom('login-message', 'message', 'dialog'),
  templateId: fc.option(fc.constantFrom(...IDS), { nil: null }),
  message: fc.string(),
});
const bonusArb: fc.Arbitrary<PlayerBonus> = fc.record({
  id: fc.constantFrom(...IDS),
  status: fc.constantFrom(...STATUSES),
  playType: fc.constantFrom('bonus', 'freespins', 'cash'),
  templateCode: fc.option(fc.string(), { nil: null }),
});

describe('bonus offers (part 1 §4, part 2 §4)', () => {
  it('a message offers exactly a pending bonus it names, and only when it is a bonus message', () => {
    fc.assert(
      fc.property(messageArb, fc.array(bonusArb, { maxLength: 6 }), (message, bonuses) => {
        const offered = offeredBonus(message, bonuses);
        const expected = isBonusMessage(message) && bonuses.some((bonus) => bonus.id === message.templateId && isBonusPending(bonus));
        expect(offered !== null).toBe(expected);
        if (offered !== null) {
          expect(offered.id).toBe(message.templateId);
          expect(offered.status.toLowerCase()).toBe('pending');
        }
      }),
    );
  });

  it('once the bonus is answered the same message offers nothing', () => {
    fc.assert(
      fc.property(messageArb, fc.array(bonusArb, { maxLength: 6 }), fc.constantFrom('accepted', 'declined'), (message, bonuses, answer) => {
        const answered = bonuses.map((bonus) => (bonus.id === message.templateId ? { ...bonus, status: answer } : bonus));
        expect(offeredBonus(message, answered)).toBeNull();
      }),
    );
  });

  it("the bonus code is the first bonus message's template id, never the sportsbook template's", () => {
    fc.assert(
      fc.property(fc.array(messageArb, { maxLength: 8 }), (shown) => {
        const code = messagesBonusCode(shown);
        const candidates = shown.filter((m) => isBonusMessage(m) && m.templateId !== null && m.templateId !== SPORTSBOOK_BONUS_TEMPLATE_ID);
        expect(code).toBe(candidates[0]?.templateId ?? null);
      }),
    );
  });

  it('the demo account: a login message, a free-spin message and an offer', () => {
    const shown: PlayerMessage[] = [
      { type: 'login', displayType: 'login-message', templateId: null, message: 'Vítejte' },
      { type: 'bonus:2', displayType: 'message', templateId: 'B-1001', message: '50 free spinů' },
      { type: 'bonus', displayType: 'dialog', templateId: 'B-1003', message: 'Přijmout?' },
    ];
    const bonuses: PlayerBonus[] = [
      { id: 'B-1001', status: 'ACCEPTED', playType: 'bonus', templateCode: 'FRIDAY_FS' },
      { id: 'B-1003', status: 'pending', playType: 'bonus', templateCode: 'CASHBACK_10' },
    ];
    expect(shown.map((message) => offeredBonus(message, bonuses)?.id ?? null)).toEqual([null, null, 'B-1003']);
    expect(messagesBonusCode(shown)).toBe('B-1001');
  });
});
