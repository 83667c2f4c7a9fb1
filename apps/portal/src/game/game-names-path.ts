// Where a page's browser asks for the names of some games by their codes
// (../routes/game/game-names-route.ts): the bonus details popup names the games a bonus is valid in,
// and a bonus template carries only their codes. The codes go in one query value, comma-separated;
// the route reads back at most GAME_NAMES_MAX of them, each once, each a plausible game code.
import { addLocalePrefix, addPreviewSegment, type Locale } from '@casino/core';
import { isGameCode } from '../game-code.ts';

export const GAME_NAMES_PATH = 'hry/nazvy.json';
export const GAME_NAMES_PARAM = 'kody';
/** A bonus names a handful of games; more than this is no bonus's list, and the rest are not asked for. */
export const GAME_NAMES_MAX = 50;

/** The codes asked for: each plausible code once, in the order given, at most GAME_NAMES_MAX. */
export const gameCodesAsked = (value: string | null): readonly string[] => [...new Set((value ?? '').split(',').filter(isGameCode))].slice(0, GAME_NAMES_MAX);

/** The route's address (path and query) for these codes, in the page's language and preview mode. */
export const gameNamesAddress = (codes: readonly string[], locale: Locale, preview: boolean): string => {
  const path = `/${GAME_NAMES_PATH}`;
  const query = new URLSearchParams({ [GAME_NAMES_PARAM]: gameCodesAsked(codes.join(',')).join(',') });
  return `${addLocalePrefix(preview ? addPreviewSegment(path) : path, locale)}?${query}`;
};
