// D3 refresh of a recommendation category: the next seed is a game of the list that no other
// recommendation category already uses as its seed, so two categories never show the same list.
import type { Game } from '../types/catalogue.ts';

const freeCandidates = (listGames: readonly Game[], seeds: ReadonlySet<string>): Game[] => listGames.filter((game) => !seeds.has(game.gameCode));

/** Refresh is disabled when every game of the list is already a seed (or the list is empty). */
export const isRefreshDisabled = (listGames: readonly Game[], seeds: ReadonlySet<string>): boolean => listGames.every((game) => seeds.has(game.gameCode));

/**
 * A random game of the list whose code is not in `otherSeeds`, or null when there is none (exactly
 * when isRefreshDisabled). `random` returns a number in [0, 1), as Math.random does.
 */
export const pickRefreshSeed = (listGames: readonly Game[], otherSeeds: ReadonlySet<string>, random: () => number): Game | null => {
  const candidates = freeCandidates(listGames, otherSeeds);
  if (candidates.length === 0) return null;
  const at = Math.min(Math.max(Math.floor(random() * candidates.length), 0), candidates.length - 1);
  return candidates[at] ?? null;
};
