// Chrome, settings and launch entities of spec part 2 §3.
import type { Lobby, PlayModeName, SnackbarType } from './enums.ts';
import type { Game } from './catalogue.ts';

export interface SnackbarMessage {
  readonly id: string;
  readonly title: string;
  readonly text?: string | null;
  readonly actionText?: string | null;
  /** A retry or other callback; the machine runs it when the action is clicked. */
  readonly action?: (() => void) | null;
  /** At most this many shown messages with the same title. */
  readonly limit?: number | null;
  readonly type: SnackbarType;
  /** Milliseconds; default 5000. null: stays until closed. */
  readonly timeout?: number | null;
  /** A message that ignores clicks is never evicted to make room. */
  readonly ignoreClicks?: boolean;
}

export interface GameSession {
  readonly url: string;
  readonly game: Game;
  readonly mode: PlayModeName;
}

export interface LaunchUrlEntry {
  readonly type: PlayModeName;
  readonly channels: readonly ('liveMobile' | 'liveDesktop')[];
  readonly launchUrl: string;
}

export interface ProviderLaunchData {
  readonly name: string;
  readonly launchUrl: string | null;
  readonly launchUrlDemo: string | null;
  readonly launchUrlMobile: string | null;
  readonly launchUrlDemoMobile: string | null;
  readonly launchUrls: readonly LaunchUrlEntry[];
}

export interface WebMessage {
  readonly id: string;
  /** ISO date */
  readonly start: string;
  /** ISO date; absent means no end. */
  readonly end?: string | null;
  readonly priority: number;
  readonly title: string;
  readonly text: string;
}

export interface PersonalisedGames {
  /** Game codes. */
  readonly recommendations: readonly string[];
  /** How long the list may be reused, in milliseconds. */
  readonly duration: number;
}

export interface StoredPersonalisedGames extends PersonalisedGames {
  /** Epoch milliseconds when the list was stored. */
  readonly storedAt: number;
}

/** A winner of the live-winners feed, merged with its catalogue game. */
export interface LiveWinner {
  readonly gameCode: string;
  readonly nickname: string;
  readonly amount: number;
  readonly currencyCode: string;
  /** ISO date */
  readonly wonAt: string;
  readonly game: Game;
}

export interface SearchConfig {
  readonly searchResultIncludes?: readonly ('categories' | 'providers' | 'collections')[];
  /** Category id whose games weigh 6 more. */
  readonly recommendCategory?: string | null;
}

export interface GlobalSettings {
  readonly enabledFilters: readonly string[];
  readonly enabledFiltersLive: readonly string[];
  readonly currency: { readonly code: string; readonly iso: string };
  readonly langCookieDomain: string | null;
  readonly search: SearchConfig;
  readonly searchLive: SearchConfig;
  /** Provider ids shown as popular in the search panel. */
  readonly searchPopularProviders: readonly string[];
  /** Tags shown in game details (collections, categories, labels, specialFeatures …). */
  readonly gameDetailsVisibility: readonly string[];
  /** Device OS names that get the native-app banner. */
  readonly bannerOsList: readonly string[];
}

export interface FeatureToggles {
  readonly featureToggle: readonly string[];
}

export interface BuildInfo {
  readonly id: string;
}

export interface AnalyticsJourney {
  readonly from: { readonly origin: string; readonly route: string };
  readonly on: { readonly origin: string; readonly route: string; readonly name: string };
}

/** The lobby's origin label in analytics. */
export type Origin = 'casino' | 'live_casino';
export const originOf = (lobby: Lobby): Origin => (lobby === 'live' ? 'live_casino' : 'casino');

/** What a machine asks the snackbar to show; the snackbar machine gives it an id. */
export type SnackbarRequest = Omit<SnackbarMessage, 'id'>;
