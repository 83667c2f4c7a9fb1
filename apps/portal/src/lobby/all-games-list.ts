// What an all-games page lists for its address, made one way on the server (all-games-data.server.ts,
// from the platform's catalogue) and in the browser (all-games-in-browser.ts, from the filters
// panel's catalogue): core's filter set read from the address, with the options no game has left
// out, over the lobby's games in catalogue order, and the compact form of the games it keeps.
import {
  countActiveFilters,
  filterCasinoGames,
  filterLiveGames,
  filtersFromQuery,
  filtersToQuery,
  formatBetRange,
  isCasinoFilters,
  withKnownOptions,
  type Game,
  type LiveGame,
  type Locale,
  type Lobby,
} from '@casino/core';
import { compactGames, type CompactGames } from './compact-games.ts';

export interface FilteredGames {
  readonly games: readonly LiveGame[];
  /** How many filters the address applies (core's countActiveFilters: the number on the Filters button); 0: the list is every game. */
  readonly activeFilters: number;
}

/** The lobby's games the address's filter set keeps, in their order. */
export const filteredByAddress = (games: readonly LiveGame[], lobby: Lobby, query: URLSearchParams): FilteredGames => {
  const filters = withKnownOptions(filtersFromQuery(lobby, query), games);
  if (filtersToQuery(filters).size === 0) return { games, activeFilters: 0 };
  return { games: isCasinoFilters(filters) ? filterCasinoGames(games, filters) : filterLiveGames(games, filters), activeFilters: countActiveFilters(filters) };
};

export interface ListTerms {
  readonly assetBase: string;
  readonly locale: Locale;
  readonly preview: boolean;
  /** The site's currency code, for the live tables' bet ranges. */
  readonly currency: string;
}

/** The compact grid of a lobby's all-games page: casino games in portrait art; live tables in landscape art, with their bet ranges. */
export const allGamesCompact = (games: readonly Game[], lobby: Lobby, providerNames: ReadonlyMap<string, string>, terms: ListTerms): CompactGames =>
  compactGames(games, providerNames, {
    place: lobby === 'live' ? 'LiveAllGamesGrid' : 'AllGamesGrid',
    assetBase: terms.assetBase,
    locale: terms.locale,
    preview: terms.preview,
    ...(lobby === 'live' ? { detailOf: (game: Game) => formatBetRange(game.minBet, game.maxBet, terms.currency) } : {}),
  });
