import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAvailableSeat, isLiveGameType, isTableOpen } from './live-table.ts';

describe('live table rules (part 2 §5)', () => {
  it.each([
    ['online', true],
    ['offline', false],
    ['Online', false],
    [undefined, false],
  ] as const)('Status %s → open %s', (Status, open) => {
    expect(isTableOpen({ Status })).toBe(open);
  });

  it.each([
    ['a free seat', 'online', { '1': true, '2': false }, true],
    ['all seats taken', 'online', { '1': true, '2': true }, false],
    ['no seat map', 'online', undefined, false],
    ['empty seat map', 'online', {}, false],
    ['free seat, table offline', 'offline', { '1': false }, false],
  ] as const)('%s', (_, Status, SeatsAvailability, available) => {
    expect(hasAvailableSeat({ Status, SeatsAvailability })).toBe(available);
  });

  it('an available seat means open with some seat not taken', () => {
    fc.assert(
      fc.property(fc.constantFrom('online', 'offline'), fc.dictionary(fc.string({ maxLength: 3 }), fc.boolean()), (Status, SeatsAvailability) => {
        expect(hasAvailableSeat({ Status, SeatsAvailability })).toBe(Status === 'online' && Object.values(SeatsAvailability).includes(false));
      }),
    );
  });

  it.each([
    ['Live', true],
    ['Table', true],
    ['Slot', false],
    ['Crash', false],
  ] as const)('type %s is live: %s', (type, live) => {
    expect(isLiveGameType(type)).toBe(live);
  });
});
