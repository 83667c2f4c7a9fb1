// Schemas of the catalogue entities (core types/catalogue.ts).
import { Schema } from 'effect';
import {
  GameListSource,
  GameTileLayout,
  GameType,
  Layout,
  Lobby,
  MenuItemType,
  PromotionVisibility,
  ContentStatus,
  Vertical,
  WidgetType,
  type Carousel,
  type CarouselSlide,
  type Category,
  type Collection,
  type CollectionGroup,
  type ContentPage,
  type Game,
  type GameInfo,
  type GameLabel,
  type Jackpot,
  type JackpotLevel,
  type MenuItem,
  type PageLayout,
  type Promotion,
  type Provider,
  type Seo,
  type SubmenuItem,
  type VideoWidget,
  type Widget,
} from '@casino/core';
import { exactly, literalsOf, nullable, optionalNullable } from './exact.ts';

const Str = Schema.String;
const Num = Schema.Finite;
const Bool = Schema.Boolean;
const Strings = Schema.Array(Str);

export const GameLabelSchema = exactly<GameLabel>()(Schema.Struct({ title: Str, color: Str, textColor: Str }));

export const GameSchema = exactly<Game>()(
  Schema.Struct({
    gameCode: Str,
    name: Str,
    type: literalsOf(GameType),
    provider: Str,
    categories: Strings,
    collections: Strings,
    numberOfReels: Num,
    jackpot: Bool,
    gamble: Bool,
    bonusGameFeature: Bool,
    minBet: nullable(Num),
    maxBet: nullable(Num),
    maxWin: optionalNullable(Num),
    rtp: optionalNullable(Num),
    volatility: optionalNullable(Num),
    promotionLevel: optionalNullable(Num),
    commercialTier: optionalNullable(Num),
    demoEnabled: Bool,
    requirePassword: Bool,
    labels: Schema.Array(GameLabelSchema),
    fileVersion: Num,
  }),
);

export const GameInfoSchema = exactly<GameInfo>()(
  Schema.Struct({
    description: nullable(Str),
    videoPreview: nullable(Str),
    lines: nullable(Num),
    numberOfReels: nullable(Num),
    volatility: nullable(Num),
    rtp: nullable(Num),
    labels: Schema.Array(GameLabelSchema),
    specialFeatures: Strings,
  }),
);

export const MenuItemSchema = exactly<MenuItem>()(
  Schema.Struct({
    id: Str,
    type: literalsOf(MenuItemType),
    title: Str,
    lobby: literalsOf(Lobby),
    isPersonalized: Bool,
    route: Str,
    img: nullable(Str),
  }),
);

export const SubmenuItemSchema = exactly<SubmenuItem>()(
  Schema.Struct({
    icon: nullable(Str),
    title: Str,
    type: Schema.Literals(['contentPage', 'promotion', 'link']),
    slug: nullable(Str),
    url: nullable(Str),
  }),
);

export const ProviderSchema = exactly<Provider>()(
  Schema.Struct({
    id: Str,
    slug: Str,
    name: Str,
    games: Strings,
    iconImage: Str,
    logoLight: Str,
    logoDark: Str,
  }),
);

export const JackpotLevelSchema = exactly<JackpotLevel>()(Schema.Struct({ name: Str, amount: Num }));

export const JackpotSchema = exactly<Jackpot>()(
  Schema.Struct({
    id: Str,
    slug: Str,
    title: Str,
    currencyCode: Str,
    gameCodes: Strings,
    jackpotLevels: Schema.Array(JackpotLevelSchema),
  }),
);

export const PromotionSchema = exactly<Promotion>()(
  Schema.Struct({
    id: Str,
    slug: Str,
    title: Str,
    description: Str,
    image: nullable(Str),
    games: Strings,
    templateCode: nullable(Str),
    tagName: nullable(Str),
    visibleTo: nullable(literalsOf(PromotionVisibility)),
    status: literalsOf(ContentStatus),
  }),
);

export const ContentPageSchema = exactly<ContentPage>()(
  Schema.Struct({
    id: Str,
    slug: Str,
    title: Str,
    html: Str,
    status: literalsOf(ContentStatus),
    seoId: nullable(Str),
  }),
);

export const CollectionSchema = exactly<Collection>()(
  Schema.Struct({
    id: Str,
    slug: Str,
    title: Str,
    url: nullable(Str),
    iconImage: nullable(Str),
    games: Strings,
    excludeFromPage: Bool,
    seoId: nullable(Str),
    actionRoute: nullable(Str),
  }),
);

export const CollectionGroupSchema = exactly<CollectionGroup>()(Schema.Struct({ id: Str, title: Str, collections: Strings }));

export const WidgetSchema = exactly<Widget>()(
  Schema.Struct({
    id: Str,
    type: literalsOf(WidgetType),
    title: optionalNullable(Str),
    refId: optionalNullable(Str),
    html: optionalNullable(Str),
  }),
);

export const CategorySchema = exactly<Category>()(
  Schema.Struct({
    id: Str,
    slug: Str,
    type: literalsOf(GameListSource),
    title: Str,
    lobby: literalsOf(Lobby),
    style: literalsOf(GameTileLayout),
    widgets: Schema.Array(WidgetSchema),
    games: Strings,
    iconImage: nullable(Str),
    seoId: nullable(Str),
  }),
);

export const PageLayoutSchema = exactly<PageLayout>()(
  Schema.Struct({
    id: Str,
    type: Schema.Union([literalsOf(Layout), Schema.Literal('live-lobby')]),
    lobbyType: literalsOf(Vertical),
    widgets: Schema.Array(WidgetSchema),
    seoId: Schema.Record(Str, Str),
  }),
);

export const SeoSchema = exactly<Seo>()(
  Schema.Struct({
    title: Str,
    ogTitle: nullable(Str),
    description: nullable(Str),
    ogDescription: nullable(Str),
    ogImage: nullable(Str),
    twitterCard: nullable(Str),
    metaRobots: nullable(Str),
  }),
);

export const CarouselSlideSchema = exactly<CarouselSlide>()(Schema.Struct({ id: Str, title: Str, image: Str, link: nullable(Str) }));

export const CarouselSchema = exactly<Carousel>()(Schema.Struct({ id: Str, lobby: literalsOf(Lobby), slides: Schema.Array(CarouselSlideSchema) }));

export const VideoWidgetSchema = exactly<VideoWidget>()(Schema.Struct({ id: Str, title: Str, videoUrl: Str, posterImage: nullable(Str) }));
