// Where the search panel's catalogue is served (../routes/search/search-catalogue-route.ts): under the
// optional /en prefix and /preview segment of the page it is searched from (a preview page's search
// reads drafts, as the page does), for the casino unless `?lobby=live` asks for the live lobby's.
import { addLocalePrefix, addPreviewSegment, type Lobby, type Locale } from '@casino/core';

export const SEARCH_CATALOGUE_PATH = 'hledani/katalog.json';
export const SEARCH_CATALOGUE_LOBBY_PARAM = 'lobby';

/** The catalogue's address (path and query) for a page in this language and preview mode. */
export const searchCatalogueAddress = (lobby: Lobby, locale: Locale, preview: boolean): string => {
  const path = `/${SEARCH_CATALOGUE_PATH}`;
  return `${addLocalePrefix(preview ? addPreviewSegment(path) : path, locale)}?${SEARCH_CATALOGUE_LOBBY_PARAM}=${lobby}`;
};
