// Where the browser asks for the tiles of the recommendation service's rows
// (../../routes/lobby/service-tiles-route.ts): the service gives only the games' codes (part 2 §7),
// so the page's browser sends them, once for every service row of a page visit, and gets those
// games of the lobby in the compact form the rows read (../compact-games.ts), not the whole lobby's
// catalogue. Under the optional /en prefix and /preview segment, for the casino unless `?lobby=live`.
// The codes go in one query value, comma-separated, each once and sorted, so that every visitor
// shown the same lists asks the same address (a shared cache keeps one answer for them).
import { addLocalePrefix, addPreviewSegment, MAX_DYNAMIC_GAMES, type Locale, type Lobby } from '@casino/core';
import { isGameCode } from '../../game-code.ts';

export const SERVICE_TILES_PATH = 'hry/dlazdice.json';
export const SERVICE_TILES_CODES_PARAM = 'kody';
export const SERVICE_TILES_LOBBY_PARAM = 'lobby';
/** The service's four lists, each at most the dynamic categories' cap: no page asks for more. */
export const SERVICE_TILES_MAX = 4 * MAX_DYNAMIC_GAMES;

/**
 * The codes a request asks for, or null when it asks for what no page asks (more than
 * SERVICE_TILES_MAX codes, or a text that is no game code, too long included): the route answers 400.
 */
export const serviceTileCodesAsked = (value: string | null): readonly string[] | null => {
  if (value === null || value === '') return [];
  const codes = [...new Set(value.split(','))];
  return codes.length <= SERVICE_TILES_MAX && codes.every(isGameCode) ? codes : null;
};

/** The codes a page sends: plausible codes only (a malformed one the service sent is no tile), each once, sorted, at most SERVICE_TILES_MAX. */
export const serviceTileCodesToSend = (codes: readonly string[]): readonly string[] =>
  [...new Set(codes.filter(isGameCode))].sort().slice(0, SERVICE_TILES_MAX);

/** The route's address (path and query) for these codes of the lobby, in the page's language and preview mode. */
export const serviceTilesAddress = (codes: readonly string[], lobby: Lobby, locale: Locale, preview: boolean): string => {
  const path = `/${SERVICE_TILES_PATH}`;
  const query = new URLSearchParams({ [SERVICE_TILES_CODES_PARAM]: serviceTileCodesToSend(codes).join(','), [SERVICE_TILES_LOBBY_PARAM]: lobby });
  return `${addLocalePrefix(preview ? addPreviewSegment(path) : path, locale)}?${query}`;
};
