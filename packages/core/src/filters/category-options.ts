// Which categories the filter panels offer (part 2 §5): only those holding games of the list; the
// casino panel also leaves out the dynamic ones (service and player categories, whose games change).
import type { Category, Game } from '../types/catalogue.ts';
import type { Lobby } from '../types/enums.ts';

/** Category ids that some game lists in its `categories` (the key the category filter matches on, D4). */
const usedCategoryIds = (games: readonly Pick<Game, 'categories'>[]): ReadonlySet<string> => {
  const used = new Set<string>();
  for (const game of games) for (const id of game.categories) used.add(id);
  return used;
};

/** What the panels read of a category: the filters' own catalogue carries no more. */
export type FilterCategory = Pick<Category, 'id' | 'title' | 'lobby' | 'type'>;

const optionsOf = <C extends FilterCategory>(categories: readonly C[], games: readonly Pick<Game, 'categories'>[], lobby: Lobby, fixedOnly: boolean): C[] => {
  const used = usedCategoryIds(games);
  return categories.filter((category) => category.lobby === lobby && (!fixedOnly || category.type === 'Default') && used.has(category.id));
};

/** Casino-lobby categories of type Default that at least one of the games belongs to, in the given order. */
export const casinoCategoryOptions = <C extends FilterCategory>(categories: readonly C[], games: readonly Pick<Game, 'categories'>[]): C[] =>
  optionsOf(categories, games, 'casino', true);

/** Live-lobby categories that at least one of the live games belongs to, in the given order. */
export const liveCategoryOptions = <C extends FilterCategory>(categories: readonly C[], liveGames: readonly Pick<Game, 'categories'>[]): C[] =>
  optionsOf(categories, liveGames, 'live', false);
