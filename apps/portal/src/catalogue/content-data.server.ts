// The content pages' data (promotions as a visitor sees them, CMS content pages, tournaments): CMS
// HTML reaches the page only through sanitizeCmsHtml, with the site's links made to follow the
// visitor's language and the preview.
import { Effect } from 'effect';
import { ContentApi, LocalApi } from '@casino/api-clients';
import { addLocalePrefix, isExternalLink, isPromotionRestricted, previewLink, stripLocalePrefix, type Game, type Promotion, type Provider } from '@casino/core';
import { sanitizeCmsHtml } from '../html/sanitize-html.server.ts';
import { head, image, layoutSeo, link, PROMOTION_SIZE, seoRecord, slugOf, tilesOf, type CatalogueTexts, type PromotionView } from './catalogue-data.server.ts';
import { CatalogueNotFound, type CatalogueRequest } from './page-request.server.ts';

// ---------------------------------------------------------------- promotions, content pages, tournaments

const promotionView = (request: CatalogueRequest, promotion: Promotion): PromotionView => ({
  id: promotion.id,
  title: promotion.title,
  href: link(request, 'preview-promotions-slug', { slug: promotion.slug }),
  image: promotion.image ? image(request, promotion.image, PROMOTION_SIZE) : null,
  html: localiseCmsLinks(sanitizeCmsHtml(promotion.description), request),
  draft: promotion.status === 'Draft',
  templateCode: promotion.templateCode,
  tagName: promotion.tagName,
});

/** The promotions a visitor may see (part 1 §5, core's audience rule: the server renders for a visitor). */
const visitorPromotions = (promotions: readonly Promotion[]): Promotion[] =>
  promotions.filter((promotion) => promotion.status !== 'Archived' && !isPromotionRestricted(promotion, false));

export const loadPromotionsPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const [promotions, seo] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.promotions(), layoutSeo('Promotions')], { concurrency: 'unbounded' });
    }),
  );
  const title = texts.promotionsTitle;
  const shown = visitorPromotions(promotions);
  return {
    title,
    promotions: shown.map((promotion) => promotionView(request, promotion)),
    // Those for visitors only ("register and we double your first deposit"): the page leaves them
    // out once a player is logged in (core's audience rule, as for the players' own list).
    visitorsOnly: shown.filter((promotion) => !isForPlayers(promotion)).map((promotion) => promotion.id),
    seo: head(request, seo, title, texts.promotionsDescription),
  };
};

/** Published or Draft (a draft only in preview, as the content API answers): never an archived one. */
const promotionOf = (request: CatalogueRequest) => {
  const slug = slugOf(request);
  return request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.promotion(slug), content.games(), content.providers()], { concurrency: 'unbounded' });
    }),
  );
};

/** A promotion's article: its view, the way back to the list and its games' tiles. */
const promotionArticleOf = (request: CatalogueRequest, promotion: Promotion, games: readonly Game[], providers: readonly Provider[]) => ({
  ...promotionView(request, promotion),
  backHref: link(request, 'preview-promotions'),
  tiles: tilesOf(request, promotion.games, games, providers),
});

export type PromotionArticle = ReturnType<typeof promotionArticleOf>;

/**
 * A promotion's page. The server renders for a visitor (it cannot know the session): a promotion
 * visitors may see is drawn whole; one for logged-in players only (part 1 §5) is drawn as a page
 * for players, with nothing of its own (not even its title: the browser fetches the article from
 * the players' route once a player is logged in, player-promotion.tsx); any other is a real 404.
 */
export const loadPromotionPage = async (request: CatalogueRequest, playersTitle: string) => {
  const [promotion, games, providers] = await promotionOf(request);
  if (visitorPromotions([promotion]).length === 0) {
    if (!isForPlayers(promotion)) throw new CatalogueNotFound(slugOf(request));
    return {
      audience: 'players' as const,
      slug: slugOf(request),
      backHref: link(request, 'preview-promotions'),
      seo: head(request, null, playersTitle, null, null, { noindex: true }),
    };
  }
  return {
    audience: 'all' as const,
    // A welcome offer for those not yet registered: the page tells a logged-in player it is not
    // theirs instead of drawing it (core's audience rule, as the promotions list leaves it out).
    visitorsOnly: !isForPlayers(promotion),
    ...promotionArticleOf(request, promotion, games, providers),
    seo: head(
      request,
      null,
      promotion.title,
      promotion.description
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 160),
      promotion.image,
    ),
  };
};

