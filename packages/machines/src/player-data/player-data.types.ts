// The logged-in player's data (part 1 §3, §4, §7, §8): balances, balance visibility, info, overview,
// messages, gaming bonuses, bonuses and opt-ins. Each part has its own injected loader.
import type {
  Balance,
  BalanceVisibility,
  BonusTemplateOptIn,
  GamingBonus,
  GamingBonuses,
  PlayerBonus,
  PlayerData,
  PlayerDataLoaderError,
  PlayerDataPart,
  PlayerInfo,
  PlayerMessage,
  PlayerOverview,
  SnackbarRequest,
  TagNameOptIn,
} from '@casino/core';

/** The parts of the player data, each loaded by its own actor (core's list). */
export { PLAYER_DATA_PARTS, type PlayerDataPart } from '@casino/core';

/**
 * The spec's short error of each loader (part 1 §8, core's PLAYER_DATA_ERRORS). The tag opt-ins
 * have none in the spec; they report the bonus templates' one.
 */
export type PlayerDataError = PlayerDataLoaderError;

/** What each loader answers. */
export interface PlayerDataLoaded {
  readonly balances: readonly Balance[];
  readonly balanceVisibility: BalanceVisibility;
  readonly info: PlayerInfo;
  readonly overview: PlayerOverview;
  readonly messages: readonly PlayerMessage[];
  readonly gamingBonuses: readonly GamingBonus[];
  readonly bonuses: readonly PlayerBonus[];
  readonly bonusTemplates: readonly BonusTemplateOptIn[];
  readonly tags: readonly TagNameOptIn[];
  readonly notificationToken: string;
}

/** Only for an authenticated player outside the native view (the auth machine sees to it). */
export interface PlayerDataInput {
  readonly username: string;
  /** From the login result, until the notification-token loader answers. */
  readonly notificationToken?: string | null;
}

export interface PlayerDataContext extends PlayerData {
  /** The short error of every part whose last load failed. */
  readonly errors: Readonly<Partial<Record<PlayerDataPart, PlayerDataError>>>;
  /** The visibility being saved, while the update is in flight. */
  readonly pendingBalanceVisible: boolean | null;
}

export type PlayerDataEvent =
  /** Reloads the given parts (all when absent); bonuses always bring the gaming bonuses along. */
  | { readonly type: 'player-data.refresh'; readonly parts?: readonly PlayerDataPart[] }
  /** The balance toggle. */
  | { readonly type: 'player-data.set-balance-visible'; readonly visible: boolean }
  /** A balance notification (in-app message of type BALANCE). */
  | { readonly type: 'player-data.balance-updated'; readonly balance: Balance };

export type PlayerDataEmitted = { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

/** The info loader's input (core's: the caller decides the fields) and the visibility saved. */
export type { PlayerInfoRequest, BalanceVisibility as BalanceVisibilityUpdate } from '@casino/core';

export interface PlayerDataViewModel {
  /** Some part is (re)loading. */
  readonly loading: boolean;
  readonly username: string;
  /** casino_gaming */
  readonly balance: Balance | null;
  readonly balanceVisible: boolean;
  readonly balanceVisibilitySaving: boolean;
  readonly info: PlayerInfo | null;
  readonly overview: PlayerOverview | null;
  readonly selfExcluded: boolean;
  readonly messages: readonly PlayerMessage[];
  readonly gamingBonuses: GamingBonuses;
  readonly bonuses: readonly PlayerBonus[];
  readonly bonusTemplateOptIns: readonly BonusTemplateOptIn[];
  readonly tagNameOptIn: readonly TagNameOptIn[];
  readonly notificationToken: string | null;
  readonly errors: readonly PlayerDataError[];
}
