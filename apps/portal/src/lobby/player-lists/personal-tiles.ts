// A player's games as tiles, picked out of the lobby's compact list (lobby/compact-games.ts) by code,
// in the order given; codes the lobby does not have (another lobby's game, a game taken down) drop out.
// `place` draws them for another layout than the list's own (a player's row of the lobby). A list is
// indexed by code once, and read once per layout, for every row of the page: each of the lobby's nine
// player rows read its own copy of the 1,600 games and drew every tile only to learn its code, most
// of the logged-in lobby's longest task on a phone. Kept here, in the player's chunks, not in the
// compact list's module, which a visitor's pages load.
import type { GameGridTile } from '@casino/react-ui';
import type { TilePlace } from '../../game-tile-view.ts';
import { decodeCompactGames, readCompactGames, type CompactGames } from '../compact-games.ts';

const indexes = new WeakMap<CompactGames, ReadonlyMap<string, number>>();
const placed = new WeakMap<CompactGames, Map<TilePlace, CompactGames>>();

/** Where each code is in the list (a code held twice: its last record), from its codes alone. */
const indexOf = (games: CompactGames): ReadonlyMap<string, number> => {
  let index = indexes.get(games);
  if (index === undefined) {
    index = new Map(decodeCompactGames(games).map((game, at) => [game.gameCode, at]));
    indexes.set(games, index);
  }
  return index;
};

/** The list drawn for `place`: one copy per layout, so that its columns are read once per layout. */
const placedAs = (games: CompactGames, place: TilePlace): CompactGames => {
  if (place === games.place) return games;
  let copies = placed.get(games);
  if (copies === undefined) {
    copies = new Map();
    placed.set(games, copies);
  }
  let copy = copies.get(place);
  if (copy === undefined) {
    copy = { ...games, place };
    copies.set(place, copy);
  }
  return copy;
};

export const personalTiles = (games: CompactGames, codes: readonly string[], place: TilePlace = games.place): GameGridTile[] => {
  const index = indexOf(games);
  const columns = readCompactGames(placedAs(games, place));
  return codes.flatMap((code) => {
    const at = index.get(code);
    return at === undefined ? [] : [columns.tileAt(at)];
  });
};
