// The catalogue pages' data, fetched on the server per request through the api-clients and shaped
// into plain view models (serialisable loader data): the view models and helpers every catalogue
// page shares (tiles, images, links, seo head), and the providers, genres, categories and jackpots
// pages. Promotions and content pages are in content-data.server.ts, winners in
// winners-data.server.ts. Rules come from core (category caps, image URLs, currency); nothing here
// renders.
import type { JackpotView as TickerJackpotView } from '@casino/react-ui';
import { Effect } from 'effect';
import { ContentApi, LocalApi } from '@casino/api-clients';
import { assetUrl, capCategoryGames, formatCurrency, type Game, type Jackpot, type PageLayout, type Provider, type RouteName, type Seo } from '@casino/core';
import { gameTileView, type GameTileWithCode } from '../game-tile-view.ts';
import { jackpotView as tickerJackpotView } from '../jackpot-view.ts';
import { linkTo } from '../page-links.ts';
import type { PageRequest } from '../request-context.server.ts';
import { CatalogueNotFound, type CatalogueRequest } from './page-request.server.ts';
import { filterPageGames } from '../filters/page-filters.server.ts';
import { siteOgImage } from './og-image.ts';
import { seoHead, type SeoHead } from './seo-head.ts';

/** The page texts the loaders need, already in the visitor's language (catalogue-texts.ts makes them). */
export interface CatalogueTexts {
  readonly gameCount: (count: number) => string;
  readonly providersTitle: string;
  readonly providersDescription: string;
  readonly providerDescription: (name: string) => string;
  readonly collectionsTitle: string;
  readonly collectionsDescription: string;
  readonly otherCollections: string;
  readonly collectionDescription: (title: string) => string;
  readonly categoryDescription: (title: string) => string;
  readonly promotionsTitle: string;
  readonly promotionsDescription: string;
  readonly tournamentsTitle: string;
  readonly tournamentsDescription: string;
  readonly jackpotsTitle: string;
  readonly jackpotsDescription: string;
  readonly jackpotDescription: (title: string, level: string, amount: string) => string;
  readonly winnersTitle: (kind: WinnersKind) => string;
  readonly winnersDescription: (kind: WinnersKind) => string;
}

export type WinnersKind = 'hub' | 'top' | 'jackpot' | 'hall-of-fame';

export interface CatalogueImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface CatalogueCard {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly image: CatalogueImage | null;
  /** A short line under the title (game count, top jackpot …). */
  readonly detail: string;
}

export interface ProviderLogoImages {
  readonly light: CatalogueImage;
  readonly dark: CatalogueImage;
}

interface ProviderCard extends Omit<CatalogueCard, 'image'> {
  readonly logos: ProviderLogoImages;
}

/** A jackpot of the catalogue pages: react-ui's view and the time of its fetch (the ticker's clock starts there). */
export interface CatalogueJackpotView extends TickerJackpotView {
  readonly fetchedAt: number;
}

export interface PromotionView {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly image: CatalogueImage | null;
  /** Sanitised by sanitizeCmsHtml on the server: the only way CMS HTML reaches the page. */
  readonly html: string;
  readonly draft: boolean;
  /** How a player opts in (by the bonus template, else by the marketing tag); both null: nothing to opt in to. */
  readonly templateCode: string | null;
  readonly tagName: string | null;
}

const LOGO_SIZE = { width: 320, height: 120 } as const;
const ICON_SIZE = { width: 128, height: 128 } as const;
export const PROMOTION_SIZE = { width: 640, height: 360 } as const;

export const image = (request: CatalogueRequest, id: string, size: { readonly width: number; readonly height: number }): CatalogueImage => ({
  src: assetUrl(request.config.urls.contentApi, id, { transform: { ...size, fit: 'cover' } }),
  ...size,
});

export const link = (request: CatalogueRequest, name: RouteName, params: Record<string, string> = {}): string => linkTo(request.links, name, params);

const money = (amount: number, currencyCode: string): string => formatCurrency(amount, currencyCode, { locale: 'cs-CZ' });

export const tilesOf = (request: CatalogueRequest, codes: readonly string[], games: readonly Game[], providers: readonly Provider[]): GameTileWithCode[] => {
  const gameByCode = new Map(games.map((game) => [game.gameCode, game]));
  const providerById = new Map(providers.map((provider) => [provider.id, provider]));
  return codes.flatMap((code) => {
    const game = gameByCode.get(code);
    return game === undefined ? [] : [gameTileView(game, providerById.get(game.provider)?.name ?? '', 'CatalogueGrid', request.links)];
  });
};

/** The item's own list first, then the catalogue's games that name the item and are not in it yet. */
export const gamesNaming = (own: readonly string[], games: readonly Game[], names: (game: Game) => boolean): string[] => {
  const codes = new Set(own);
  return [...own, ...games.filter((game) => !codes.has(game.gameCode) && names(game)).map((game) => game.gameCode)];
};

