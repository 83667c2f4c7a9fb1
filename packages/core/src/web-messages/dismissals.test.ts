import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEB_MESSAGE_DISMISS_MS } from '../constants.ts';
import { activeDismissals, withDismissal } from './dismissals.ts';

const HOUR = 3_600_000;
const now = 1_000 * HOUR;

describe('activeDismissals (12 h)', () => {
  it.each([
    { name: 'just dismissed', at: now, active: true },
    { name: '11 h 59 min ago', at: now - 12 * HOUR + 60_000, active: true },
    { name: 'exactly 12 h ago', at: now - 12 * HOUR, active: false },
    { name: 'a day ago', at: now - 24 * HOUR, active: false },
    { name: 'not a number', at: Number.NaN, active: false },
  ])('$name → $active', ({ at, active }) => {
    expect(activeDismissals({ m: at }, now).has('m')).toBe(active);
  });

  it('keeps a dismissal exactly while it is younger than 12 h', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 * HOUR }), (age) => {
        expect(activeDismissals({ m: now - age }, now).has('m')).toBe(age < WEB_MESSAGE_DISMISS_MS);
      }),
    );
  });
});

describe('withDismissal', () => {
  it('adds the dismissal and forgets expired ones', () => {
    expect(withDismissal({ old: now - 13 * HOUR, recent: now - HOUR }, 'new', now)).toEqual({ recent: now - HOUR, new: now });
  });

  it('re-dismissing refreshes the time', () => {
    expect(withDismissal({ m: now - HOUR }, 'm', now)).toEqual({ m: now });
  });
});
