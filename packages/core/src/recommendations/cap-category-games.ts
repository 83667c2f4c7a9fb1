// Part 2 §9 caps: Top10 categories show 10 games, dynamic (service and player) categories at most 30.
import { TOP10_GAMES } from '../constants.ts';
import type { Category, Game } from '../types/catalogue.ts';
import { capDynamicGames } from './cap-dynamic-games.ts';

/** The games a category shows: cut to 10 for the Top10 style, to 30 for a non-Default source. */
export const capCategoryGames = (category: Pick<Category, 'style' | 'type'>, games: readonly Game[]): Game[] => {
  if (category.style === 'Top10') return games.slice(0, TOP10_GAMES);
  if (category.type !== 'Default') return capDynamicGames(games);
  return [...games];
};
