// The reference the filter panel is measured against: what a competent engineer writes without an
// index — one pass over the catalogue that decides, per game, which groups it passes and whether
// it passes the other filters, adds it to the list when it passes everything, and counts its
// options in every group whose own selection is the only one it fails (D4: a group's counts ignore
// that group). The set is compiled once per call (core's per-game rule, given a set without the
// groups, checks flags, ranges and search). No caches survive the call.
import * as core from '@casino/core';
import type { CasinoFacetGroup, CasinoFilters, FacetCounts, Game } from '@casino/core';

// Plain local bindings: a module's exports are read through getters, which would be timed too.
const { CASINO_FACET_GROUPS, casinoOptionsOf, emptyCasinoFilters, matchesCasinoFilters } = core;

export interface FilterPanelAnswer {
  readonly games: Game[];
  readonly counts: FacetCounts<CasinoFacetGroup>;
}

export const onePassFilterAndCounts = (games: readonly Game[], filters: CasinoFilters): FilterPanelAnswer => {
  const groups = CASINO_FACET_GROUPS;
  const enabled = groups.map((group) => {
    const keys = Object.keys(filters[group]).filter((key) => filters[group][key] === true);
    return keys.length === 0 ? null : new Set(keys);
  });
  const withoutGroups: CasinoFilters = { ...filters, ...Object.fromEntries(groups.map((group) => [group, emptyCasinoFilters()[group]])) };
  const counts = groups.map(() => new Map<string, number>());
  const passing: Game[] = [];
  const options = new Array<readonly string[]>(groups.length);
  for (const game of games) {
    const rest = matchesCasinoFilters(game, withoutGroups);
    let failed = 0;
    let failedGroup = -1;
    for (let g = 0; g < groups.length; g++) {
      const own = casinoOptionsOf[groups[g]!](game);
      options[g] = own;
      const wanted = enabled[g];
      if (wanted && !own.some((option) => wanted.has(option))) {
        failed += 1;
        failedGroup = g;
      }
    }
    for (let g = 0; g < groups.length; g++) {
      const counted = rest && (failed === 0 || (failed === 1 && failedGroup === g));
      for (const option of options[g]!) counts[g]!.set(option, (counts[g]!.get(option) ?? 0) + (counted ? 1 : 0));
    }
    if (rest && failed === 0) passing.push(game);
  }
  // An enabled option no game has is listed with 0, so the panel can show it.
  enabled.forEach((wanted, g) => wanted?.forEach((option) => counts[g]!.has(option) || counts[g]!.set(option, 0)));
  const record = (g: number) => Object.fromEntries(counts[g]!);
  return { games: passing, counts: { category: record(0), collection: record(1), provider: record(2), reel: record(3) } };
};
