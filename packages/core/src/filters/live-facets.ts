// liveFacetCounts and filterLiveGames: the live filter panel, with the same engine.
import type { LiveGame } from '../types/catalogue.ts';
import type { FacetCounts, LiveFacetGroup, LiveFilters } from '../types/filters.ts';
import { buildGroupIndex, countsRecord, enabledIds, itemsIn, runFacetPass, type FacetPassResult, type GroupIndex } from './facet-index.ts';
import { LIVE_FACET_GROUPS, compileLiveFilters, liveOptionsOf, passesLiveRest } from './live-filters.ts';

// The live list is rebuilt on every table update, so its index lives as long as that array does;
// it still serves both the counts and the list of one render.
const indexes = new WeakMap<readonly LiveGame[], { readonly size: number; readonly groups: readonly GroupIndex[] }>();

const liveGroupsOf = (games: readonly LiveGame[]): readonly GroupIndex[] => {
  const cached = indexes.get(games);
  if (cached !== undefined && cached.size === games.length) return cached.groups;
  const groups = LIVE_FACET_GROUPS.map((group) => buildGroupIndex(games, liveOptionsOf[group]));
  indexes.set(games, { size: games.length, groups });
  return groups;
};

const livePass = (games: readonly LiveGame[], filters: LiveFilters): FacetPassResult => {
  const groups = liveGroupsOf(games);
  const compiled = compileLiveFilters(filters);
  return runFacetPass({
    itemCount: games.length,
    groups,
    enabled: LIVE_FACET_GROUPS.map((group, g) => enabledIds(groups[g]!, filters[group])),
    passesRest: compiled.hasRest ? (at) => passesLiveRest(games[at]!, compiled) : null,
  });
};

/** D4 counts per option for the live panel: { category, provider, language }. */
export const liveFacetCounts = (games: readonly LiveGame[], filters: LiveFilters): FacetCounts<LiveFacetGroup> => {
  const { counts } = livePass(games, filters);
  const groups = liveGroupsOf(games);
  const record = (g: number, group: LiveFacetGroup) => countsRecord(groups[g]!, counts[g]!, filters[group]);
  return { category: record(0, 'category'), provider: record(1, 'provider'), language: record(2, 'language') };
};

/** The live games that pass every active filter, in the given order. */
export const filterLiveGames = (games: readonly LiveGame[], filters: LiveFilters): LiveGame[] => {
  const { passing, unfiltered } = livePass(games, filters);
  return unfiltered ? [...games] : itemsIn(passing, games);
};
