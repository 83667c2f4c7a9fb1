// A player's games as tiles, picked out of the lobby's compact list (lobby/compact-games.ts) by code,
// in the order given; codes the lobby does not have (another lobby's game, a game taken down) drop out.
import type { GameGridTile } from '@casino/react-ui';
import { readCompactGames, type CompactGames } from '../compact-games.ts';

const indexes = new WeakMap<CompactGames, ReadonlyMap<string, number>>();

const indexOf = (games: CompactGames): ReadonlyMap<string, number> => {
  let index = indexes.get(games);
  if (index === undefined) {
    const columns = readCompactGames(games);
    index = new Map(Array.from({ length: columns.count }, (_, at) => [columns.tileAt(at).key, at]));
    indexes.set(games, index);
  }
  return index;
};

export const personalTiles = (games: CompactGames, codes: readonly string[]): GameGridTile[] => {
  const index = indexOf(games);
  const columns = readCompactGames(games);
  return codes.flatMap((code) => {
    const at = index.get(code);
    return at === undefined ? [] : [columns.tileAt(at)];
  });
};
