import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionActivity } from './promotions.ts';
import { withTagOptIn } from './tag-opt-ins.ts';

const tags = (...names: string[]) => names.map((name) => ({ name }));

describe('withTagOptIn (part 1 §4)', () => {
  it.each([
    { before: [], name: 'spring', after: ['spring'] },
    { before: ['a'], name: 'spring', after: ['a', 'spring'] },
    { before: ['spring', 'a'], name: 'spring', after: ['spring', 'a'] },
  ])('$before + $name → $after', ({ before, name, after }) => {
    expect(withTagOptIn(tags(...before), name)).toEqual(tags(...after));
  });

  it('does not change the given list', () => {
    const before = tags('a');
    withTagOptIn(before, 'b');
    expect(before).toEqual(tags('a'));
  });

  it('the promotion of the tag becomes active', () => {
    const promotion = { templateCode: null, tagName: 'spring' };
    expect(promotionActivity(promotion, { bonusTemplateOptIns: [], tagNameOptIn: [] })).toBe('available');
    expect(promotionActivity(promotion, { bonusTemplateOptIns: [], tagNameOptIn: withTagOptIn([], 'spring') })).toBe('active');
  });

  it('idempotent, appends at the end, holds the tag exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd')), fc.constantFrom('a', 'b', 'c', 'd'), (names, name) => {
        const once = withTagOptIn(tags(...names), name);
        expect(withTagOptIn(once, name)).toEqual(once);
        expect(once.filter((tag) => tag.name === name)).toHaveLength(1);
        expect(once.slice(0, names.length)).toEqual(tags(...names));
        if (!names.includes(name)) expect(once.at(-1)).toEqual({ name });
      }),
    );
  });
});
