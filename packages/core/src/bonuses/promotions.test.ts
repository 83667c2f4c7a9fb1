import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerBonus, Promotion } from '../types/index.ts';
import { isPromotionRestricted, promotionActivity, promotionsBadgeCount } from './promotions.ts';

type PromotionFields = Pick<Promotion, 'templateCode' | 'tagName' | 'visibleTo'>;
const promotion = (fields: Partial<PromotionFields> = {}): PromotionFields => ({ templateCode: null, tagName: null, visibleTo: null, ...fields });
const bonus = (id: string): PlayerBonus => ({ id, status: 'active', playType: 'bonus', templateCode: null });

describe('isPromotionRestricted (part 1 §5)', () => {
  it.each([
    { visibleTo: null, loggedIn: false, expected: false },
    { visibleTo: null, loggedIn: true, expected: false },
    { visibleTo: 'all', loggedIn: false, expected: false },
    { visibleTo: 'all', loggedIn: true, expected: false },
    { visibleTo: 'logged in', loggedIn: true, expected: false },
    { visibleTo: 'logged in', loggedIn: false, expected: true },
    { visibleTo: 'not logged in', loggedIn: false, expected: false },
    { visibleTo: 'not logged in', loggedIn: true, expected: true },
    { visibleTo: 'Logged In', loggedIn: true, expected: false },
    { visibleTo: 'vip only', loggedIn: true, expected: true },
  ] as const)('visibleTo $visibleTo, logged in $loggedIn → $expected', ({ visibleTo, loggedIn, expected }) => {
    expect(isPromotionRestricted(promotion({ visibleTo: visibleTo as Promotion['visibleTo'] }), loggedIn)).toBe(expected);
  });
});

describe('promotionActivity (D8)', () => {
  const optIns = { bonusTemplateOptIns: [{ templateCode: 'WELCOME' }], tagNameOptIn: [{ name: 'summer' }] };
  it.each([
    { fields: { templateCode: 'WELCOME' }, expected: 'active' },
    { fields: { tagName: 'summer' }, expected: 'active' },
    { fields: { templateCode: 'OTHER', tagName: 'summer' }, expected: 'active' },
    { fields: { templateCode: 'OTHER', tagName: 'winter' }, expected: 'available' },
    { fields: { templateCode: 'welcome' }, expected: 'available' },
    { fields: {}, expected: 'available' },
    { fields: { templateCode: '', tagName: '' }, expected: 'available' },
  ])('$fields → $expected', ({ fields, expected }) => {
    expect(promotionActivity(promotion(fields), optIns)).toBe(expected);
  });

  it('is available without any opt-in', () => {
    expect(promotionActivity(promotion({ templateCode: 'WELCOME', tagName: 'summer' }), { bonusTemplateOptIns: [], tagNameOptIn: [] })).toBe('available');
  });
});

describe('promotionsBadgeCount (part 2 §2)', () => {
  const promotions = [
    promotion({ templateCode: 'A' }),
    promotion({ templateCode: 'B', visibleTo: 'not logged in' }),
    promotion({ tagName: 'summer', visibleTo: 'logged in' }),
    promotion({ templateCode: 'C' }),
  ];
  it.each([
    { name: 'guest: nothing', bonuses: [], templates: [], tags: [], loggedIn: false, expected: 0 },
    { name: 'bonuses alone', bonuses: [bonus('1'), bonus('2')], templates: [], tags: [], loggedIn: true, expected: 2 },
    { name: 'active promotions alone', bonuses: [], templates: ['A', 'C'], tags: ['summer'], loggedIn: true, expected: 3 },
    { name: 'a restricted active promotion does not count', bonuses: [], templates: ['B'], tags: [], loggedIn: true, expected: 0 },
    { name: 'bonuses plus active promotions', bonuses: [bonus('1')], templates: ['A'], tags: ['summer'], loggedIn: true, expected: 3 },
    { name: 'opt-ins for unknown templates do not count', bonuses: [], templates: ['Z'], tags: ['winter'], loggedIn: true, expected: 0 },
  ])('$name → $expected', ({ bonuses, templates, tags, loggedIn, expected }) => {
    const count = promotionsBadgeCount({
      bonuses,
      promotions,
      bonusTemplateOptIns: templates.map((templateCode) => ({ templateCode })),
      tagNameOptIn: tags.map((name) => ({ name })),
      loggedIn,
    });
    expect(count).toBe(expected);
  });

  it('is the bonus count plus at most the number of promotions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            templateCode: fc.option(fc.constantFrom('A', 'B', 'C')),
            tagName: fc.option(fc.constantFrom('x', 'y')),
            visibleTo: fc.option(fc.constantFrom('all', 'logged in', 'not logged in')),
          }),
        ),
        fc.nat({ max: 5 }),
        fc.subarray(['A', 'B', 'C']),
        fc.subarray(['x', 'y']),
        fc.boolean(),
        (promos, bonusCount, templates, tags, loggedIn) => {
          const count = promotionsBadgeCount({
            bonuses: Array.from({ length: bonusCount }, (_, i) => bonus(String(i))),
            promotions: promos as PromotionFields[],
            bonusTemplateOptIns: templates.map((templateCode) => ({ templateCode })),
            tagNameOptIn: tags.map((name) => ({ name })),
            loggedIn,
          });
          expect(count).toBeGreaterThanOrEqual(bonusCount);
          expect(count).toBeLessThanOrEqual(bonusCount + promos.length);
          if (templates.length === 0 && tags.length === 0) expect(count).toBe(bonusCount);
        },
      ),
    );
  });
});