export const slugOf = (request: CatalogueRequest): string => {
  const slug = request.params['slug'];
  if (slug === undefined || slug === '') throw new CatalogueNotFound('(no slug)');
  return slug;
};

/** A seo record by id; a missing or failing record leaves the page's own values (never fails the page). */
export const seoRecord = (id: string | null | undefined) =>
  id
    ? Effect.gen(function* () {
        const local = yield* LocalApi;
        return yield* local.seo(id);
      }).pipe(
        Effect.map((seo): Seo | null => seo),
        Effect.catch(() => Effect.succeed(null)),
      )
    : Effect.succeed(null);

/** The seo record a layout names for a page type (Providers, Collections, Jackpots, Promotions, Winners, Tournaments). */
export const layoutSeo = (pageType: string) =>
  Effect.gen(function* () {
    const local = yield* LocalApi;
    return yield* local.layouts();
  }).pipe(
    Effect.catch(() => Effect.succeed([] as readonly PageLayout[])),
    Effect.flatMap((layouts) => seoRecord(layouts.find((layout) => layout.seoId[pageType] !== undefined)?.seoId[pageType])),
  );

/** A page's whole head from its seo record (every page: catalogue pages, the lobbies, the all-games pages, the pages still to come). */
export const head = (
  request: Pick<PageRequest, 'canonical' | 'preview' | 'config' | 'locale' | 'origin'>,
  seo: Seo | null,
  title: string,
  description?: string | null,
  imageId?: string | null,
  { noindex = false }: { readonly noindex?: boolean } = {},
): SeoHead =>
  seoHead({
    seo,
    title,
    description: description ?? null,
    imageId: imageId ?? null,
    canonical: request.canonical,
    noindex: noindex || request.preview,
    contentApi: request.config.urls.contentApi,
    siteName: request.config.siteName[request.locale],
    defaultImage: siteOgImage(request.origin),
  });

// ---------------------------------------------------------------- providers

const providerLogos = (request: CatalogueRequest, provider: Provider): ProviderLogoImages => ({
  light: image(request, provider.logoLight, LOGO_SIZE),
  dark: image(request, provider.logoDark, LOGO_SIZE),
});

export const loadProvidersPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const [providers, seo] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.providers(), layoutSeo('Providers')], { concurrency: 'unbounded' });
    }),
  );
  const title = texts.providersTitle;
  const cards: ProviderCard[] = [...providers]
    .sort((a, b) => a.name.localeCompare(b.name, 'cs'))
    .map((provider) => ({
      id: provider.id,
      title: provider.name,
      href: link(request, 'preview-providers-slug', { slug: provider.slug }),
      logos: providerLogos(request, provider),
      detail: texts.gameCount(provider.games.length),
    }));
  return { title, providers: cards, seo: head(request, seo, title, texts.providersDescription) };
};

export const loadProviderPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const slug = slugOf(request);
  const [providers, games] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.providers(), content.games()], { concurrency: 'unbounded' });
    }),
  );
  const provider = providers.find((each) => each.slug === slug);
  if (provider === undefined) throw new CatalogueNotFound(slug);
  const filtered = filterPageGames(
    request.url,
    gamesNaming(provider.games, games, (game) => game.provider === provider.id),
    games,
  );
  const tiles = tilesOf(request, filtered.codes, games, providers);
  return {
    title: provider.name,
    filters: { fixed: { group: 'provider', option: provider.id } as const, activeCount: filtered.activeFilters },
    logos: providerLogos(request, provider),
    detail: texts.gameCount(tiles.length),
    backHref: link(request, 'preview-providers'),
    tiles,
    seo: head(request, null, provider.name, texts.providerDescription(provider.name), provider.logoDark),
  };
};

// ---------------------------------------------------------------- collections and categories

export const loadCollectionsPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const [collections, groups, games, seo] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.collections(), content.collectionGroups(), content.games(), layoutSeo('Collections')], { concurrency: 'unbounded' });
    }),
  );
  const known = new Set(games.map((game) => game.gameCode));
  const title = texts.collectionsTitle;
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  const cardOf = (id: string): CatalogueCard[] => {
    const collection = byId.get(id);
    if (collection === undefined || collection.excludeFromPage) return [];
    const count = gamesNaming(collection.games, games, (game) => game.collections.includes(collection.id)).filter((code) => known.has(code)).length;
    // A genre without a game would lead to an empty page: it has no card.
    if (count === 0) return [];
    return [
      {
        id: collection.id,
        title: collection.title,
        href: link(request, 'preview-collections-slug', { slug: collection.slug }),
        image: collection.iconImage ? image(request, collection.iconImage, ICON_SIZE) : null,
        detail: texts.gameCount(count),
      },
    ];
  };
  // Groups give the page its sections; a collection in no group still gets a card at the end.
  const grouped = new Set(groups.flatMap((group) => group.collections));
  const sections = groups
    .map((group) => ({ id: group.id, title: group.title, cards: group.collections.flatMap(cardOf) }))
    .filter((section) => section.cards.length > 0);
  const rest = collections.filter((collection) => !grouped.has(collection.id)).flatMap((collection) => cardOf(collection.id));
  if (rest.length > 0) sections.push({ id: 'other', title: texts.otherCollections, cards: rest });
  return { title, sections, seo: head(request, seo, title, texts.collectionsDescription) };
};

