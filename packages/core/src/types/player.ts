// Player and session entities of spec part 1 §3 and part 2 §3.
import type { GamingBonusType, PlayerMessageType } from './enums.ts';

export interface Balance {
  /** casino_gaming is the main one. */
  readonly type: string;
  readonly amount: number;
  readonly currencyCode: string;
}

/** Balances keyed by balance type. */
export type Balances = Readonly<Record<string, Balance>>;

export const MAIN_BALANCE_TYPE = 'casino_gaming';

/** The fields requested from playerInfo, in the spec's order. */
export const PLAYER_INFO_FIELDS = [
  'language',
  'username',
  'accountBusinessPhase',
  'userId',
  'sex',
  'phone',
  'email',
  'city',
  'playerClientId',
  'suspended',
] as const;
export type PlayerInfoField = (typeof PLAYER_INFO_FIELDS)[number];

/** What the player-info call is asked for; the caller (the player data) decides the fields. */
export interface PlayerInfoRequest {
  readonly requestedPlayerData: readonly PlayerInfoField[];
}

/** The player's choice to hide the balance (GET and POST of the balance preference). */
export interface BalanceVisibility {
  readonly balanceHidden: boolean;
}

export interface PlayerInfo {
  readonly language: string | null;
  readonly username: string;
  readonly accountBusinessPhase: string | null;
  readonly userId: string;
  readonly sex: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly city: string | null;
  readonly playerClientId: string | null;
  readonly suspended: boolean;
}

export interface SelfExclusionProductSetting {
  /** CrossProduct, Casino, Sport … */
  readonly product: string;
  readonly firstLoginTimestampZoned: string | null;
  readonly selfExclusionReasonCode: string | null;
}

export interface PlayerOverview {
  readonly username: string;
  readonly balances: readonly Balance[];
  /** Known once the player's session started: drives the regulatory timer. */
  readonly firstLoginTimestampZoned: string | null;
  /** Set when the player self-excluded: the panic flow redirects on it. */
  readonly selfExclusionReasonCode: string | null;
  readonly selfExclusion: { readonly productSettings: readonly SelfExclusionProductSetting[] } | null;
}

/** A waiting message (action) of the player. */
export interface PlayerMessage {
  readonly type: string;
  readonly displayType: string;
  readonly templateId: string | null;
  readonly message: string;
}

export interface LoginAdditionalInformation {
  readonly SuspendedSelfExclusionException?: string | null;
  readonly redirectionUrl?: string | null;
  /** Present when the platform asks for a second factor. */
  readonly twoFactorValidation?: Readonly<Record<string, unknown>> | null;
}

export interface LoginResult {
  readonly username: string;
  readonly notificationToken: string | null;
  readonly sessionToken: string | null;
  readonly additionalInformation: LoginAdditionalInformation | null;
}

export interface DeviceInfo {
  readonly isMobile: boolean;
  readonly isDesktop: boolean;
  readonly isTablet: boolean;
  readonly isTouch: boolean;
  readonly isTv: boolean;
  readonly isMobileChromium: boolean;
}

export interface PlayerBonus {
  readonly id: string;
  readonly status: string;
  readonly playType: string;
  readonly templateCode: string | null;
}

/** A selected game of a bonus: a game code, or an object carrying it. */
export type SelectedGame = string | { readonly codeName?: string | null; readonly gameType?: string | null };

export interface GamingBonus {
  readonly bonusStatus: string;
  readonly bonusType: GamingBonusType | (string & {});
  readonly selectedGames: readonly SelectedGame[];
  readonly freeSpinsCountRemaining?: number | null;
  readonly goldenChips?: { readonly goldenChipsCountRemaining?: number | null } | null;
}

/** Remaining free spins and golden chips per game code. */
export interface GamingBonuses {
  readonly freeSpins: Readonly<Record<string, number>>;
  readonly goldenChips: Readonly<Record<string, number>>;
}

export interface BonusDetails {
  readonly bonus: { readonly playType: string; readonly templateCode: string | null };
  readonly freeSpinsCount: number | null;
  readonly goldenChips: { readonly goldenChipsCount: number | null } | null;
  readonly bonusTemplate: { readonly gamingContext: { readonly selectedGames: readonly SelectedGame[] } } | null;
}

export interface BonusTemplateOptIn {
  readonly templateCode: string;
}

export interface TagNameOptIn {
  readonly name: string;
}

export interface PlayerData {
  readonly username: string;
  readonly balances: Balances;
  readonly info: PlayerInfo | null;
  readonly overview: PlayerOverview | null;
  readonly messages: readonly PlayerMessage[];
  /** Derived from balanceHidden. */
  readonly balanceVisible: boolean;
  readonly gamingBonuses: GamingBonuses;
  readonly bonuses: readonly PlayerBonus[];
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
  readonly tagNameOptIn: readonly TagNameOptIn[];
  readonly notificationToken: string | null;
}

/** A favourite entry; gameType is the game code. */
export interface FavouriteEntry {
  readonly gameType: string;
}

/** A played game over the last month; gameType is the game code. */
export interface PlayerGameRecord {
  readonly gameType: string;
  readonly gameRoundCount: number;
}

export interface GameResult {
  readonly code: string;
  readonly datetime: string;
  readonly gameName: string;
  /** The game code. */
  readonly gameType: string;
  readonly win: number;
}

/** Token for real play and chat. */
export interface PlayTokenResponse {
  readonly username: string;
  readonly sessionToken: { readonly sessionToken: string } | null;
  readonly errorCode: string | number | null;
}

/** An in-app notification of the notification socket. */
export interface InAppNotification {
  readonly type: PlayerMessageType;
  /** Balance notifications carry the new balance; bonus ones the bonus id. */
  readonly balance?: Balance | null;
  readonly bonusId?: string | null;
  readonly message?: string | null;
}

/** Player data map sent to analytics (only for logged-in players). */
export interface AnalyticsPlayerDataMap {
  readonly phone: string | null;
  readonly userId: string;
  readonly username: string;
  readonly playerClientId: string | null;
  readonly email: string | null;
  readonly sex: string | null;
  readonly city: string | null;
  readonly accountBusinessPhase: string | null;
}
