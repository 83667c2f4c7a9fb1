// Where the search panel's catalogue is served (../routes/search/search-catalogue-route.ts): under the
// optional /en prefix, for the casino unless `?lobby=live` asks for the live lobby's.
export const SEARCH_CATALOGUE_PATH = 'hledani/katalog.json';
export const SEARCH_CATALOGUE_LOBBY_PARAM = 'lobby';
