// The Content API (BasePath.contentApi): the catalogue (games, providers, collections and groups),
// promotions, jackpots, personalised categories and assets. Every call takes ?locale=&status=.
import { Hono, type Context } from 'hono';
import { ContentApiPath } from '@casino/core';
import type { Game, PersonalisedCategory } from '@casino/core';
import type { PlatformContext } from '../context.ts';
import { isVisible, readContentQuery } from '../content/content-query.ts';
import { localizeTexts } from '../content/localize.ts';
import { notFound } from '../http/json-body.ts';
import { routePattern } from '../http/route-pattern.ts';
import { gatewaySessionOf } from './gateway-session.ts';
import { assetRoutes } from './assets.ts';

const queryOf = (c: Context) => readContentQuery((name) => c.req.query(name));

const PERSONALISED_LIST_LENGTH = 30;

const byDescending = (score: (game: Game) => number) => (a: Game, b: Game) => score(b) - score(a);

export const contentApiRoutes = (ctx: PlatformContext) => {
  const app = new Hono();
  const { world } = ctx;

  const { content } = ctx;
  const localizedList = (path: string, list: () => unknown) =>
    app.get(path, (c) => {
      const query = queryOf(c);
      return content.json(c, query, () => localizeTexts(world.english, list(), query.locale));
    });

  localizedList(ContentApiPath.providers, () => world.providers);
  app.get(ContentApiPath.games, (c) => content.json(c, null, () => world.games));
  // Groups first: '/collections/groups' must not read as a collection path.
  localizedList(ContentApiPath.collectionGroups, () => world.collectionGroups);
  localizedList(ContentApiPath.collections, () => world.collections);

  app.get(ContentApiPath.promotions, (c) => {
    const query = queryOf(c);
    return content.json(c, query, () =>
      localizeTexts(
        world.english,
        world.promotions.filter((promotion) => isVisible(promotion.status, query)),
        query.locale,
      ),
    );
  });
  app.get(routePattern(ContentApiPath.promotion, 'slugOrId'), (c) => {
    const query = queryOf(c);
    const key = c.req.param('slugOrId');
    const promotion = world.promotions.find((candidate) => (candidate.slug === key || candidate.id === key) && isVisible(candidate.status, query));
    return promotion ? content.json(c, query, () => localizeTexts(world.english, promotion, query.locale)) : notFound(c, `No promotion ${key}`);
  });

  app.get(ContentApiPath.jackpots, (c) => c.json(localizeTexts(world.english, ctx.jackpots.read(), queryOf(c).locale)));

  app.get(ContentApiPath.personalisedCategories, (c) => {
    const player = gatewaySessionOf(ctx, c)?.player;
    const top = (score: (game: Game) => number) =>
      [...world.games]
        .sort(byDescending(score))
        .slice(0, PERSONALISED_LIST_LENGTH)
        .map((game) => game.gameCode);
    const played = new Set(player?.playerGames.map((record) => record.gameType) ?? []);
    const playedProviders = new Set(world.games.filter((game) => played.has(game.gameCode)).map((game) => game.provider));
    const categories: PersonalisedCategory[] = [
      { type: 'PopularPggService', games: top((game) => game.commercialTier ?? 0) },
      { type: 'TrendingPggService', games: top((game) => (game.promotionLevel ?? 0) * 100 + game.fileVersion) },
      {
        type: 'RecommendedPggService',
        games: player?.player.personalisedGames.length ? [...player.player.personalisedGames] : top((game) => game.rtp ?? 0),
      },
      {
        type: 'BecauseYouPlayedPggService',
        games: world.games
          .filter((game) => playedProviders.has(game.provider) && !played.has(game.gameCode))
          .slice(0, PERSONALISED_LIST_LENGTH)
          .map((game) => game.gameCode),
      },
    ];
    return c.json(categories);
  });

  app.route('/assets', assetRoutes(ctx));
  app.all('*', (c) => notFound(c, `No content route ${c.req.method} ${c.req.path}`));
  return app;
};
