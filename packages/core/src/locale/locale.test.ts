import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/match-route.ts';
import { routePath } from '../routes/route-path.ts';
import { ROUTES } from '../routes/route-table.ts';
import { alternateLocalePaths, localeSwitch, localisedPath } from './localised-path.ts';
import { parseLocale } from './parse-locale.ts';
import { resolveLocale } from './resolve-locale.ts';

describe('resolveLocale (D1 order: /en prefix, lang query, locale cookie, site default)', () => {
  it.each([
    [{ pathname: '/en/vyrobci', query: { lang: 'cs' }, cookie: 'cs', siteDefault: 'cs' }, 'en'],
    [{ pathname: '/en', siteDefault: 'cs' }, 'en'],
    [{ pathname: '/vyrobci', query: { lang: 'en' }, cookie: 'cs', siteDefault: 'cs' }, 'en'],
    [{ pathname: '/vyrobci', query: { lang: 'cs' }, cookie: 'en', siteDefault: 'en' }, 'cs'],
    [{ pathname: '/vyrobci', query: { lang: 'de' }, cookie: 'en', siteDefault: 'cs' }, 'en'],
    [{ pathname: '/vyrobci', query: {}, cookie: 'en', siteDefault: 'cs' }, 'en'],
    [{ pathname: '/vyrobci', cookie: 'xx', siteDefault: 'cs' }, 'cs'],
    [{ pathname: '/vyrobci', siteDefault: 'cs' }, 'cs'],
    [{ pathname: '/vyrobci' }, 'en'],
    [{ pathname: '/english', siteDefault: 'cs' }, 'cs'],
    [{ pathname: '/', query: new URLSearchParams('lang=EN-gb') }, 'en'],
  ] as const)('%o → %s', (sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });

  it('the prefix always wins and the site default only when nothing else is given', () => {
    const locale = fc.constantFrom('cs', 'en', 'de', '', undefined);
    fc.assert(
      fc.property(fc.boolean(), locale, locale, fc.constantFrom('cs', 'en'), (prefixed, lang, cookie, siteDefault) => {
        const resolved = resolveLocale({
          pathname: prefixed ? '/en/zanr' : '/zanr',
          query: lang === undefined ? {} : { lang },
          cookie: cookie ?? null,
          siteDefault,
        });
        const firstKnown = [prefixed ? 'en' : null, lang, cookie].find((value) => value === 'cs' || value === 'en');
        expect(resolved).toBe(firstKnown ?? siteDefault);
      }),
    );
  });
});

describe('parseLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    [' cs ', 'cs'],
    ['cs-CZ', 'cs'],
    ['cs_CZ', 'cs'],
    ['en-GB', 'en'],
    ['de', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['english', null],
  ] as const)('%s → %s', (value, expected) => {
    expect(parseLocale(value)).toBe(expected);
  });
});

describe('localisedPath', () => {
  it.each([
    ['/vyrobci', 'en', '/en/vyrobci'],
    ['/en/vyrobci', 'en', '/en/vyrobci'],
    ['/en/vyrobci', 'cs', '/vyrobci'],
    ['/', 'en', '/en'],
    ['/en', 'cs', '/'],
    ['/en', 'en', '/en'],
    ['/preview/zanr?x=1#a', 'en', '/en/preview/zanr?x=1#a'],
    ['/en?lang=en', 'cs', '/?lang=en'],
    ['/?q=a', 'en', '/en?q=a'],
  ] as const)('%s in %s → %s', (pathname, locale, expected) => {
    expect(localisedPath(pathname, locale)).toBe(expected);
  });

  it('keeps the page: the localised path matches the same route with the same params', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES.map((route) => route.name)),
        fc.stringMatching(/^[a-z0-9-]{1,12}$/),
        fc.constantFrom('cs', 'en'),
        fc.constantFrom('cs', 'en'),
        fc.boolean(),
        (name, value, from, to, preview) => {
          if (value === 'moje-hry') return;
          const params = { slug: value, game: value, page: value };
          const path = routePath(name, params, { locale: from, preview });
          const moved = localisedPath(path, to);
          expect(moved).toBe(routePath(name, params, { locale: to, preview }));
          expect(matchRoute(moved)).toEqual(matchRoute(path));
          expect(localisedPath(moved, from)).toBe(path);
        },
      ),
    );
  });

  it('alternate paths and the switch', () => {
    expect(alternateLocalePaths('/en/zanr/egypt')).toEqual({ cs: '/zanr/egypt', en: '/en/zanr/egypt' });
    expect(localeSwitch('/zanr', 'en')).toEqual({ path: '/en/zanr', cookie: { name: 'locale', value: 'en', maxAgeDays: 365 } });
  });
});