export const loadCollectionPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const slug = slugOf(request);
  const [collections, games, providers] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.collections(), content.games(), content.providers()], { concurrency: 'unbounded' });
    }),
  );
  const collection = collections.find((each) => each.slug === slug);
  if (collection === undefined) throw new CatalogueNotFound(slug);
  const seo = await request.run(seoRecord(collection.seoId));
  const filtered = filterPageGames(
    request.url,
    gamesNaming(collection.games, games, (game) => game.collections.includes(collection.id)),
    games,
  );
  const tiles = tilesOf(request, filtered.codes, games, providers);
  return {
    title: collection.title,
    filters: { fixed: { group: 'collection', option: collection.id } as const, activeCount: filtered.activeFilters },
    detail: texts.gameCount(tiles.length),
    backHref: link(request, 'preview-collections'),
    tiles,
    seo: head(request, seo, collection.title, texts.collectionDescription(collection.title), collection.iconImage),
  };
};

export const loadCategoryPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const slug = slugOf(request);
  const [categories, games, providers] = await request.run(
    Effect.gen(function* () {
      const local = yield* LocalApi;
      const content = yield* ContentApi;
      return yield* Effect.all([local.categories(), content.games(), content.providers()], { concurrency: 'unbounded' });
    }),
  );
  // /kategorie/ shows the casino's categories; the live ones have /kasino-zive/kategorie/.
  const category = categories.find((each) => each.slug === slug && each.lobby === 'casino');
  if (category === undefined) throw new CatalogueNotFound(slug);
  const seo = await request.run(seoRecord(category.seoId));
  const gameByCode = new Map(games.map((game) => [game.gameCode, game]));
  const listed = category.games.flatMap((code) => gameByCode.get(code) ?? []);
  const shown = capCategoryGames(category, listed);
  // A category of fixed games offers the filters; a service or player list (its games change) does not.
  const filterable = category.type === 'Default';
  const filtered = filterable
    ? filterPageGames(
        request.url,
        shown.map((game) => game.gameCode),
        games,
      )
    : { codes: shown.map((game) => game.gameCode), activeFilters: 0 };
  const tiles = tilesOf(request, filtered.codes, games, providers);
  return {
    title: category.title,
    detail: texts.gameCount(tiles.length),
    /** Player lists (favourites, most played …) are empty for a visitor: the page says so. */
    personal: category.type !== 'Default' && tiles.length === 0,
    filters: filterable ? { fixed: { group: 'category', option: category.id } as const, activeCount: filtered.activeFilters } : null,
    tiles,
    seo: head(request, seo, category.title, texts.categoryDescription(category.title), category.iconImage),
  };
};

// ---------------------------------------------------------------- jackpots

const jackpotView = (request: CatalogueRequest, jackpot: Jackpot, fetchedAt: number): CatalogueJackpotView => ({
  ...tickerJackpotView(jackpot, request.links),
  fetchedAt,
});

export const loadJackpotsPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const [jackpots, seo] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.jackpots(), layoutSeo('Jackpots')], { concurrency: 'unbounded' });
    }),
  );
  const title = texts.jackpotsTitle;
  return {
    title,
    jackpots: jackpots.map((jackpot) => jackpotView(request, jackpot, Date.now())),
    seo: head(request, seo, title, texts.jackpotsDescription),
  };
};

export const loadJackpotPage = async (request: CatalogueRequest, texts: CatalogueTexts) => {
  const slug = slugOf(request);
  const [jackpots, games, providers] = await request.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.jackpots(), content.games(), content.providers()], { concurrency: 'unbounded' });
    }),
  );
  const jackpot = jackpots.find((each) => each.slug === slug);
  if (jackpot === undefined) throw new CatalogueNotFound(slug);
  const view = jackpotView(request, jackpot, Date.now());
  const top = view.levels[0];
  return {
    ...view,
    backHref: link(request, 'preview-jackpots'),
    tiles: tilesOf(request, jackpot.gameCodes, games, providers),
    seo: head(request, null, jackpot.title, top ? texts.jackpotDescription(jackpot.title, top.name, money(top.amount, jackpot.currencyCode)) : null),
  };
};
