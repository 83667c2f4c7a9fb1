import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchRunning, popularSearchProviders, showsPopularProviders } from './search-panel.ts';

const providers = [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }];

describe('popularSearchProviders (part 2 §2)', () => {
  it.each([
    { name: 'none configured', ids: [], popular: [] },
    { name: 'the settings order, not the catalogue order', ids: ['p3', 'p1'], popular: ['p3', 'p1'] },
    { name: 'an id the catalogue does not know is skipped', ids: ['p2', 'gone'], popular: ['p2'] },
  ])('$name', ({ ids, popular }) => {
    expect(popularSearchProviders(ids, providers).map((provider) => provider.id)).toEqual(popular);
  });

  it('holds exactly the known ids, in the settings order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('p1', 'p2', 'p3', 'x', 'y'), { maxLength: 8 }), (ids) => {
        expect(popularSearchProviders(ids, providers).map((provider) => provider.id)).toEqual(ids.filter((id) => id.startsWith('p')));
      }),
    );
  });
});

describe('showsPopularProviders', () => {
  it.each([
    { term: '', popular: providers, shows: true },
    { term: '   ', popular: providers, shows: true },
    { term: 'bo', popular: providers, shows: false },
    { term: ' book ', popular: providers, shows: false },
    { term: '', popular: [], shows: false },
  ])('term "$term" with $popular.length providers → $shows', ({ term, popular, shows }) => {
    expect(showsPopularProviders(term, popular)).toBe(shows);
  });

  it('shows exactly when the term is blank and some provider is listed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.nat({ max: 3 }), (term, count) => {
        const popular = providers.slice(0, count);
        expect(showsPopularProviders(term, popular)).toBe(term.trim() === '' && count > 0);
        expect(isSearchRunning(term)).toBe(term.trim() !== '');
      }),
    );
  });
});
