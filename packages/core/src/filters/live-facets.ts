// liveFacetCounts and filterLiveGames: the live filter panel, with the same one-pass engine.
import type { LiveGame } from '../types/catalogue.ts';
import type { FacetCounts, LiveFacetGroup, LiveFilters } from '../types/filters.ts';
import { countsRecord, enabledMask, groupIndexCache, runFacetPass, type FacetPassResult } from './facet-index.ts';
import { LIVE_FACET_GROUPS, compileLiveFilters, liveOptionsOf, passesLiveRest } from './live-filters.ts';

// The live list is rebuilt on every table update; the cache still pays off across the counts and
// the list of one render.
const liveIndexOf = groupIndexCache(LIVE_FACET_GROUPS, liveOptionsOf);

const livePass = (games: readonly LiveGame[], filters: LiveFilters, count: boolean, collect: boolean): FacetPassResult => {
  const groups = liveIndexOf(games);
  const compiled = compileLiveFilters(filters);
  return runFacetPass({
    itemCount: games.length,
    groups,
    masks: LIVE_FACET_GROUPS.map((group, g) => enabledMask(groups[g]!, filters[group])),
    passesRest: compiled.hasRest ? (item) => passesLiveRest(games[item]!, compiled) : null,
    count,
    collect,
  });
};

/** D4 counts per option for the live panel: { category, provider, language }. */
export const liveFacetCounts = (games: readonly LiveGame[], filters: LiveFilters): FacetCounts<LiveFacetGroup> => {
  const { counts } = livePass(games, filters, true, false);
  const groups = liveIndexOf(games);
  const record = (g: number, group: LiveFacetGroup) => countsRecord(groups[g]!, counts[g]!, filters[group]);
  return { category: record(0, 'category'), provider: record(1, 'provider'), language: record(2, 'language') };
};

/** The live games that pass every active filter, in the given order. */
export const filterLiveGames = (games: readonly LiveGame[], filters: LiveFilters): LiveGame[] =>
  livePass(games, filters, false, true).matched.map((item) => games[item]!);
