// Which categories the filter panels offer (part 2 §5): only those holding games of the list; the
// casino panel also leaves out the dynamic ones (service and player categories, whose games change).
import type { Category, Game } from '../types/catalogue.ts';
import type { Lobby } from '../types/enums.ts';

/** Category ids that some game lists in its `categories` (the key the category filter matches on, D4). */
const usedCategoryIds = (games: readonly Game[]): ReadonlySet<string> => {
  const used = new Set<string>();
  for (const game of games) for (const id of game.categories) used.add(id);
  return used;
};

const optionsOf = (categories: readonly Category[], games: readonly Game[], lobby: Lobby, fixedOnly: boolean): Category[] => {
  const used = usedCategoryIds(games);
  return categories.filter((category) => category.lobby === lobby && (!fixedOnly || category.type === 'Default') && used.has(category.id));
};

/** Casino-lobby categories of type Default that at least one of the games belongs to, in the given order. */
export const casinoCategoryOptions = (categories: readonly Category[], games: readonly Game[]): Category[] => optionsOf(categories, games, 'casino', true);

/** Live-lobby categories that at least one of the live games belongs to, in the given order. */
export const liveCategoryOptions = (categories: readonly Category[], liveGames: readonly Game[]): Category[] => optionsOf(categories, liveGames, 'live', false);
