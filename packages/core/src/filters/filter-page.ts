// The page a filter set belongs to (part 2 §4): its route, and the one selection a category,
// collection or provider page fixes (the page's own entity), which every filter set there includes.
import type { CasinoFilters, LiveFilters, OptionMap } from '../types/filters.ts';

/** The selection a category, collection or provider page fixes: its own category, collection or provider. */
export interface FixedSelection {
  readonly group: 'category' | 'collection' | 'provider';
  readonly option: string;
}

/** A page as the router sees it: route name, route parameters and the fixed selection, if any. */
export interface FilterPage {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string>>;
  readonly fixed: FixedSelection | null;
}

/**
 * The set with the page's fixed selection switched on: what a page's games are filtered by. A group
 * the lobby's set does not have (a collection on the live lobby) leaves the set as it is.
 */
export const withFixedSelection = <F extends CasinoFilters | LiveFilters>(filters: F, fixed: FixedSelection | null): F => {
  if (fixed === null || !(fixed.group in filters)) return filters;
  const options = (filters as unknown as Record<FixedSelection['group'], OptionMap>)[fixed.group];
  return { ...filters, [fixed.group]: { ...options, [fixed.option]: true } };
};
