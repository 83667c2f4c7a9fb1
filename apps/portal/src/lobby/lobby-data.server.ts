// The lobbies' data, fetched on the server for each request: the lobby's layout and everything its
// widgets point at (categories, games, providers, collections, carousels, videos, jackpots), every
// response decoded by the api-clients. A runtime is made per request over a memory environment (no
// cookies: the server renders what a guest sees) and disposed when the last call is done. Calls
// that only one widget needs may fail alone: that widget then shows the spec's error key.
import { Effect } from 'effect';
import { ContentApi, LiveWinners, LocalApi, Settings } from '@casino/api-clients';
import {
  addLocalePrefix,
  assetUrl,
  capCategoryGames,
  ErrorKey,
  formatBetRange,
  formatCurrency,
  gameImageUrl,
  isExternalLink,
  isLiveGameType,
  jackpotSeed,
  MAX_GAMES,
  previewLink,
  routePath,
  type Carousel,
  type Category,
  type Collection,
  type CollectionGroup,
  type Game,
  type GameTileLayout,
  type ImageType,
  type Jackpot,
  type LiveWinner,
  type Locale,
  type PageLayout,
  type Provider,
  type RouteName,
  type VideoWidget,
  type Vertical,
  type Widget,
} from '@casino/core';
import { sanitizeCmsHtml } from '../html/sanitize-html.server.ts';
import { createMemoryEnvironment } from '../runtime/environment/memory-environment.ts';
import type { PortalConfig } from '../runtime/portal-config.ts';
import { createPortalRuntime, type PortalRuntime } from '../runtime/portal-runtime.ts';
import type { SharedContent } from '../runtime/shared-content.ts';
import type { LobbyTile, LobbyWidgetView, WinnersResult } from './lobby-views.ts';

export type { LobbyTile, LobbyWidgetView, WinnersResult } from './lobby-views.ts';

export interface LobbyRequest {
  readonly config: PortalConfig;
  readonly locale: Locale;
  readonly preview: boolean;
  /** The portal's own origin, as the environment's location. */
  readonly origin: string;
  readonly signal?: AbortSignal;
  /** The server's shared content answers (see runtime/shared-content.ts). */
  readonly sharedContent?: SharedContent | null;
}

/** The art of each tile layout: image type and a size of the asset ladder (ASSET_DIMENSIONS). */
export const TILE_ART: Readonly<Record<GameTileLayout, { readonly image: ImageType; readonly width: number; readonly height: number }>> = {
  Default: { image: 'Portrait', width: 240, height: 320 },
  DoubleRow: { image: 'Portrait', width: 240, height: 320 },
  Top10: { image: 'Portrait', width: 240, height: 320 },
  Portrait: { image: 'Portrait', width: 360, height: 480 },
  LargeOnMobile: { image: 'Portrait', width: 360, height: 480 },
  Landscape: { image: 'Landscape', width: 480, height: 270 },
};
/** Carousel slides (3:1 banners) on phones and on wider screens. */
const SLIDE_SIZE = { width: 640, height: 213 } as const;
const SLIDE_SIZE_WIDE = { width: 1280, height: 427 } as const;
const ICON_SIZE = 96;
const LOGO_SIZE = { width: 256, height: 96 } as const;
const POSTER_SIZE = { width: 640, height: 360 } as const;
const WINNER_ART = { width: 96, height: 128 } as const;
const PROVIDERS_SHOWN = 24;
const WINNERS_SHOWN = 12;
/** Bet ranges are always shown in the Czech format (part 2 §9); the site's currency is CZK. */
const DEFAULT_CURRENCY = 'CZK';

/** Everything the lobby's widgets can point at. */
export interface LobbySources {
  readonly categories: readonly Category[];
  readonly games: readonly Game[];
  readonly providers: readonly Provider[] | null;
  readonly collections: readonly Collection[] | null;
  readonly collectionGroups: readonly CollectionGroup[] | null;
  readonly carousels: readonly Carousel[] | null;
  readonly videos: readonly VideoWidget[] | null;
  readonly jackpots: readonly Jackpot[] | null;
  readonly currency: string;
  readonly fetchedAt: number;
  /** The error key of each source that failed (carousel, videos, jackpots, providers …). */
  readonly failures: Readonly<Partial<Record<'providers' | 'collections' | 'carousels' | 'videos' | 'jackpots', string>>>;
}

export interface LinkContext {
  readonly locale: Locale;
  readonly preview: boolean;
  readonly assetBase: string;
}

export const linkTo = (context: LinkContext, name: RouteName, params: Readonly<Record<string, string>> = {}): string =>
  routePath(name, params, { locale: context.locale, preview: context.preview });

