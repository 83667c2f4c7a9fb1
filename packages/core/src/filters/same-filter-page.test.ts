import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameFilterPage } from './same-filter-page.ts';

const page = (routeName: string, params: Record<string, string> = {}) => ({ routeName, params });
const provider = (slug: string) => page('preview-providers-slug', { slug });

describe('isSameFilterPage (part 2 §4)', () => {
  it.each([
    { name: 'the same view again', previous: page('preview-all-games'), next: page('preview-all-games'), same: true },
    { name: 'the same provider', previous: provider('netent'), next: provider('netent'), same: true },
    { name: 'another provider', previous: provider('netent'), next: provider('egt'), same: false },
    { name: 'another route', previous: page('preview'), next: page('preview-all-games'), same: false },
    { name: 'the live all-games view', previous: page('preview-all-games'), next: page('preview-live-casino-all-games'), same: false },
    { name: 'parameters in another order', previous: page('r', { a: '1', b: '2' }), next: page('r', { b: '2', a: '1' }), same: true },
    { name: 'one more parameter', previous: page('r', { a: '1' }), next: page('r', { a: '1', b: '2' }), same: false },
    { name: 'a parameter renamed', previous: page('r', { a: '1' }), next: page('r', { b: '1' }), same: false },
  ])('$name → $same', ({ previous, next, same }) => {
    expect(isSameFilterPage(previous, next)).toBe(same);
    expect(isSameFilterPage(next, previous)).toBe(same);
  });

  const params = fc.dictionary(fc.constantFrom('slug', 'game', 'page'), fc.constantFrom('a', 'b', ''), { maxKeys: 3 });
  const address = fc.record({ routeName: fc.constantFrom('preview', 'preview-all-games', 'preview-providers-slug'), params });

  it('is the same page exactly when the route name and every parameter agree', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        const keys = new Set([...Object.keys(a.params), ...Object.keys(b.params)]);
        const agree = a.routeName === b.routeName && [...keys].every((key) => key in a.params && key in b.params && a.params[key] === b.params[key]);
        expect(isSameFilterPage(a, b)).toBe(agree);
        expect(isSameFilterPage(a, b)).toBe(isSameFilterPage(b, a));
        expect(isSameFilterPage(a, { ...a, params: { ...a.params } })).toBe(true);
      }),
    );
  });
});
