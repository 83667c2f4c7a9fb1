// The static router's matches from memory: the same answers as React Router's own matcher for any
// path, bounded, and really the matcher React Router's static router asks (its `_match` is private:
// an upgrade that stops reading it fails here instead of losing the gain unnoticed).
import fc from 'fast-check';
import { createStaticHandler, createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MATCH_MEMO_PATHS, memoisedMatch, memoisedPaths } from './route-match-memo.server.ts';

// The portal's shape (routes.ts): pathless layouts, every page under the optional `/en` and `/preview`.
const page = (id: string, path: string): RouteObject => ({ id, path: `en?/preview?${path === '' ? '' : `/${path}`}`, loader: () => null });
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    loader: () => null,
    children: [
      { id: 'layout', children: [page('lobby', ''), page('all', 'vsechny-hry'), page('provider', 'vyrobci/:slug'), page('game', 'hra/:game')] },
      { id: 'layout-live', children: [page('live', 'kasino-zive'), page('live-category', 'kasino-zive/kategorie/:slug')] },
      { id: 'not-found', path: '*', loader: () => null },
    ],
  },
];

const segment = fc.constantFrom('', 'en', 'preview', 'vsechny-hry', 'vyrobci', 'hra', 'kasino-zive', 'kategorie', 'x', 'EN', '%C5%A1', 'a b');
const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const query = fc.constantFrom('', '?reels=5', '#top');

const contextOf = async (address: string): Promise<StaticHandlerContext> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.test${address}`));
  if (context instanceof Response) throw new Error('a loader answered a Response');
  return context;
};

const idsOf = (matches: ReturnType<StaticHandlerContext['_match']>) =>
  matches?.map((match) => ({ id: match.route.id, pathname: match.pathname, pathnameBase: match.pathnameBase, params: match.params })) ?? null;

describe('memoisedMatch', () => {
  it('answers every path as the matcher it remembers, the first time and again', async () => {
    const { _match: match } = await contextOf('/');
    const remembered = memoisedMatch(match);
    fc.assert(
      fc.property(path, query, (pathname, rest) => {
        const expected = idsOf(match(pathname));
        expect(idsOf(remembered(`${pathname}${rest}`))).toEqual(expected);
        expect(idsOf(remembered({ pathname, search: rest }))).toEqual(expected);
      }),
    );
  });

  it('gives each caller its own match objects', async () => {
    const remembered = memoisedMatch((await contextOf('/'))._match);
    const first = remembered('/vyrobci/nordic')!;
    (first[0]!.params as Record<string, string>)['slug'] = 'changed';
    expect(remembered('/vyrobci/nordic')![0]!.params['slug']).toBe('nordic');
  });

  it('keeps one memo per matcher and stays bounded', async () => {
    const { _match: match } = await contextOf('/');
    const remembered = memoisedMatch(match, 8);
    expect(memoisedMatch(remembered)).toBe(remembered);
    expect(memoisedMatch(match)).toBe(remembered);
    for (let index = 0; index < 50; index += 1) remembered(`/hra/game-${index}`);
    expect(memoisedPaths(match)).toBe(8);
    expect(MATCH_MEMO_PATHS).toBeGreaterThan(8);
  });

  it('is what the static router asks: <Scripts> matching the parent paths goes through it', async () => {
    const context = await contextOf('/vyrobci/nordic');
    const asked: string[] = [];
    const plain = context._match;
    context._match = (location) => {
      asked.push(typeof location === 'string' ? location : (location.pathname ?? ''));
      return plain(location);
    };
    const router = createStaticRouter(createStaticHandler(routes).dataRoutes, context);
    expect(router.match('/vyrobci')?.at(-1)?.route.id).toBe('not-found');
    expect(asked).toEqual(['/vyrobci']);
  });
});
