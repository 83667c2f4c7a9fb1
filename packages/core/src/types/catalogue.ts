// Catalogue entities of spec part 1 §3 and part 2 §3, with the spec's field names.
import type {
  ContentStatus,
  GameListSource,
  GameTileLayout,
  GameType,
  Layout,
  Lobby,
  MenuItemType,
  PromotionVisibility,
  Vertical,
  WidgetType,
} from './enums.ts';

export interface GameLabel {
  readonly title: string;
  readonly color: string;
  readonly textColor: string;
}

/** A catalogue game. Optional numbers may be missing on the wire; the rules give them defaults. */
export interface Game {
  readonly gameCode: string;
  readonly name: string;
  readonly type: GameType;
  /** Provider id. */
  readonly provider: string;
  /** Category ids. */
  readonly categories: readonly string[];
  /** Collection ids. */
  readonly collections: readonly string[];
  readonly numberOfReels: number;
  readonly jackpot: boolean;
  readonly gamble: boolean;
  readonly bonusGameFeature: boolean;
  readonly minBet: number | null;
  readonly maxBet: number | null;
  readonly maxWin?: number | null;
  readonly rtp?: number | null;
  readonly volatility?: number | null;
  /** 0–10 */
  readonly promotionLevel?: number | null;
  /** 0–10 */
  readonly commercialTier?: number | null;
  readonly demoEnabled: boolean;
  readonly requirePassword: boolean;
  readonly labels: readonly GameLabel[];
  readonly fileVersion: number;
}

/** Details fetched per game code for the game-details modal. */
export interface GameInfo {
  readonly description: string | null;
  readonly videoPreview: string | null;
  readonly lines: number | null;
  readonly numberOfReels: number | null;
  readonly volatility: number | null;
  /** Shown with 2 decimals and %. */
  readonly rtp: number | null;
  readonly labels: readonly GameLabel[];
  readonly specialFeatures: readonly string[];
}

export interface Dealer {
  readonly DealerName: string;
}

/** A live table as the live feed sends it. */
export interface LiveTable {
  readonly ImsGameCode: string;
  readonly Language: string;
  /** 'online' or any other status. */
  readonly Status: string;
  /** Seat id → taken. */
  readonly SeatsAvailability: Readonly<Record<string, boolean>>;
  readonly DynamicImageUrl: string | null;
  readonly Dealer: Dealer | null;
}

/** A single-table change of the live feed: the game code and the fields that changed. */
export type LiveTableUpdate = Pick<LiveTable, 'ImsGameCode'> & Partial<Omit<LiveTable, 'ImsGameCode'>>;

/** The catalogue game with the live-table fields merged onto it (D0). */
export type LiveGame = Game & Partial<LiveTable>;

export interface LanguageGroup {
  readonly code: string;
  readonly name: string;
  readonly flagImg: string | null;
  /** Game codes. */
  readonly tables: readonly string[];
}

export interface MenuItem {
  readonly id: string;
  readonly type: MenuItemType;
  readonly title: string;
  /** Default casino. */
  readonly lobby: Lobby;
  readonly isPersonalized: boolean;
  readonly route: string;
  readonly img: string | null;
}

export type SubmenuItemType = 'contentPage' | 'promotion' | 'link';

export interface SubmenuItem {
  readonly icon: string | null;
  readonly title: string;
  readonly type: SubmenuItemType;
  readonly slug: string | null;
  readonly url: string | null;
}

export interface Provider {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  /** Game codes. */
  readonly games: readonly string[];
  readonly iconImage: string;
  readonly logoLight: string;
  readonly logoDark: string;
}

export interface JackpotLevel {
  readonly name: string;
  readonly amount: number;
}

export interface Jackpot {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly currencyCode: string;
  readonly gameCodes: readonly string[];
  /** Index 0 is the top level (the largest amount). */
  readonly jackpotLevels: readonly JackpotLevel[];
}

export interface Promotion {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  /** Game codes. */
  readonly games: readonly string[];
  readonly templateCode: string | null;
  readonly tagName: string | null;
  readonly visibleTo: PromotionVisibility | null;
  readonly status: ContentStatus;
}

export interface ContentPage {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  /** CMS HTML; sanitised before it is shown. */
  readonly html: string;
  readonly status: ContentStatus;
  readonly seoId: string | null;
}

export interface Collection {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly url: string | null;
  readonly iconImage: string | null;
  /** Game codes. */
  readonly games: readonly string[];
  readonly excludeFromPage: boolean;
  readonly seoId: string | null;
  readonly actionRoute: string | null;
}

export interface CollectionGroup {
  readonly id: string;
  readonly title: string;
  /** Collection ids. */
  readonly collections: readonly string[];
}

export interface Category {
  readonly id: string;
  readonly slug: string;
  /** Where the category's games come from: a fixed list (Default), a service, or the player. */
  readonly type: GameListSource;
  readonly title: string;
  readonly lobby: Lobby;
  /** Tile style; Top10 categories are cut to 10 games. */
  readonly style: GameTileLayout;
  readonly widgets: readonly Widget[];
  /** Game codes. */
  readonly games: readonly string[];
  readonly iconImage: string | null;
  readonly seoId: string | null;
}

export interface Widget {
  readonly id: string;
  readonly type: WidgetType;
  /** Title shown above the widget, if any. */
  readonly title?: string | null;
  /** What the widget shows: a category, collection group, carousel … id. */
  readonly refId?: string | null;
  /** HTML widgets carry CMS HTML. */
  readonly html?: string | null;
}

/** Page type → seo record id. */
export type SeoIds = Readonly<Partial<Record<string, string>>>;

export interface PageLayout {
  readonly id: string;
  readonly type: Layout | 'live-lobby';
  readonly lobbyType: Vertical;
  readonly widgets: readonly Widget[];
  readonly seoId: SeoIds;
}

export interface Seo {
  readonly title: string;
  readonly ogTitle: string | null;
  readonly description: string | null;
  readonly ogDescription: string | null;
  readonly ogImage: string | null;
  readonly twitterCard: string | null;
  readonly metaRobots: string | null;
}

export interface CarouselSlide {
  readonly id: string;
  readonly title: string;
  readonly image: string;
  readonly link: string | null;
}

export interface Carousel {
  readonly id: string;
  readonly lobby: Lobby;
  readonly slides: readonly CarouselSlide[];
}

export interface VideoWidget {
  readonly id: string;
  readonly title: string;
  readonly videoUrl: string;
  readonly posterImage: string | null;
}

/** The whole catalogue a lobby searches and filters. */
export interface Catalogue {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
}
