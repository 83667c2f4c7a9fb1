// A set read from an address may name options no game has (a provider since removed, a typo): they
// are ignored like any other unknown value, so the page lists what the rest of the set asks for.
import type { LiveGame } from '../types/catalogue.ts';
import type { OptionMap } from '../types/filters.ts';
import { casinoOptionsOf } from './casino-filters.ts';
import { FILTER_SCHEMA, isCasinoFilters, lobbyOfFilters, type AnyFilters } from './filter-schema.ts';
import { liveOptionsOf } from './live-filters.ts';
import { enabledOptions } from './option-maps.ts';

/** The set with only the options some of the games offer (each group's options by the lobby's own rule, D4). */
export const withKnownOptions = (filters: AnyFilters, games: readonly LiveGame[]): AnyFilters => {
  const casino = isCasinoFilters(filters);
  const record = filters as unknown as Readonly<Record<string, OptionMap>>;
  const kept: Record<string, OptionMap> = {};
  for (const group of FILTER_SCHEMA[lobbyOfFilters(filters)].optionGroups) {
    const wanted = new Set(enabledOptions(record[group] ?? {}));
    if (wanted.size === 0) continue;
    const optionsOf = (casino ? casinoOptionsOf[group as keyof typeof casinoOptionsOf] : liveOptionsOf[group as keyof typeof liveOptionsOf]) as (
      game: LiveGame,
    ) => readonly string[];
    const found = new Set<string>();
    // Stops at the game that shows the last wanted option: an Apply in the browser runs this in its click.
    for (const game of games) {
      for (const option of optionsOf(game)) if (wanted.has(option)) found.add(option);
      if (found.size === wanted.size) break;
    }
    kept[group] = Object.fromEntries([...found].map((option) => [option, true]));
  }
  return { ...filters, ...kept } as AnyFilters;
};
