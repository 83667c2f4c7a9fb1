// The shape of a generated demo world: everything the demo platform serves and what Storybook,
// tests and benchmarks read. generateWorld({ seed, size }) returns the same world for the same
// arguments.
import type {
  Balance,
  BonusDetails,
  BonusTemplateOptIn,
  Carousel,
  Category,
  Collection,
  CollectionGroup,
  ContentPage,
  FeatureToggles,
  Game,
  GameInfo,
  GameResult,
  GamingBonus,
  GlobalSettings,
  Jackpot,
  LanguageGroup,
  LiveTable,
  LiveWinnerWire,
  MenuItem,
  PageLayout,
  PlayerBonus,
  PlayerGameRecord,
  PlayerInfo,
  PlayerMessage,
  PlayerOverview,
  Promotion,
  Provider,
  ProviderLaunchData,
  Seo,
  SubmenuItem,
  TagNameOptIn,
  VideoWidget,
  WaitingMessageType,
  WebMessage,
} from '@casino/core';

export interface DemoPlayer {
  readonly username: string;
  readonly password: string;
  /** What the account demonstrates, for the README and the demo platform's index page. */
  readonly description: string;
  readonly info: PlayerInfo;
  readonly overview: PlayerOverview;
  readonly balances: readonly Balance[];
  readonly balanceHidden: boolean;
  readonly bonuses: readonly PlayerBonus[];
  readonly gamingBonuses: readonly GamingBonus[];
  /** Bonus id → details. */
  readonly bonusDetails: Readonly<Record<string, BonusDetails>>;
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
  readonly tagNameOptIn: readonly TagNameOptIn[];
  /** Game codes, most recent first. */
  readonly favourites: readonly string[];
  readonly playerGames: readonly PlayerGameRecord[];
  readonly gameResults: readonly GameResult[];
  /** Waiting messages per platform-script message type. */
  readonly waitingMessages: Readonly<Partial<Record<WaitingMessageType, readonly PlayerMessage[]>>>;
  /** Self-excluded players: login answers the suspension with this redirection URL. */
  readonly selfExclusionRedirectUrl: string | null;
  readonly hasPendingLimits: boolean;
  /** Game codes of the marketing service's personalised picks. */
  readonly personalisedGames: readonly string[];
  /** An account whose password login asks for a second factor: where the code "goes" and the code. */
  readonly secondFactor: DemoSecondFactor | null;
}

export interface DemoSecondFactor {
  readonly channel: 'sms';
  /** Masked, as the login dialog shows it. */
  readonly destination: string;
  readonly code: string;
}

export interface DemoWorld {
  readonly seed: number;
  readonly size: number;
  readonly games: readonly Game[];
  /** Game code → details for the game-details modal. */
  readonly gameInfo: Readonly<Record<string, GameInfo>>;
  readonly providers: readonly Provider[];
  /** Provider id → launch URL templates. */
  readonly providerLaunch: Readonly<Record<string, ProviderLaunchData>>;
  readonly categories: readonly Category[];
  readonly collections: readonly Collection[];
  readonly collectionGroups: readonly CollectionGroup[];
  readonly jackpots: readonly Jackpot[];
  readonly promotions: readonly Promotion[];
  readonly contentPages: readonly ContentPage[];
  readonly liveTables: readonly LiveTable[];
  readonly languageGroups: readonly LanguageGroup[];
  readonly menus: readonly MenuItem[];
  readonly submenu: readonly SubmenuItem[];
  readonly layouts: readonly PageLayout[];
  /** Seo id → record. */
  readonly seo: Readonly<Record<string, Seo>>;
  readonly carousels: readonly Carousel[];
  readonly videoWidgets: readonly VideoWidget[];
  readonly settings: GlobalSettings;
  readonly featureToggles: FeatureToggles;
  readonly webMessages: readonly WebMessage[];
  readonly winners: readonly LiveWinnerWire[];
  readonly players: readonly DemoPlayer[];
  /**
   * The world's English: Czech text → English for every text a visitor reads (titles, promotion
   * descriptions, content pages, html widgets, web messages, and the carousel art whose words are
   * painted in: slide image id → the English art's id). Brand names (games, providers,
   * Megaways …) are the same in both languages and have no entry.
   */
  readonly english: Readonly<Record<string, string>>;
  /** The password of password-protected games (checked by the preview auth call). */
  readonly previewPassword: string;
}

export interface GenerateOptions {
  /** Default 1. */
  readonly seed?: number;
  /** Number of catalogue games; default 2000. */
  readonly size?: number;
  /** ISO instant the world is "now" (web-message windows, game results); default 2026-11-21T12:00:00Z. */
  readonly now?: string;
}
