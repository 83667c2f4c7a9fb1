// The lobbies' widgets as a guest sees them, made from what the server fetched (lobby-sources.server.ts):
// pure (no calls, the time of the fetch given), so the rules of each widget are tested over a range
// of inputs. A source that failed makes its widgets show the spec's error key; a widget pointing at
// nothing is left out.
import {
  assetUrl,
  capCategoryGames,
  ErrorKey,
  formatBetRange,
  isLiveGameType,
  MAX_GAMES,
  isPlayerOnlyList,
  personalCategoryKindBySource,
  personalCategoryPath,
  type Carousel,
  type Category,
  type Collection,
  type CollectionGroup,
  type Game,
  type Jackpot,
  type LiveWinner,
  type PageLayout,
  type Provider,
  type VideoWidget,
  type Vertical,
  type Widget,
} from '@casino/core';
import { jackpotView } from '../jackpot-view.ts';
import { winnerView } from '../winner-view.ts';
import { sanitizeCmsHtml } from '../html/sanitize-html.server.ts';
import { cmsLink, linkTo, type LinkContext } from '../page-links.ts';
import { compactGames } from './compact-games.ts';
import { isPlayersServiceList, isServiceList } from './service-rows/service-lists.ts';
import type { BrowserRowPlace, LobbyWidgetView, WinnersResult } from './lobby-views.ts';
import type { ViewCache } from '../view-cache.server.ts';

/** Carousel slides (3:1 banners) on phones and on wider screens. */
const SLIDE_SIZE = { width: 640, height: 213 } as const;
const SLIDE_SIZE_WIDE = { width: 1280, height: 427 } as const;
const ICON_SIZE = 96;
const LOGO_SIZE = { width: 256, height: 96 } as const;
const POSTER_SIZE = { width: 640, height: 360 } as const;
const PROVIDERS_SHOWN = 24;
const WINNERS_SHOWN = 12;
/** Bet ranges are always shown in the Czech format (part 2 §9); the site's currency is CZK. */
export const DEFAULT_CURRENCY = 'CZK';

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

/** Only lists with fixed games are rendered on the server: player and service lists need a session or the browser. */
export const isGuestList = (category: Pick<Category, 'type'>): boolean => category.type === 'Default';

export const layoutOf = (layouts: readonly PageLayout[], vertical: Vertical): PageLayout | undefined =>
  layouts.find((layout) => layout.lobbyType === vertical && (vertical === 'Live' ? layout.type === 'live-lobby' : layout.type === 'default'));

const rowPlace = (widget: Widget, category: Category, vertical: Vertical): BrowserRowPlace => ({
  id: widget.id,
  categoryId: category.id,
  source: category.type,
  lobby: vertical === 'Live' ? 'live' : 'casino',
  title: widget.title ?? category.title,
  layout: category.style,
});

/** A player-only list's place in the layout: drawn by the browser for a player, nothing for a visitor. */
const playerWidget = (widget: Widget, category: Category, vertical: Vertical, context: LinkContext): LobbyWidgetView => {
  const kind = personalCategoryKindBySource(category.type);
  return {
    kind: 'player',
    ...rowPlace(widget, category, vertical),
    moreHref: kind === null ? null : personalCategoryPath(kind, { liveLayoutActive: vertical === 'Live', locale: context.locale, preview: context.preview }),
  };
};

/** A service list's place in the layout: its games come to the browser alone (service-rows/). */
const serviceWidget = (widget: Widget, category: Category, vertical: Vertical): LobbyWidgetView => ({
  kind: 'service',
  ...rowPlace(widget, category, vertical),
  playersOnly: isPlayersServiceList(category.type),
});

const gamesWidget = (widget: Widget, vertical: Vertical, sources: LobbySources, lookups: Lookups, context: LinkContext): LobbyWidgetView | null => {
  const category = widget.refId ? lookups.categoryById.get(widget.refId) : undefined;
  if (category !== undefined && isPlayerOnlyList(category.type)) return playerWidget(widget, category, vertical, context);
  if (category !== undefined && isServiceList(category.type)) return serviceWidget(widget, category, vertical);
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
    games: compactGames(shown, lookups.providerNames, {
      place: category.style,
      assetBase: context.assetBase,
      locale: context.locale,
      preview: context.preview,
      // A live table's tile shows its bet range.
      ...(shown.some((game) => isLiveGameType(game.type))
        ? { detailOf: (game: Game) => (isLiveGameType(game.type) ? formatBetRange(game.minBet, game.maxBet, sources.currency) : '') }
        : {}),
    }),
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

const jackpotsWidget = (widget: Widget, sources: LobbySources, context: LinkContext): LobbyWidgetView | null => {
  if (sources.jackpots === null)
    return { kind: 'error', id: widget.id, title: widget.title ?? null, errorKey: sources.failures.jackpots ?? ErrorKey.failedToFetchJackpots };
  if (sources.jackpots.length === 0) return null;
  return {
    kind: 'jackpots',
    id: widget.id,
    title: widget.title ?? null,
    fetchedAt: sources.fetchedAt,
    jackpots: sources.jackpots.map((jackpot) => jackpotView(jackpot, context)),
  };
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
      return jackpotsWidget(widget, sources, context);
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

const lookupsOf = (sources: LobbySources): Lookups => ({
  categoryById: new Map(sources.categories.map((category) => [category.id, category])),
  gameByCode: new Map(sources.games.map((game) => [game.gameCode, game])),
  providerNames: new Map((sources.providers ?? []).map((provider) => [provider.id, provider.name])),
});

/** The widgets of a lobby's layout as a guest sees them, in the layout's order. */
export const lobbyWidgets = (layout: PageLayout, sources: LobbySources, context: LinkContext): LobbyWidgetView[] => {
  const lookups = lookupsOf(sources);
  return layout.widgets.flatMap((widget) => widgetView(widget, layout.lobbyType, sources, lookups, context) ?? []);
};

/**
 * lobbyWidgets, with every widget but the jackpots made once per version of the shared answers it
 * is made from (the layout, categories, games, providers, collections, carousels, videos) and per
 * language, preview mode, asset host and currency; the jackpots, whose amounts move, per request.
 */
export const cachedLobbyWidgets = (views: ViewCache, layout: PageLayout, sources: LobbySources, context: LinkContext): LobbyWidgetView[] => {
  const fromSharedAnswers = views.view(
    'lobby-widgets',
    [layout, sources.categories, sources.games, sources.providers, sources.collections, sources.collectionGroups, sources.carousels, sources.videos],
    // The jackpots' failure is no term: their widget is made per request.
    JSON.stringify([context.locale, context.preview, context.assetBase, sources.currency, { ...sources.failures, jackpots: undefined }]),
    () => {
      const lookups = lookupsOf(sources);
      return layout.widgets.map((widget) => (widget.type === 'jackpots' ? null : widgetView(widget, layout.lobbyType, sources, lookups, context)));
    },
  );
  return layout.widgets.flatMap((widget, index) => (widget.type === 'jackpots' ? jackpotsWidget(widget, sources, context) : fromSharedAnswers[index]) ?? []);
};

export const winnerViews = (winners: readonly LiveWinner[], context: LinkContext): WinnersResult => ({
  winners: winners.slice(0, WINNERS_SHOWN).map((winner, index) => winnerView(winner, context, index)),
});