/** A CMS link: internal paths get the preview segment and the language prefix, external ones stay. */
export const cmsLink = (context: LinkContext, link: string): string =>
  isExternalLink(link) || !link.startsWith('/') ? link : addLocalePrefix(previewLink(link, context.preview), context.locale);

/** Only lists with fixed games are rendered on the server: player and service lists need a session or the browser. */
export const isGuestList = (category: Pick<Category, 'type'>): boolean => category.type === 'Default';

export const layoutOf = (layouts: readonly PageLayout[], vertical: Vertical): PageLayout | undefined =>
  layouts.find((layout) => layout.lobbyType === vertical && (vertical === 'Live' ? layout.type === 'live-lobby' : layout.type === 'default'));

export const tileOf = (game: Game, providerNames: ReadonlyMap<string, string>, layout: GameTileLayout, context: LinkContext, currency: string): LobbyTile => {
  const art = TILE_ART[layout];
  const detail = isLiveGameType(game.type) ? formatBetRange(game.minBet, game.maxBet, currency) : '';
  return {
    gameCode: game.gameCode,
    name: game.name,
    provider: providerNames.get(game.provider) ?? '',
    href: linkTo(context, 'preview-games-game', { game: game.gameCode }),
    imageUrl: gameImageUrl(context.assetBase, game, art.image, { width: art.width, height: art.height }),
    width: art.width,
    height: art.height,
    ...(detail ? { detail } : {}),
  };
};

const gamesWidget = (widget: Widget, vertical: Vertical, sources: LobbySources, lookups: Lookups, context: LinkContext): LobbyWidgetView | null => {
  const category = widget.refId ? lookups.categoryById.get(widget.refId) : undefined;
  if (category === undefined || !isGuestList(category)) return null;
  const listed = category.games.flatMap((code) => lookups.gameByCode.get(code) ?? []);
  const shown = capCategoryGames(category, listed).slice(0, MAX_GAMES);
  if (shown.length === 0) return null;
  return {
    kind: 'games',
    id: widget.id,
    title: widget.title ?? category.title,
    layout: category.style,
    moreHref: linkTo(context, vertical === 'Live' ? 'preview-live-casino-categories-slug' : 'preview-categories-slug', { slug: category.slug }),
    tiles: shown.map((game) => tileOf(game, lookups.providerNames, category.style, context, sources.currency)),
  };
};

const linksWidget = (widget: Widget, sources: LobbySources, context: LinkContext): LobbyWidgetView | null => {
  if (sources.collectionGroups === null || sources.collections === null) {
    return { kind: 'error', id: widget.id, title: widget.title ?? null, errorKey: sources.failures.collections ?? ErrorKey.failedToFetchCollections };
  }
  const group = sources.collectionGroups.find((entry) => entry.id === widget.refId);
  if (group === undefined) return null;
  const collectionById = new Map(sources.collections.map((collection) => [collection.id, collection]));
  const items = group.collections.flatMap((id) => {
    const collection = collectionById.get(id);
    if (collection === undefined) return [];
    return [
      {
        id: collection.id,
        title: collection.title,
        href: linkTo(context, 'preview-collections-slug', { slug: collection.slug }),
        iconUrl: collection.iconImage ? assetUrl(context.assetBase, collection.iconImage, { transform: { width: ICON_SIZE, height: ICON_SIZE } }) : null,
        iconSize: ICON_SIZE,
      },
    ];
  });
  return items.length === 0 ? null : { kind: 'links', id: widget.id, title: widget.title ?? group.title, items };
};

interface Lookups {
  readonly categoryById: ReadonlyMap<string, Category>;
  readonly gameByCode: ReadonlyMap<string, Game>;
  readonly providerNames: ReadonlyMap<string, string>;
}

