// Part 2 §9: a dynamic category (a service's or the player's list, such as the personalised picks)
// shows at most 30 games. For a layout category, capCategoryGames also applies the Top10 cut.
import { MAX_DYNAMIC_GAMES } from '../constants.ts';

/** The first 30 games of a dynamic list. */
export const capDynamicGames = <T>(games: readonly T[]): T[] => games.slice(0, MAX_DYNAMIC_GAMES);
