// The page a filter set belongs to (part 2 §4): its route, and the one selection a category,
// collection or provider page fixes (the page's own entity), which every filter set there includes.
import type { CasinoFilters, LiveFilters, OptionMap } from '../types/filters.ts';
import { isCasinoFilters, type AnyFilters } from './filter-schema.ts';

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
export function withFixedSelection(filters: CasinoFilters, fixed: FixedSelection | null): CasinoFilters;
export function withFixedSelection(filters: LiveFilters, fixed: FixedSelection | null): LiveFilters;
export function withFixedSelection(filters: AnyFilters, fixed: FixedSelection | null): AnyFilters;
export function withFixedSelection(filters: AnyFilters, fixed: FixedSelection | null): AnyFilters {
  if (fixed === null) return filters;
  const switchedOn = (options: OptionMap): OptionMap => ({ ...options, [fixed.option]: true });
  if (isCasinoFilters(filters)) return { ...filters, [fixed.group]: switchedOn(filters[fixed.group]) };
  return fixed.group === 'collection' ? filters : { ...filters, [fixed.group]: switchedOn(filters[fixed.group]) };
}
