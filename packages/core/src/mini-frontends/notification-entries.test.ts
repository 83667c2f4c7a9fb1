import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlayerMessageType } from '../types/enums.ts';
import { notificationEntriesOf, withNotificationEntry, type NotificationEntry } from './notification-entries.ts';

const entry = fc.record({
  id: fc.string(),
  type: fc.constantFrom(...Object.values(PlayerMessageType)),
  text: fc.string(),
  at: fc.string(),
  atText: fc.string(),
});

const addAll = (entries: readonly NotificationEntry[], max: number) =>
  entries.reduce<readonly NotificationEntry[]>((list, next) => withNotificationEntry(list, next, max), []);

describe('the notification entries', () => {
  it('lists the newest first, each id once, never more than the maximum', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 0, max: 20 }), (arrivals, max) => {
        const list = addAll(arrivals, max);
        expect(list.length).toBeLessThanOrEqual(max);
        expect(new Set(list.map((listed) => listed.id)).size).toBe(list.length);
        // The newest distinct arrivals, newest first.
        const firstOfEach = arrivals.filter((arrival, index) => arrivals.findIndex((other) => other.id === arrival.id) === index);
        const expected: NotificationEntry[] = [];
        for (const arrival of firstOfEach) expected.unshift(arrival);
        if (new Set(arrivals.map((arrival) => arrival.id)).size === arrivals.length) expect(list).toEqual(expected.slice(0, max));
      }),
    );
  });

  it('reads back exactly the well-formed entries of another script', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(entry, fc.anything())), (values) => {
        const read = notificationEntriesOf(values);
        expect(read).toEqual(values.filter((value) => read.includes(value as NotificationEntry)));
        for (const listed of read) expect(typeof listed.text).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        expect(notificationEntriesOf(entries)).toEqual(entries);
      }),
    );
    expect(notificationEntriesOf({ entries: [] })).toEqual([]);
  });
});
