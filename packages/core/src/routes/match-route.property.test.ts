// Properties of matching and building over random slugs and paths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { routePath } from './route-path.ts';
import { ROUTES, type RouteName } from './route-table.ts';
import { compilePattern } from './route-pattern.ts';
import { stripLocalePrefix, addLocalePrefix } from './locale-prefix.ts';

const paramNamesOf = (name: RouteName) =>
  compilePattern(ROUTES.find((route) => route.name === name)!.path).flatMap((segment) =>
    segment.kind === 'param' ? [{ name: segment.name, optional: segment.optional }] : [],
  );

// A slug that a static sibling pattern would take instead (moje-hry) is no slug of a personal category.
const RESERVED = new Set(['moje-hry']);
const slug = fc.string({ minLength: 1, maxLength: 24 }).filter((value) => !RESERVED.has(value));
const routeName = fc.constantFrom(...ROUTES.map((route) => route.name));
const firstSegments = new Set([
  'preview',
  'en',
  ...ROUTES.flatMap((route) => [route.path, ...('aliases' in route ? route.aliases : [])].map((path) => path.split('/')[1] ?? '')),
]);

describe('routePath ∘ matchRoute round-trips', () => {
  it('for every route, random params (any unicode, slashes, percent signs), locale and preview', () => {
    fc.assert(
      fc.property(
        routeName,
        fc.array(slug, { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        fc.constantFrom('cs', 'en', undefined),
        (name, values, preview, locale) => {
          const params = Object.fromEntries(paramNamesOf(name).map((param, index) => [param.name, values[index]!]));
          const path = routePath(name, params, { preview, ...(locale === undefined ? {} : { locale }) });
          const match = matchRoute(path);
          expect(match).not.toBeNull();
          expect(match!.name).toBe(name);
          expect(match!.params).toEqual(params);
          expect(match!.preview).toBe(preview);
          expect(stripLocalePrefix(path).locale).toBe(locale === 'en' ? 'en' : null);
        },
      ),
    );
  });

  it('matchRoute then routePath gives the canonical path of a matched path', () => {
    fc.assert(
      fc.property(routeName, slug, (name, value) => {
        const params = Object.fromEntries(paramNamesOf(name).map((param) => [param.name, value]));
        const path = routePath(name, params);
        const match = matchRoute(`${path}/`.replace('//', '/'))!;
        expect(routePath(match.name, match.params, { preview: match.preview })).toBe(path);
      }),
    );
  });
});

describe('unknown first segments', () => {
  it('any first segment that is not a route (nor preview, nor en) gives null', () => {
    const segment = fc.stringMatching(/^[a-z0-9%._~-]{1,16}$/).filter((value) => !firstSegments.has(value));
    fc.assert(
      fc.property(segment, fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }), (first, rest) => {
        expect(matchRoute(`/${[first, ...rest].join('/')}`)).toBeNull();
        expect(matchRoute(`/preview/${[first, ...rest].join('/')}`)).toBeNull();
        expect(matchRoute(`/en/${[first, ...rest].join('/')}`)).toBeNull();
      }),
    );
  });

  it('a preview segment with any other value is a 404 (only "preview" is valid)', () => {
    const value = fc.stringMatching(/^[a-z]{1,10}$/).filter((candidate) => !firstSegments.has(candidate));
    fc.assert(
      fc.property(value, routeName, (first, name) => {
        const path = routePath(name, Object.fromEntries(paramNamesOf(name).map((param) => [param.name, 'x'])));
        expect(matchRoute(`/${first}${path === '/' ? '' : path}`)).toBeNull();
      }),
    );
  });
});

describe('/en prefix', () => {
  it('stripping is the inverse of adding for any path', () => {
    const path = fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, (pathname) => {
        const unprefixed = stripLocalePrefix(pathname).locale === null ? pathname : stripLocalePrefix(pathname).pathname;
        expect(stripLocalePrefix(addLocalePrefix(unprefixed, 'en'))).toEqual({ locale: 'en', pathname: unprefixed });
        expect(addLocalePrefix(unprefixed, 'cs')).toBe(unprefixed);
      }),
    );
  });

  it('only a whole /en segment is a prefix', () => {
    expect(stripLocalePrefix('/en')).toEqual({ locale: 'en', pathname: '/' });
    expect(stripLocalePrefix('/en/vyrobci')).toEqual({ locale: 'en', pathname: '/vyrobci' });
    expect(stripLocalePrefix('/en?lang=cs')).toEqual({ locale: 'en', pathname: '/?lang=cs' });
    expect(stripLocalePrefix('/english')).toEqual({ locale: null, pathname: '/english' });
    expect(stripLocalePrefix('/cs/vyrobci')).toEqual({ locale: null, pathname: '/cs/vyrobci' });
    expect(addLocalePrefix('/', 'en')).toBe('/en');
    expect(addLocalePrefix('/?q=1', 'en')).toBe('/en?q=1');
  });
});
