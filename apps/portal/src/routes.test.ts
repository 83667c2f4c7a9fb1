// The generated router table against core's matchRoute: every route of the table, bare, under /en,
// under /preview and both, reaches the page core names; whatever core calls unknown reaches the
// not-found page.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoute, ROUTES } from '@casino/core';
import routes from './routes.ts';
import { LAYOUT_MODULES, PAGE_MODULES } from './page-modules.ts';

const toRouteObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => ({
    id: entry.id ?? entry.file,
    ...(entry.path === undefined ? {} : { path: entry.path }),
    ...(entry.children ? { children: toRouteObjects(entry.children) } : {}),
  }));

const table = toRouteObjects(routes);
const pageIdOf = (pathname: string): string | undefined => matchRoutes(table, pathname)?.at(-1)?.route.id?.split('~')[0];
const guardedAt = (pathname: string): boolean => (matchRoutes(table, pathname) ?? []).some((match) => match.route.id?.startsWith('player-guard-') === true);

/** A path of a pattern with every parameter filled ('x') and optional ones left out. */
const samplePath = (pattern: string): string =>
  pattern
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x' : segment))
    .join('/') || '/';

const variants = (path: string): string[] => {
  const rest = path === '/' ? '' : path;
  return [path, `/en${rest}`, `/preview${rest}`, `/en/preview${rest}`];
};

describe('routes.ts generated from core ROUTES', () => {
  it.each(
    ROUTES.flatMap((definition) => [definition.path, ...('aliases' in definition ? definition.aliases : [])].map((path) => ({ name: definition.name, path }))),
  )('$path reaches $name, also under /en and /preview', ({ name, path }) => {
    for (const pathname of variants(samplePath(path))) {
      expect(matchRoute(pathname)?.name).toBe(name);
      expect(pageIdOf(pathname)).toBe(name);
    }
  });

  it.each(ROUTES.map((definition) => ({ name: definition.name, path: definition.path, auth: definition.auth })))(
    '$path is behind the player guard exactly when core marks it auth user ($auth)',
    ({ path, auth }) => {
      for (const pathname of variants(samplePath(path))) expect(guardedAt(pathname)).toBe(auth === 'user');
    },
  );

  it('an optional parameter may be given too', () => {
    expect(pageIdOf('/en/redirect/promotions/leto')).toBe('preview-redirect');
  });

  it.each([
    '/neco',
    '/foo/vyrobci',
    '/preview/preview',
    '/preview/neco',
    '/cs/vyrobci',
    '/english',
    '/vyrobci/a/b',
    '/play/x',
    '/hra',
    '/en/en/vyrobci',
    '/preview/en/vyrobci',
  ])('%s is unknown to core and reaches the not-found page', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
    expect(pageIdOf(pathname)).toBe('not-found');
  });

  it('every page and layout module exists', () => {
    for (const file of [...Object.values(PAGE_MODULES), ...Object.values(LAYOUT_MODULES)]) {
      expect(existsSync(new URL(`./${file}`, import.meta.url)), file).toBe(true);
    }
  });
});
