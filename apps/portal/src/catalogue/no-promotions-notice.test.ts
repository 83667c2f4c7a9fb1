// The "no promotions" notice over every combination: it shows exactly when the page shows no card of
// either list and no failure (a loading players' list counts as none yet).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showsNoPromotionsNotice, type PlayersPromotionsSeen } from './no-promotions-notice.ts';

const players: fc.Arbitrary<PlayersPromotionsSeen> = fc.oneof(
  fc.constantFrom<PlayersPromotionsSeen>('visitor', 'loading', 'failed'),
  fc.nat({ max: 5 }).map((count) => ({ count })),
);

describe('the no-promotions notice', () => {
  it('shows only when neither list shows a promotion and nothing failed (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), players, (visitorCount, seen) => {
        const playersCards = typeof seen === 'object' ? seen.count : 0;
        expect(showsNoPromotionsNotice(visitorCount, seen)).toBe(visitorCount + playersCards === 0 && seen !== 'failed');
      }),
    );
  });

  it('a player with only players-only promotions sees no notice', () => {
    expect(showsNoPromotionsNotice(0, { count: 2 })).toBe(false);
    expect(showsNoPromotionsNotice(0, 'visitor')).toBe(true);
  });
});