/** Shown to a logged-in player: not archived, and its audience takes players (core's rule). */
const isForPlayers = (promotion: Promotion): boolean => promotion.status !== 'Archived' && !isPromotionRestricted(promotion, true);

/**
 * The promotions only a logged-in player may see (for players, not for a visitor), as the promotions
 * page lists them, for the players' list route (routes/catalogue/player-promotions-route.ts): what
 * the server's visitor page left out, in the content API's order.
 */
export const loadPlayerPromotions = async (request: CatalogueRequest): Promise<{ readonly promotions: readonly PromotionView[] }> => {
  const promotions = await request.run(ContentApi.use((content) => content.promotions()));
  const forVisitors = new Set(visitorPromotions(promotions).map((promotion) => promotion.id));
  return {
    promotions: promotions
      .filter((promotion) => isForPlayers(promotion) && !forVisitors.has(promotion.id))
      .map((promotion) => promotionView(request, promotion)),
  };
};

/** The article of a promotion a logged-in player may see, for the players' route (routes/catalogue/player-promotion-route.ts). */
export const loadPlayerPromotion = async (request: CatalogueRequest): Promise<PromotionArticle> => {
  const [promotion, games, providers] = await promotionOf(request);
  if (!isForPlayers(promotion)) throw new CatalogueNotFound(slugOf(request));
  return promotionArticleOf(request, promotion, games, providers);
};

/**
 * The site's own links inside sanitised CMS HTML lead to the visitor's language and, in preview, keep
 * the preview (part 2 §1, core's previewLink); external links stay as they are. Only the value of
 * an href attribute changes, and only by a fixed prefix.
 */
export const localiseCmsLinks = (html: string, request: Pick<CatalogueRequest, 'locale' | 'preview'>): string =>
  html.replace(/href="(\/[^"]*)"/g, (whole, link: string) => {
    if (isExternalLink(link)) return whole;
    const inPreview = previewLink(link, request.preview);
    const localised = stripLocalePrefix(inPreview).locale === null ? addLocalePrefix(inPreview, request.locale) : inPreview;
    return `href="${localised}"`;
  });

/**
 * The page's header shows its (localised) title as the one h1, so a plain-text h1 that opens the
 * CMS body is dropped. Only a whole <h1> without markup inside is removed from already sanitised
 * HTML, so nothing can be joined into new markup.
 */
export const withoutLeadingTitle = (html: string): string => html.replace(/^(\s*(?:<article>)?\s*)<h1>[^<>]*<\/h1>/, '$1');

export const loadContentPage = async (request: CatalogueRequest, _texts: CatalogueTexts) => {
  const slug = slugOf(request);
  const page = await request.run(
    Effect.gen(function* () {
      const local = yield* LocalApi;
      return yield* local.contentPage(slug);
    }),
  );
  const seo = await request.run(seoRecord(page.seoId));
  return {
    title: page.title,
    html: localiseCmsLinks(withoutLeadingTitle(sanitizeCmsHtml(page.html)), request),
    draft: page.status === 'Draft',
    seo: head(request, seo, page.title),
  };
};

export const loadTournamentsPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const [promotions, seo] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.promotions(), layoutSeo('Tournaments')], { concurrency: 'unbounded' });
    }),
  );
  const title = texts.tournamentsTitle;
  return {
    title,
    rulesHref: link(request, 'preview-page-slug', { slug: 'pravidla-turnaju' }),
    promotions: visitorPromotions(promotions).map((promotion) => promotionView(request, promotion)),
    seo: head(request, seo, title, texts.tournamentsDescription),
  };
};
