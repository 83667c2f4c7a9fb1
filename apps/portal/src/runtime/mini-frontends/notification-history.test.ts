// The hub's history in session storage: what a player's feed wrote is read back for that player only,
// bounded, with an unseen count that fits the list; anything else (another player's, a foreign or
// broken value) reads as an empty history; the next id is never one already given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_HUB_MAX_ENTRIES, PlayerMessageType, type InAppNotification } from '@casino/core';
import type { KeyValueStore } from '../environment/portal-environment.ts';
import {
  NOTIFICATION_HISTORY_KEY,
  forgetNotificationHistory,
  nextNotificationId,
  readNotificationHistory,
  writeNotificationHistory,
  type ReceivedNotification,
} from './notification-history.ts';

const store = (): KeyValueStore => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
};

const notification: fc.Arbitrary<InAppNotification> = fc.record(
  {
    type: fc.constantFrom(...Object.values(PlayerMessageType)),
    balance: fc.option(fc.record({ type: fc.string(), amount: fc.integer({ min: -1_000_000, max: 1_000_000_000 }), currencyCode: fc.string() }), { nil: null }),
    bonusId: fc.option(fc.string(), { nil: null }),
    message: fc.option(fc.string(), { nil: null }),
  },
  { requiredKeys: ['type'] },
);

const received: fc.Arbitrary<ReceivedNotification[]> = fc
  .array(fc.record({ at: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), notification }), { maxLength: 70 })
  .map((items) => items.map((item, index) => ({ id: `n-${items.length - index}`, ...item })));

describe('the notification history', () => {
  it('reads back what was written for the same player, at most the hub’s maximum, the unseen count within the list', () => {
    fc.assert(
      fc.property(fc.string(), received, fc.integer({ min: -5, max: 100 }), (player, list, unseen) => {
        const storage = store();
        writeNotificationHistory(storage, { player, received: list, unseen });
        const read = readNotificationHistory(storage, player);
        expect(read.received).toEqual(list.slice(0, NOTIFICATION_HUB_MAX_ENTRIES));
        expect(read.unseen).toBe(Math.min(Math.max(unseen, 0), read.received.length));
      }),
    );
  });

  it('gives another player, a forgotten history and anything not written by it an empty history', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        received,
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (player, other, list, foreign) => {
          fc.pre(player !== other);
          const storage = store();
          writeNotificationHistory(storage, { player: other, received: list, unseen: 1 });
          expect(readNotificationHistory(storage, player)).toEqual({ player, received: [], unseen: 0 });
          writeNotificationHistory(storage, { player, received: list, unseen: 1 });
          forgetNotificationHistory(storage);
          expect(readNotificationHistory(storage, player)).toEqual({ player, received: [], unseen: 0 });
          storage.setItem(NOTIFICATION_HISTORY_KEY, foreign);
          const read = readNotificationHistory(storage, player);
          expect(read.player).toBe(player);
          expect(read.unseen).toBeLessThanOrEqual(read.received.length);
        },
      ),
    );
  });

  it('gives the next arrival an id no earlier one has', () => {
    fc.assert(
      fc.property(received, (list) => {
        const id = nextNotificationId(list);
        expect(list.map((item) => item.id)).not.toContain(id);
        expect(id).toMatch(/^n-\d+$/);
      }),
    );
  });
});
