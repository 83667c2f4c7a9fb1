// A player's games as tiles, picked out of the lobby's compact list (lobby/compact-games.ts) by code,
// in the order given; codes the lobby does not have (another lobby's game, a game taken down) drop out.
// `place` draws them for another layout than the list's own (a player's row in the lobby's list):
// one list read once serves every row of the page, whatever its layout.
import type { GameGridTile } from '@casino/react-ui';
import type { TilePlace } from '../../game-tile-view.ts';
import { readCompactGames, type CompactGames } from '../compact-games.ts';

export const personalTiles = (games: CompactGames, codes: readonly string[], place: TilePlace = games.place): GameGridTile[] => {
  const columns = readCompactGames(games);
  return codes.flatMap((code) => {
    const at = columns.indexOf(code);
    return at === undefined ? [] : [columns.tileAt(at, place)];
  });
};
