// What the filter panel and the filter button show: the sets, whether apply is possible, the
// enabled groups, the category options and the per-option counts (all from core's rules).
import {
  casinoCategoryOptions,
  countActiveFilters,
  enabledFilterGroups,
  filterFacetCounts,
  filtersEqual,
  liveCategoryOptions,
  withFixedSelection,
} from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { filtersMachine } from './filters.machine.ts';
import type { FiltersView } from './filters.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof filtersMachine>): FiltersView => {
  const { lobby, draft, applied, page, settings, categories, games } = snapshot.context;
  const fixed = page?.fixed ?? null;
  const live = lobby === 'live';
  const draftOnPage = withFixedSelection(draft, fixed);
  return {
    lobby,
    restoring: snapshot.matches('restoring'),
    panelOpen: snapshot.matches({ ready: 'open' }),
    draft,
    applied,
    effective: withFixedSelection(applied, fixed),
    fixed,
    canApply: !filtersEqual(draft, applied),
    activeCount: countActiveFilters(applied),
    draftCount: countActiveFilters(draft),
    enabledGroups: settings === null ? [] : enabledFilterGroups(settings, lobby),
    categoryOptions: live ? liveCategoryOptions(categories, games) : casinoCategoryOptions(categories, games),
    counts: filterFacetCounts(games, draftOnPage),
  };
};
