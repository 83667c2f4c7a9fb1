import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WAITING_MESSAGE_TYPES } from '../contract.ts';
import { PlayerMessageType } from '../types/enums.ts';
import type { InAppNotification } from '../types/player.ts';
import { BONUS_NOTIFICATION_MESSAGE_TYPE, notificationEffect, type NotificationEffect } from './notification-effect.ts';

const balance = { type: 'casino_gaming', amount: 812.4, currencyCode: 'CZK' };

describe('notificationEffect (part 2 §4 in-app message handling)', () => {
  it.each([
    { notification: { type: 'BONUS', bonusId: 'b1' }, effect: { kind: 'refreshMessages', messageType: 'bonus' } },
    { notification: { type: 'BONUS_2', bonusId: 'b2' }, effect: { kind: 'refreshMessages', messageType: 'bonus:2' } },
    { notification: { type: 'BONUS_4' }, effect: { kind: 'refreshMessages', messageType: 'bonus:4' } },
    { notification: { type: 'BALANCE', balance }, effect: { kind: 'updateBalance', balance } },
    { notification: { type: 'BALANCE' }, effect: { kind: 'none' } },
    { notification: { type: 'BALANCE', balance: null }, effect: { kind: 'none' } },
    { notification: { type: 'LOGOUT' }, effect: { kind: 'reauthenticate' } },
    { notification: { type: 'SIMPLE_MESSAGE', message: 'Ahoj' }, effect: { kind: 'none' } },
    { notification: { type: 'SOMETHING_NEW' as never }, effect: { kind: 'none' } },
    { notification: { type: 'toString' as never }, effect: { kind: 'none' } },
  ] satisfies { notification: InAppNotification; effect: NotificationEffect }[])('$notification.type → $effect.kind', ({ notification, effect }) => {
    expect(notificationEffect(notification)).toEqual(effect);
  });

  it('bonus types name waiting-message types of the platform script', () => {
    for (const messageType of Object.values(BONUS_NOTIFICATION_MESSAGE_TYPE)) expect(WAITING_MESSAGE_TYPES).toContain(messageType);
  });

  it('exactly one effect kind per type; only balance depends on the payload', () => {
    const notification = fc.record({
      type: fc.constantFrom(...Object.values(PlayerMessageType)),
      balance: fc.option(fc.constant(balance), { nil: null }),
      message: fc.option(fc.string(), { nil: null }),
    });
    fc.assert(
      fc.property(notification, (n) => {
        const effect = notificationEffect(n);
        const expected =
          n.type === 'LOGOUT'
            ? 'reauthenticate'
            : n.type === 'SIMPLE_MESSAGE'
              ? 'none'
              : n.type === 'BALANCE'
                ? n.balance
                  ? 'updateBalance'
                  : 'none'
                : 'refreshMessages';
        expect(effect.kind).toBe(expected);
        if (effect.kind === 'updateBalance') expect(effect.balance).toBe(n.balance);
      }),
    );
  });
});
