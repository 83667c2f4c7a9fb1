import { describe, expect, it } from 'vitest';
import { SPORTSBOOK_BONUS_TEMPLATE_ID } from '../constants.ts';
import { SPORTSBOOK_BONUS_DESCRIPTION_KEY, isSportsbookBonusMessage, playerMessageText } from './player-messages.ts';

describe('playerMessageText (part 2 §4)', () => {
  it.each([
    { templateId: SPORTSBOOK_BONUS_TEMPLATE_ID, message: 'Sázka zdarma', expected: SPORTSBOOK_BONUS_DESCRIPTION_KEY, key: true },
    { templateId: 'WELCOME_100', message: 'Vítejte!', expected: 'Vítejte!', key: false },
    { templateId: null, message: 'Zpráva', expected: 'Zpráva', key: false },
  ])('template $templateId → $expected', ({ templateId, message, expected, key }) => {
    const playerMessage = { type: 'bonus', displayType: 'dialog', templateId, message };
    expect(playerMessageText(playerMessage)).toBe(expected);
    expect(isSportsbookBonusMessage(playerMessage)).toBe(key);
  });
});
