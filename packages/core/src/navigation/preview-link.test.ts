import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/match-route.ts';
import { routePath } from '../routes/route-path.ts';
import { ROUTES } from '../routes/route-table.ts';
import { isExternalLink, previewLink } from './preview-link.ts';

describe('previewLink (part 2 §1)', () => {
  it.each([
    ['/', '/preview'],
    ['/vyrobci', '/preview/vyrobci'],
    ['/vyrobci/netent?sort=az#top', '/preview/vyrobci/netent?sort=az#top'],
    ['/?q=1', '/preview?q=1'],
    ['/en', '/en/preview'],
    ['/en/zanr', '/en/preview/zanr'],
    ['/preview', '/preview'],
    ['/preview/zanr', '/preview/zanr'],
    ['/en/preview/zanr', '/en/preview/zanr'],
    ['/previews', '/preview/previews'],
    ['http://example.com/vyrobci', 'http://example.com/vyrobci'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['casinoapp://play/x', 'casinoapp://play/x'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['#top', '#top'],
    ['?page=2', '?page=2'],
  ])('%s → %s', (link, expected) => {
    expect(previewLink(link, true)).toBe(expected);
  });

  it('changes nothing outside preview mode', () => {
    expect(previewLink('/vyrobci', false)).toBe('/vyrobci');
    const location = { name: 'preview-providers' };
    expect(previewLink(location, false)).toBe(location);
  });

  it('adds the preview route param to location objects and keeps the rest', () => {
    expect(previewLink({ name: 'preview-providers-slug', params: { slug: 'netent' }, query: { a: '1' } }, true)).toEqual({
      name: 'preview-providers-slug',
      params: { slug: 'netent', preview: 'preview' },
      query: { a: '1' },
    });
    expect(previewLink({ name: 'preview' }, true)).toEqual({ name: 'preview', params: { preview: 'preview' } });
  });

  it('never touches external links', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/);
    fc.assert(
      fc.property(scheme, fc.string(), fc.boolean(), (name, rest, preview) => {
        const link = `${name}:${rest}`;
        expect(isExternalLink(link)).toBe(true);
        expect(previewLink(link, preview)).toBe(link);
        expect(previewLink(`//${rest}`, preview)).toBe(`//${rest}`);
      }),
    );
  });

  it('is idempotent, and a rewritten route path matches the same route in preview', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES.map((route) => route.name)),
        fc.stringMatching(/^[a-z0-9-]{1,10}$/),
        fc.constantFrom('cs', 'en'),
        (name, value, locale) => {
          if (value === 'moje-hry') return;
          const params = { slug: value, game: value, page: value };
          const link = routePath(name, params, { locale });
          const rewritten = previewLink(link, true);
          expect(rewritten).toBe(routePath(name, params, { locale, preview: true }));
          expect(previewLink(rewritten, true)).toBe(rewritten);
          expect(matchRoute(rewritten)).toEqual({ ...matchRoute(link), preview: true });
        },
      ),
    );
  });
});
