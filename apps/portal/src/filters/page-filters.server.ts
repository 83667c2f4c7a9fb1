// The filters a category, collection or provider page's address applies (part 2 §4: such a page
// keeps its own selection and stays while it is the only one of its group): the page lists those of
// its own games that pass them, so its count is the panel's count of the page's selection.
import { countActiveFilters, filtersFromQuery, isLiveGameType, matchesCasinoFilters, withKnownOptions, type CasinoFilters, type Game } from '@casino/core';

export interface PageFilters {
  /** The page's games that pass the address's filters, in the page's order. */
  readonly codes: readonly string[];
  /** The number on the Filters button. */
  readonly activeFilters: number;
}

export const filterPageGames = (url: URL, codes: readonly string[], games: readonly Game[]): PageFilters => {
  const casinoGames = games.filter((game) => !isLiveGameType(game.type));
  const filters = withKnownOptions(filtersFromQuery('casino', url.searchParams), casinoGames) as CasinoFilters;
  const activeFilters = countActiveFilters(filters);
  if (activeFilters === 0) return { codes, activeFilters };
  // The panel counts the casino lobby's games: a live table of the page is not among them.
  const byCode = new Map(casinoGames.map((game) => [game.gameCode, game]));
  return {
    codes: codes.filter((code) => {
      const game = byCode.get(code);
      return game !== undefined && matchesCasinoFilters(game, filters);
    }),
    activeFilters,
  };
};
