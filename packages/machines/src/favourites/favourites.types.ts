// The player's personal lists (part 2 §4): favourites with their toggle, played games and recent game
// results. Each is fetched at login only when the page layout has a category that shows it, and all
// are cleared at logout.
import type { Category, GameResult, PersonalisedDataNeeds, PlayerGameRecord, PlayIntensity, SnackbarRequest } from '@casino/core';

export type PersonalList = 'favourites' | 'playerGames' | 'recentResults';

export interface FavouritesContext {
  /** Game codes, most recently added first. */
  readonly favourites: readonly string[];
  readonly playerGames: readonly PlayerGameRecord[];
  readonly recentResults: readonly GameResult[];
  /** Which lists the layout's categories need (core personalisedDataNeeds). */
  readonly needs: PersonalisedDataNeeds;
  /** The game of the toggle in flight. */
  readonly pendingGameCode: string | null;
}

export type FavouritesEvent =
  /** A player logged in; `categories` are the current layout's. */
  | { readonly type: 'favourites.login'; readonly categories: readonly Pick<Category, 'type'>[] }
  | { readonly type: 'favourites.logout' }
  /** Navigation to a layout that may need lists not fetched yet. */
  | { readonly type: 'favourites.layout-changed'; readonly categories: readonly Pick<Category, 'type'>[] }
  /** The snackbar's retry action of a failed list. */
  | { readonly type: 'favourites.retry'; readonly list: PersonalList }
  | { readonly type: 'favourites.toggle'; readonly gameCode: string };

export type FavouritesEmitted = { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

export interface FavouriteToggleInput {
  readonly gameCode: string;
}

export interface PlayedGameView extends PlayerGameRecord {
  readonly intensity: PlayIntensity;
}

export interface FavouritesViewModel {
  readonly loggedIn: boolean;
  readonly favourites: readonly string[];
  readonly isFavourite: (gameCode: string) => boolean;
  /** The heart cannot be used: no player, favourites not loaded, or a toggle in flight. */
  readonly toggleDisabled: boolean;
  readonly pendingGameCode: string | null;
  readonly playerGames: readonly PlayedGameView[];
  /** Highest win per game, best first, at most 30 (core recentWins). */
  readonly recentWins: readonly GameResult[];
  readonly loading: Readonly<Record<PersonalList, boolean>>;
  readonly failed: Readonly<Record<PersonalList, boolean>>;
}
