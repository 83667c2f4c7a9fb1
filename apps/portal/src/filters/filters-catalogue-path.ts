// Where the filters panel's catalogue is served (../routes/filters/filters-catalogue-route.ts): under
// the optional /en prefix, for the casino unless `?lobby=live` asks for the live lobby's.
export const FILTERS_CATALOGUE_PATH = 'filtry/katalog.json';
export const FILTERS_CATALOGUE_LOBBY_PARAM = 'lobby';
