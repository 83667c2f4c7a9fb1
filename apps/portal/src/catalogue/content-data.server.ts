// The content pages' data (promotions as a visitor sees them, CMS content pages, tournaments): CMS
// HTML reaches the page only through sanitizeCmsHtml, with the site's links made to follow the
// visitor's language and the preview.
import { Effect } from 'effect';
import { ContentApi, LocalApi } from '@casino/api-clients';
import { addLocalePrefix, isExternalLink, isPromotionRestricted, previewLink, stripLocalePrefix, type Promotion } from '@casino/core';
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
  return {
    title,
    promotions: visitorPromotions(promotions).map((promotion) => promotionView(request, promotion)),
    seo: head(request, seo, title, texts.promotionsDescription),
  };
};

export const loadPromotionPage = async (request: CatalogueRequest) => {
  const slug = slugOf(request);
  const [promotion, games, providers] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.promotion(slug), content.games(), content.providers()], { concurrency: 'unbounded' });
    }),
  );
  // A promotion for logged-in players only is hidden from visitors: for them it does not exist.
  if (visitorPromotions([promotion]).length === 0) throw new CatalogueNotFound(slug);
  const view = promotionView(request, promotion);
  return {
    ...view,
    backHref: link(request, 'preview-promotions'),
    tiles: tilesOf(request, promotion.games, games, providers),
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
