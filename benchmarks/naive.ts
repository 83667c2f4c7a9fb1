// Naive baselines: the obvious implementations of the catalogue rules, built only from core's
// per-item rules. They are what core's one-pass and cached versions are measured against, and the
// equivalence tests check that both give the same answers.
import * as core from '@casino/core';
import type {
  CasinoFacetGroup,
  CasinoFilters,
  FacetCounts,
  Game,
  SearchConfig,
  SearchResult,
  SearchableCatalogue,
} from '@casino/core';

// Plain local bindings: a module's exports are read through getters, which would be timed too.
const { CASINO_FACET_GROUPS, casinoOptionsOf, foldText, gameSearchBonus, matchesCasinoFilters, searchWeight } = core;

/** Re-filters the catalogue for every option of every group. */
export const naiveFacetCounts = (games: readonly Game[], filters: CasinoFilters): FacetCounts<CasinoFacetGroup> => {
  const result = {} as Record<CasinoFacetGroup, Record<string, number>>;
  for (const group of CASINO_FACET_GROUPS) {
    const withoutGroup: CasinoFilters = { ...filters, [group]: {} };
    const optionsOf = casinoOptionsOf[group];
    const enabled = Object.keys(filters[group]).filter((key) => filters[group][key] === true);
    const options = new Set([...games.flatMap((game) => optionsOf(game)), ...enabled]);
    const counts: Record<string, number> = {};
    for (const option of options) {
      counts[option] = games.filter((game) => optionsOf(game).includes(option) && matchesCasinoFilters(game, withoutGroup)).length;
    }
    result[group] = counts;
  }
  return result;
};

export const naiveFilter = (games: readonly Game[], filters: CasinoFilters): Game[] =>
  games.filter((game) => matchesCasinoFilters(game, filters));

/** Folds every name on every keystroke and sorts the matches. */
export const naiveSearch = (catalogue: SearchableCatalogue, term: string, config: SearchConfig = {}): SearchResult[] => {
  const trimmed = term.trim();
  const folded = foldText(trimmed);
  if (folded === '') return [];
  const results: SearchResult[] = catalogue.games
    .filter((game) => foldText(game.name).includes(folded))
    .map((game) => ({ kind: 'game', item: game, weight: searchWeight(game.name, term) + gameSearchBonus(game, config.recommendCategory) }));
  if (trimmed.length >= 3) {
    const wants = (kind: 'providers' | 'categories' | 'collections') => config.searchResultIncludes?.includes(kind) ?? true;
    if (wants('providers'))
      for (const item of catalogue.providers ?? [])
        if (foldText(item.name).includes(folded)) results.push({ kind: 'provider', item, weight: searchWeight(item.name, term) });
    if (wants('categories'))
      for (const item of catalogue.categories ?? [])
        if (foldText(item.title).includes(folded)) results.push({ kind: 'category', item, weight: searchWeight(item.title, term) });
    if (wants('collections'))
      for (const item of catalogue.collections ?? [])
        if (foldText(item.title).includes(folded)) results.push({ kind: 'collection', item, weight: searchWeight(item.title, term) });
  }
  return results.sort((a, b) => b.weight - a.weight);
};
