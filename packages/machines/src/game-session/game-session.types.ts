// The game session (part 2 §4, §5): none → active when a game starts, until stopped or cleared. The
// play flow authorises (password, then login for real money), clears the old session, starts the new
// one (token and launch URL), tracks it and navigates to it.
import type { AnalyticsJourney, Game, GameSession, LiveGame, PlayModeName, ProviderLaunchData, SnackbarRequest } from '@casino/core';

export interface GameSessionDevice {
  readonly mobile: boolean;
  /** Touch devices open the launch URL outside the page (toward the mobile app). */
  readonly touch: boolean;
}

/** Where the product's native app takes its games (part 2 §2: the native launch link). */
export interface NativeLaunchTarget {
  /** The app's own scheme (casinoapp://). */
  readonly scheme: string;
  /** The casino's place in the app (kasino). */
  readonly location: string;
}

export interface GameSessionInput {
  readonly device: GameSessionDevice;
  readonly languageCode: string;
  /** Preview (CMS) mode: navigation stays under /preview. */
  readonly preview?: boolean;
  /**
   * A native launch (the native view inside the product's app): every game goes to the app through
   * its link, which then owns the password, the login, the token and the launch URL. Absent: none.
   */
  readonly nativeLaunch?: NativeLaunchTarget | null;
}

export interface PlayRequest {
  readonly game: Game;
  readonly mode: PlayModeName;
  /** Where the player came from and launched (analytics); only the play flow has it. */
  readonly journey: AnalyticsJourney | null;
  readonly filterUsed: boolean;
  readonly providerName: string | null;
  readonly liveGame: LiveGame | null;
  /** The play flow tracks and navigates; a start (the play route opened) tracks when it has a journey, and never navigates. */
  readonly flow: 'play' | 'start';
}

export interface GameSessionContext extends GameSessionInput {
  readonly request: PlayRequest | null;
  readonly launchData: ProviderLaunchData | null;
  readonly session: GameSession | null;
  /** The session was just started by the play flow and is yet to be tracked and navigated to. */
  readonly announcing: boolean;
  /** The last start ended because the player closed the password prompt or the login it asked for: nothing failed. */
  readonly declined: boolean;
}

export type GameSessionEvent =
  | {
      readonly type: 'game-session.play';
      readonly game: Game;
      readonly mode: PlayModeName;
      readonly journey: AnalyticsJourney;
      readonly filterUsed?: boolean;
      readonly providerName?: string | null;
      readonly liveGame?: LiveGame | null;
    }
  /**
   * The play route opened: authorise and start, no navigation. With a journey (the page knows where
   * the visitor came from) the launch is tracked too, and on a touch device the URL opens outside.
   */
  | {
      readonly type: 'game-session.start';
      readonly game: Game;
      readonly mode: PlayModeName;
      readonly journey?: AnalyticsJourney;
      /** An applied filter set narrowed the list the game was picked from (casino_game_launch's filter_used). */
      readonly filterUsed?: boolean;
      readonly providerName?: string | null;
    }
  /** `canGoBack`: the browser history has a previous entry of this site (else the lobby opens). */
  | { readonly type: 'game-session.stop'; readonly canGoBack?: boolean }
  | { readonly type: 'game-session.clear' };

export type GameSessionEmitted = { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

export interface PasswordPromptInput {
  readonly message: string;
}

export interface PasswordCheckInput {
  readonly secret: string;
}

export interface LaunchDataRequest {
  readonly game: Game;
}

export interface PlayTokenRequest {
  readonly game: Game;
}

export interface LoginForPlayOutput {
  readonly loggedIn: boolean;
}

export interface GameSessionViewModel {
  readonly active: boolean;
  readonly busy: boolean;
  readonly session: GameSession | null;
  readonly playingReal: boolean;
  /** The game handed to the native app, and the link it went by (a native launch); else null. */
  readonly inApp: { readonly gameCode: string; readonly mode: PlayModeName; readonly link: string } | null;
  /** No game, because the player closed the password prompt or the login (not a failure). */
  readonly declined: boolean;
}
