// Some games of a list picked by code (the service rows' tiles route: the codes come from a browser),
// in the list's own order; a code the list does not have (another lobby's game, a game taken down,
// a made-up one) is left out, never echoed back. The list is indexed once (per array: the server's
// lobby lists are one array per version of the catalogue), not searched once per code.
import type { Game } from '@casino/core';

const indexes = new WeakMap<readonly Game[], ReadonlyMap<string, number>>();

const indexOf = (games: readonly Game[]): ReadonlyMap<string, number> => {
  let index = indexes.get(games);
  if (index === undefined) {
    // A code held twice keeps its first game, as a lobby shows it once.
    index = new Map([...games.map((game, at) => [game.gameCode, at] as const)].reverse());
    indexes.set(games, index);
  }
  return index;
};

export const gamesByCode = (games: readonly Game[], codes: readonly string[]): Game[] => {
  const index = indexOf(games);
  const found = new Set<number>();
  for (const code of codes) {
    const at = index.get(code);
    if (at !== undefined) found.add(at);
  }
  return [...found].sort((a, b) => a - b).map((at) => games[at]!);
};
