// The Local API (BasePath.localApi): the portal's own CMS-backed endpoints — categories, layouts,
// menus, carousels, video widgets, seo, global settings, content pages, game details, launch data,
// route rules, the preview password check and the marketing service's personalised games.
import { Hono, type Context } from 'hono';
import { LocalApiPath } from '@casino/core';
import type { PersonalisedGamesResponse, PreviewAuthResponse, RouteRuleResponse } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { isVisible, readContentQuery, type ContentQuery } from '../content/content-query.ts';
import { localizeTexts } from '../content/localize.ts';
import { isRecord, notFound, readJsonBody } from '../http/json-body.ts';
import { routePattern } from '../http/route-pattern.ts';
import { clientAddress } from '../http/client-address.ts';
import { ownValue } from '../http/own-key.ts';

const queryOf = (c: Context) => readContentQuery((name) => c.req.query(name));

/** How long the marketing service's picks may be reused (15 minutes). */
export const PERSONALISED_GAMES_DURATION_MS = 15 * 60 * 1000;
const PERSONALISED_GAMES_FALLBACK = 12;

/** Old addresses the operator redirects; everything else has no rule. */
export const ROUTE_RULES: Readonly<Record<string, string>> = {
  '/vyherci': '/vitezove',
  '/winners': '/vitezove',
  '/live': '/kasino-zive',
  '/live-casino': '/kasino-zive',
  '/hry': '/vsechny-hry',
  '/poker': 'https://poker.example.com/',
};

export const localApiRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  const { world, content } = ctx;
  const listRoute = (path: string, list: (query: ContentQuery) => unknown) =>
    app.get(path, (c) => {
      const query = queryOf(c);
      return content.json(c, query, () => localizeTexts(world.english, list(query), query.locale));
    });
  // A submenu item leads to a page or promotion the query may see (a Draft one only in preview), as
  // the CMS publishes them: the published site never links a draft (issue 21, finding 7).
  const submenuFor = (query: ContentQuery) =>
    world.submenu.filter((item) => {
      const target =
        item.type === 'contentPage'
          ? world.contentPages.find((page) => page.slug === item.slug)
          : item.type === 'promotion'
            ? world.promotions.find((promotion) => promotion.slug === item.slug)
            : undefined;
      return target === undefined || isVisible(target.status, query);
    });

  listRoute(LocalApiPath.categories, () => world.categories);
  listRoute(LocalApiPath.layouts, () => world.layouts);
  listRoute(LocalApiPath.menus, () => world.menus);
  listRoute(LocalApiPath.submenu, submenuFor);
  listRoute(LocalApiPath.carousels, () => world.carousels);
  listRoute(LocalApiPath.videoWidgets, () => world.videoWidgets);
  app.get(LocalApiPath.globalSettings, (c) => content.json(c, null, () => world.settings));

  app.get(routePattern(LocalApiPath.seo, 'id'), (c) => {
    const id = c.req.param('id') ?? '';
    const seo = ownValue(world.seo, id);
    const query = queryOf(c);
    return seo ? content.json(c, query, () => localizeTexts(world.english, seo, query.locale)) : notFound(c, `No seo record ${id}`);
  });

  app.get(routePattern(LocalApiPath.contentPage, 'slug'), (c) => {
    const query = queryOf(c);
    const slug = c.req.param('slug');
    const page = world.contentPages.find((candidate) => candidate.slug === slug && isVisible(candidate.status, query));
    return page ? content.json(c, query, () => localizeTexts(world.english, page, query.locale)) : notFound(c, `No content page ${slug}`);
  });

  app.get(routePattern(LocalApiPath.gameDetails, 'gameCode'), (c) => {
    const gameCode = c.req.param('gameCode') ?? '';
    const info = ownValue(world.gameInfo, gameCode);
    const query = queryOf(c);
    return info ? content.json(c, query, () => localizeTexts(world.english, info, query.locale)) : notFound(c, `No game ${gameCode}`);
  });

  app.get(LocalApiPath.providerLaunch, (c) => {
    const provider = c.req.query('provider');
    if (provider === undefined) return c.json(world.providerLaunch);
    const launch = ownValue(world.providerLaunch, provider);
    return launch ? c.json(launch) : notFound(c, `No launch data for provider ${provider}`);
  });

  app.get(LocalApiPath.routeRules, (c) => {
    const path = (c.req.query('path') ?? '').replace(/\/+$/, '') || '/';
    return c.json({ redirect: ownValue(ROUTE_RULES, path) ?? null } satisfies RouteRuleResponse);
  });

  app.get(LocalApiPath.previewAuth, (c) => {
    const address = clientAddress(c);
    const wait = ctx.loginGuard.waitFor(null, address);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return c.json({ authorized: false } satisfies PreviewAuthResponse, 429);
    }
    const authorized = c.req.query('secret') === world.previewPassword;
    if (!authorized) ctx.loginGuard.failed(null, address);
    return c.json({ authorized } satisfies PreviewAuthResponse, authorized ? 200 : 401);
  });

  app.post(LocalApiPath.personalisedGames, async (c) => {
    const body = await readJsonBody(c);
    const ids = isRecord(body) && isRecord(body['customer_ids']) ? body['customer_ids'] : {};
    const userId = typeof ids['userId'] === 'string' ? ids['userId'] : undefined;
    const player = world.players.find((candidate) => candidate.info.userId === userId);
    // An unknown customer gets the service's generic picks: the highest commercial tiers.
    const recommendations = player?.personalisedGames.length
      ? [...player.personalisedGames]
      : [...world.games]
          .sort((a, b) => (b.commercialTier ?? 0) - (a.commercialTier ?? 0))
          .slice(0, PERSONALISED_GAMES_FALLBACK)
          .map((game) => game.gameCode);
    return c.json({ recommendations, duration: PERSONALISED_GAMES_DURATION_MS } satisfies PersonalisedGamesResponse);
  });

  app.all('*', (c) => notFound(c, `No local API route ${c.req.method} ${c.req.path}`));
  return app;
};
