import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerMessage } from '../types/player.ts';
import { isShownDisplayType, PLAYER_MESSAGE_DISPLAY_ORDER, playerMessageQueue } from './player-message-queue.ts';

const msg = (displayType: string, message = displayType): PlayerMessage => ({ type: 'bonus', displayType, templateId: null, message });

describe('playerMessageQueue (part 2 §4)', () => {
  it.each([
    { name: 'nothing', input: [], shown: [] },
    { name: 'already in order', input: [msg('login-message'), msg('message'), msg('dialog')], shown: ['login-message', 'message', 'dialog'] },
    { name: 'reordered', input: [msg('dialog'), msg('message'), msg('login-message')], shown: ['login-message', 'message', 'dialog'] },
    { name: 'first of each type only', input: [msg('message', 'm1'), msg('message', 'm2'), msg('dialog', 'd1')], shown: ['m1', 'd1'] },
    { name: 'unknown display types dropped', input: [msg('alert'), msg('popup'), msg('dialog')], shown: ['dialog'] },
    { name: 'a missing type is skipped', input: [msg('dialog'), msg('login-message')], shown: ['login-message', 'dialog'] },
  ])('$name', ({ input, shown }) => {
    expect(playerMessageQueue(input).map((message) => message.message)).toEqual(shown);
  });

  it('the order is login message, message, dialog', () => {
    expect(PLAYER_MESSAGE_DISPLAY_ORDER).toEqual(['login-message', 'message', 'dialog']);
    expect(isShownDisplayType('dialog')).toBe(true);
    expect(isShownDisplayType('alert')).toBe(false);
  });

  it('at most one per display type, in display order, each the first of its type in the input', () => {
    const displayTypes = fc.constantFrom('login-message', 'message', 'dialog', 'alert', '');
    fc.assert(
      fc.property(fc.array(fc.tuple(displayTypes, fc.string()), { maxLength: 12 }), (pairs) => {
        const input = pairs.map(([displayType, text]) => msg(displayType, text));
        const queue = playerMessageQueue(input);
        const types = queue.map((message) => message.displayType);
        expect(new Set(types).size).toBe(types.length);
        expect(types).toEqual(PLAYER_MESSAGE_DISPLAY_ORDER.filter((type) => input.some((message) => message.displayType === type)));
        for (const message of queue) expect(input.find((candidate) => candidate.displayType === message.displayType)).toBe(message);
      }),
    );
  });
});