const widgetView = (widget: Widget, vertical: Vertical, sources: LobbySources, lookups: Lookups, context: LinkContext): LobbyWidgetView | null => {
  const failed = (key: string | undefined, fallback: string): LobbyWidgetView => ({
    kind: 'error',
    id: widget.id,
    title: widget.title ?? null,
    errorKey: key ?? fallback,
  });
  switch (widget.type) {
    case 'games':
      return gamesWidget(widget, vertical, sources, lookups, context);
    case 'collectionGroup':
    case 'collections':
      return linksWidget(widget, sources, context);
    case 'carousel': {
      if (sources.carousels === null) return failed(sources.failures.carousels, ErrorKey.failedToFetchCarousel);
      const carousel = sources.carousels.find((entry) => entry.id === widget.refId);
      if (carousel === undefined || carousel.slides.length === 0) return null;
      return {
        kind: 'carousel',
        id: widget.id,
        slides: carousel.slides.map((slide) => ({
          id: slide.id,
          title: slide.title,
          href: slide.link ? cmsLink(context, slide.link) : null,
          imageUrl: assetUrl(context.assetBase, slide.image, { transform: SLIDE_SIZE }),
          imageUrlWide: assetUrl(context.assetBase, slide.image, { transform: SLIDE_SIZE_WIDE }),
          ...SLIDE_SIZE_WIDE,
        })),
      };
    }
    case 'html':
      return widget.html ? { kind: 'html', id: widget.id, sanitisedHtml: sanitizeCmsHtml(widget.html) } : null;
    case 'jackpots':
      if (sources.jackpots === null) return failed(sources.failures.jackpots, ErrorKey.failedToFetchJackpots);
      if (sources.jackpots.length === 0) return null;
      return {
        kind: 'jackpots',
        id: widget.id,
        title: widget.title ?? null,
        fetchedAt: sources.fetchedAt,
        jackpots: sources.jackpots.map((jackpot) => ({
          id: jackpot.id,
          title: jackpot.title,
          href: linkTo(context, 'preview-jackpots-slug', { slug: jackpot.slug }),
          currencyCode: jackpot.currencyCode,
          levels: jackpot.jackpotLevels.map((level) => ({ name: level.name, amount: level.amount })),
          seed: jackpotSeed(jackpot.id),
        })),
      };
    case 'providers': {
      if (sources.providers === null) return failed(sources.failures.providers, ErrorKey.failedToFetchProviders);
      const wanted =
        vertical === 'Live'
          ? (game: Game | undefined) => game !== undefined && isLiveGameType(game.type)
          : (game: Game | undefined) => game !== undefined && !isLiveGameType(game.type);
      const providers = sources.providers
        .filter((provider) => provider.games.some((code) => wanted(lookups.gameByCode.get(code))))
        .slice(0, PROVIDERS_SHOWN)
        .map((provider) => ({
          id: provider.id,
          name: provider.name,
          href: linkTo(context, 'preview-providers-slug', { slug: provider.slug }),
          logoLightUrl: assetUrl(context.assetBase, provider.logoLight, { transform: LOGO_SIZE }),
          logoDarkUrl: assetUrl(context.assetBase, provider.logoDark, { transform: LOGO_SIZE }),
          ...LOGO_SIZE,
        }));
      return providers.length === 0 ? null : { kind: 'providers', id: widget.id, title: widget.title ?? null, providers };
    }
    case 'videos': {
      if (sources.videos === null) return failed(sources.failures.videos, ErrorKey.failedToFetchVideos);
      const video = sources.videos.find((entry) => entry.id === widget.refId);
      if (video === undefined) return null;
      return {
        kind: 'video',
        id: widget.id,
        title: widget.title ?? video.title,
        videoUrl: new URL(video.videoUrl, context.assetBase).href,
        posterUrl: video.posterImage ? assetUrl(context.assetBase, video.posterImage, { transform: POSTER_SIZE }) : null,
        ...POSTER_SIZE,
      };
    }
    case 'winners':
      return { kind: 'winners', id: widget.id, title: widget.title ?? null };
  }
};

/** The widgets of a lobby's layout as a guest sees them, in the layout's order. */
export const lobbyWidgets = (layout: PageLayout, sources: LobbySources, context: LinkContext): LobbyWidgetView[] => {
  const lookups: Lookups = {
    categoryById: new Map(sources.categories.map((category) => [category.id, category])),
    gameByCode: new Map(sources.games.map((game) => [game.gameCode, game])),
    providerNames: new Map((sources.providers ?? []).map((provider) => [provider.id, provider.name])),
  };
  return layout.widgets.flatMap((widget) => widgetView(widget, layout.lobbyType, sources, lookups, context) ?? []);
};

export const winnerViews = (winners: readonly LiveWinner[], context: LinkContext): WinnersResult => ({
  winners: winners.slice(0, WINNERS_SHOWN).map((winner, index) => ({
    id: `${winner.gameCode}-${winner.wonAt}-${index}`,
    nickname: winner.nickname,
    gameName: winner.game.name,
    href: linkTo(context, 'preview-games-game', { game: winner.gameCode }),
    amount: formatCurrency(winner.amount, winner.currencyCode, { locale: 'cs-CZ' }),
    imageUrl: gameImageUrl(context.assetBase, winner.game, 'Portrait', WINNER_ART),
    ...WINNER_ART,
  })),
});

/** The spec's key of a failed call (every api-clients error carries one), or the given one. */
export const errorKeyOf = (error: unknown, fallback: string): string =>
  typeof error === 'object' && error !== null && 'errorKey' in error && typeof error.errorKey === 'string' ? error.errorKey : fallback;

/** A page whose main call failed: the spec's key; the page renders it as its error state. */
export class LobbyLoadError extends Error {
  readonly errorKey: string;
  constructor(errorKey: string, cause: unknown) {
    super(errorKey, { cause });
    this.errorKey = errorKey;
  }
}

