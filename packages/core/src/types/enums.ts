// Enumerations of spec part 1 §3 and part 2 §3. Each is a frozen object of its values plus a union
// type of the same name: erasable syntax only, so Node can run the sources without a build step.

const values = <const T extends readonly string[]>(...items: T) =>
  Object.freeze(Object.fromEntries(items.map((item) => [item, item]))) as { readonly [K in T[number]]: K };

type ValueOf<T> = T[keyof T];

export const GameTileLayout = values('Default', 'DoubleRow', 'Portrait', 'Landscape', 'Top10', 'LargeOnMobile');
export type GameTileLayout = ValueOf<typeof GameTileLayout>;

export const GameListSource = values(
  'Default',
  'Favourites',
  'FavouritesLive',
  'BecauseYouLikeInternal',
  'BecauseYouPlayedInternal',
  'MostPlayed',
  'RecentlyPlayed',
  'BecauseYouPlayedPggService',
  'PopularPggService',
  'TrendingPggService',
  'RecommendedPggService',
  'FreeSpins',
  'TriedOnce',
  'GoldenChips',
  'BecauseYouLikeLiveInternal',
  'RecentWins',
  'BloomreachPersonalized',
);
export type GameListSource = ValueOf<typeof GameListSource>;

export const GameFilterType = values('Collections', 'Categories', 'NumberOfLines', 'NumberOfReels', 'Labels', 'SpecialFeatures', 'Volatility', 'Rtp');
export type GameFilterType = ValueOf<typeof GameFilterType>;

export const ImageType = values('Thumbnail', 'Portrait', 'Landscape');
export type ImageType = ValueOf<typeof ImageType>;

/** Live and Table count as live games. */
export const GameType = values('Slot', 'Live', 'Table', 'Crash');
export type GameType = ValueOf<typeof GameType>;

export const ClientPlatform = values('CasinoDesktop', 'CasinoMobile', 'LiveDesktop', 'LiveMobile', 'Native');
export type ClientPlatform = ValueOf<typeof ClientPlatform>;

export const PlayMode = values('Real', 'Demo');
export type PlayMode = ValueOf<typeof PlayMode>;

export const PageSection = values(
  'Lobby',
  'Home',
  'Providers',
  'Collections',
  'MyGames',
  'MyLiveGames',
  'AllGames',
  'Promotions',
  'Jackpots',
  'LiveLobby',
  'Menu',
  'Tournaments',
);
export type PageSection = ValueOf<typeof PageSection>;

export const Vertical = values('Casino', 'Live');
export type Vertical = ValueOf<typeof Vertical>;

export const ContentStatus = values('Published', 'Draft', 'Archived');
export type ContentStatus = ValueOf<typeof ContentStatus>;

export const TaxonomyKind = values('Providers', 'Categories', 'Collections');
export type TaxonomyKind = ValueOf<typeof TaxonomyKind>;

export const ContentKind = values('Promotion', 'ContentPage');
export type ContentKind = ValueOf<typeof ContentKind>;

export const Audience = values('NotLoggedIn', 'LoggedIn', 'All');
export type Audience = ValueOf<typeof Audience>;

export const AccountType = values('temporary', 'pre-registered', 'in-shop', 'multi-channel', 'online', 'aux-full');
export type AccountType = ValueOf<typeof AccountType>;

export const PlayerMessageType = values('LOGOUT', 'SIMPLE_MESSAGE', 'BALANCE', 'BONUS', 'BONUS_2', 'BONUS_4');
export type PlayerMessageType = ValueOf<typeof PlayerMessageType>;

export const MenuItemType = values('Categories', 'Collections', 'Internal', 'AllGames');
export type MenuItemType = ValueOf<typeof MenuItemType>;

export const ThemeOption = values('dark', 'system', 'light');
export type ThemeOption = ValueOf<typeof ThemeOption>;

/** The two lobbies; menus, categories and carousels belong to one of them. */
export const Lobby = values('casino', 'live');
export type Lobby = ValueOf<typeof Lobby>;

export const Layout = values('clean', 'default', 'game-play', 'live-casino', 'winners');
export type Layout = ValueOf<typeof Layout>;

export const WidgetType = values('carousel', 'collectionGroup', 'collections', 'games', 'html', 'jackpots', 'providers', 'videos', 'winners');
export type WidgetType = ValueOf<typeof WidgetType>;

export const LoadingStatus = values('idle', 'pending', 'success', 'error');
export type LoadingStatus = ValueOf<typeof LoadingStatus>;

export const GamingBonusType = values('freespins', 'freespins2', 'goldenchips');
export type GamingBonusType = ValueOf<typeof GamingBonusType>;

export const SnackbarType = values('info', 'success', 'alert');
export type SnackbarType = ValueOf<typeof SnackbarType>;

/** Promotion audience as the CMS spells it. */
export const PromotionVisibility = Object.freeze({ all: 'all', loggedIn: 'logged in', notLoggedIn: 'not logged in' } as const);
export type PromotionVisibility = ValueOf<typeof PromotionVisibility>;

/** Game-details configuration visibility keys (part 2 §3). */
export const GameDetailsVisibilityKey = values('collections', 'categories', 'numberOfLines', 'numberOfReels', 'labels', 'specialFeatures', 'volatility', 'rtp');
export type GameDetailsVisibilityKey = ValueOf<typeof GameDetailsVisibilityKey>;

/** Lower-case play mode used in routes, sessions and launch-URL entries. */
export type PlayModeName = 'real' | 'demo';

/** clientPlatform value of launch and deposit URLs. */
export type DevicePlatform = 'mobile' | 'web';
