// Where a lobby's player rows get their games (../../routes/lobby/player-rows-catalogue-route.ts):
// under the optional /en prefix and /preview segment, for the casino unless `?lobby=live`.
export const PLAYER_ROWS_CATALOGUE_PATH = 'hrac/katalog.json';
export const PLAYER_ROWS_CATALOGUE_LOBBY_PARAM = 'lobby';