export const requestRuntime = (request: LobbyRequest): PortalRuntime =>
  createPortalRuntime({
    config: request.config,
    environment: createMemoryEnvironment({ origin: request.origin }),
    locale: request.locale,
    preview: request.preview,
    sharedContent: request.sharedContent ?? null,
  });

export const linkContextOf = (request: LobbyRequest): LinkContext => ({
  locale: request.locale,
  preview: request.preview,
  assetBase: request.config.urls.contentApi,
});

const settle = async <A>(promise: Promise<A>): Promise<{ readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown }> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

export interface LobbyData {
  readonly widgets: readonly LobbyWidgetView[];
  readonly seoTitle: string | null;
  /** Live winners, when the layout has the widget: they stream in after the first paint. */
  readonly winners: Promise<WinnersResult> | null;
}

export const loadLobby = async (request: LobbyRequest, vertical: Vertical): Promise<LobbyData> => {
  const runtime = requestRuntime(request);
  const run = <A, E>(effect: Effect.Effect<A, E, LocalApi | ContentApi | Settings | LiveWinners>) => runtime.api.run(effect, request.signal);
  let disposeLater = false;
  try {
    const [layouts, categories, games, providers, collections, collectionGroups, carousels, videos, jackpots, settings] = await Promise.all([
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* LocalApi;
            return yield* api.layouts();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* LocalApi;
            return yield* api.categories();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* ContentApi;
            return yield* api.games();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* ContentApi;
            return yield* api.providers();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* ContentApi;
            return yield* api.collections();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* ContentApi;
            return yield* api.collectionGroups();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* LocalApi;
            return yield* api.carousels();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* LocalApi;
            return yield* api.videoWidgets();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* ContentApi;
            return yield* api.jackpots();
          }),
        ),
      ),
      settle(
        run(
          Effect.gen(function* () {
            const api = yield* Settings;
            return yield* api.globalSettings();
          }),
        ),
      ),
    ]);
    if (!layouts.ok) throw new LobbyLoadError(errorKeyOf(layouts.error, ErrorKey.failedToFetchLayouts), layouts.error);
    if (!categories.ok) throw new LobbyLoadError(errorKeyOf(categories.error, ErrorKey.failedToFetchCategories), categories.error);
    if (!games.ok) throw new LobbyLoadError(errorKeyOf(games.error, ErrorKey.failedToFetchGames), games.error);
    const layout = layoutOf(layouts.value, vertical);
    if (layout === undefined) throw new LobbyLoadError(ErrorKey.failedToFetchLayouts, new Error(`no ${vertical} lobby layout`));
    const failures: Record<string, string> = {};
    const valueOr = <A>(result: Awaited<ReturnType<typeof settle<A>>>, name: keyof LobbySources['failures'], fallback: string): A | null => {
      if (result.ok) return result.value;
      failures[name] = errorKeyOf(result.error, fallback);
      return null;
    };
    const sources: LobbySources = {
      categories: categories.value,
      games: games.value,
      providers: valueOr(providers, 'providers', ErrorKey.failedToFetchProviders),
      collections: valueOr(collections, 'collections', ErrorKey.failedToFetchCollections),
      collectionGroups: valueOr(collectionGroups, 'collections', ErrorKey.failedToFetchCollectionGroups),
      carousels: valueOr(carousels, 'carousels', ErrorKey.failedToFetchCarousel),
      videos: valueOr(videos, 'videos', ErrorKey.failedToFetchVideos),
      jackpots: valueOr(jackpots, 'jackpots', ErrorKey.failedToFetchJackpots),
      currency: settings.ok ? settings.value.currency.code || DEFAULT_CURRENCY : DEFAULT_CURRENCY,
      fetchedAt: Date.now(),
      failures,
    };
    const context = linkContextOf(request);
    const widgets = lobbyWidgets(layout, sources, context);
    const seoId = layout.seoId[vertical === 'Live' ? 'LiveLobby' : 'Lobby'];
    const seo = seoId
      ? await settle(
          run(
            Effect.gen(function* () {
              const api = yield* LocalApi;
              return yield* api.seo(seoId);
            }),
          ),
        )
      : null;
    let winners: Promise<WinnersResult> | null = null;
    if (widgets.some((widget) => widget.kind === 'winners')) {
      disposeLater = true;
      winners = run(
        Effect.gen(function* () {
          const api = yield* LiveWinners;
          return yield* api.liveWinners(request.config.liveWinnersCountry, games.value);
        }),
      )
        .then(
          (found) => winnerViews(found, context),
          (error: unknown) => ({ errorKey: errorKeyOf(error, ErrorKey.failedToFetchLiveWinners) }),
        )
        .finally(() => runtime.dispose());
    }
    return { widgets, seoTitle: seo?.ok ? seo.value.title : null, winners };
  } finally {
    if (!disposeLater) await runtime.dispose();
  }
};
