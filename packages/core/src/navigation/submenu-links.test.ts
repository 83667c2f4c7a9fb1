import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubmenuItem } from '../types/catalogue.ts';
import { matchRoute } from '../routes/match-route.ts';
import { resolveSubmenuLink, submenuLinks } from './submenu-links.ts';

const sub = (overrides: Partial<SubmenuItem>): SubmenuItem => ({ icon: null, title: 'T', type: 'link', slug: null, url: null, ...overrides });

describe('resolveSubmenuLink (part 1 §2)', () => {
  it.each([
    [sub({ type: 'contentPage', slug: 'o-nas' }), '/novinky/o-nas'],
    [sub({ type: 'promotion', slug: 'leto' }), '/promo-bonusy/leto'],
    [sub({ type: 'promotion' }), '/promo-bonusy'],
    [sub({ type: 'contentPage', slug: 'o-nas', url: '/vlastni' }), '/vlastni'],
    [sub({ type: 'promotion', slug: 'leto', url: 'https://sport.example.com/loterie' }), 'https://sport.example.com/loterie'],
    [sub({ type: 'link', url: '/loterie' }), '/loterie'],
    [sub({ type: 'link', url: '  ' }), '/'],
    [sub({ type: 'contentPage' }), '/'],
  ])('%o → %s', (item, expected) => {
    expect(resolveSubmenuLink(item)).toBe(expected);
  });

  it('an own url always wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('contentPage', 'promotion', 'link'),
        fc.option(fc.string()),
        fc.stringMatching(/^(https?:\/\/[a-z]{1,8}\.cz|\/[a-z]{1,8})(\/[a-z0-9-]{0,8}){0,2}$/),
        (type, slug, url) => {
          expect(resolveSubmenuLink(sub({ type, slug, url }))).toBe(url);
        },
      ),
    );
  });

  it('without an url, content pages and promotions resolve to their routes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('contentPage', 'promotion'),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (type, slug) => {
          const match = matchRoute(resolveSubmenuLink(sub({ type, slug })));
          expect(match?.name).toBe(type === 'contentPage' ? 'preview-page-slug' : 'preview-promotions-slug');
          expect(match?.params['slug']).toBe(slug.trim());
        },
      ),
    );
  });
});

describe('submenuLinks', () => {
  it('starts with top winners, promotions and tournaments, then the server links in order', () => {
    const links = submenuLinks([
      sub({ title: 'O nás', type: 'contentPage', slug: 'o-nas', icon: 'info' }),
      sub({ title: 'Loterie', url: 'https://sport.example.com/loterie' }),
    ]);
    expect(links.map((link) => [link.kind, link.label, link.to, link.external])).toEqual([
      ['fixed', 'submenu.top-winners', '/vitezove', false],
      ['fixed', 'submenu.promotions', '/promo-bonusy', false],
      ['fixed', 'submenu.tournaments', '/tournaments', false],
      ['server', 'O nás', '/novinky/o-nas', false],
      ['server', 'Loterie', 'https://sport.example.com/loterie', true],
    ]);
    expect(links[3]?.icon).toBe('info');
    expect(new Set(links.map((link) => link.key)).size).toBe(links.length);
    expect(submenuLinks([])).toHaveLength(3);
  });
});
