// D4 live filter set: the casino rules plus the live-table flags.
import { hasAvailableSeat, isTableOpen } from '../live/live-table.ts';
import type { LiveGame } from '../types/catalogue.ts';
import type { LiveFacetGroup, LiveFilters } from '../types/filters.ts';
import { memoPerObject } from './object-memo.ts';
import { anyEnabled, enabledSet, optionMapsEqual } from './option-maps.ts';
import { betFits, rangeBounds, type Bounds } from './ranges.ts';

export const LIVE_FACET_GROUPS: readonly LiveFacetGroup[] = ['category', 'provider', 'language'];

/** The option keys a live game offers in each group: category ids, provider, the table's Language. */
export const liveOptionsOf: Readonly<Record<LiveFacetGroup, (game: LiveGame) => readonly string[]>> = {
  category: (game) => game.categories,
  provider: (game) => [game.provider],
  language: (game) => (typeof game.Language === 'string' ? [game.Language] : []),
};

export interface CompiledLiveFilters {
  readonly groups: readonly { readonly group: LiveFacetGroup; readonly enabled: ReadonlySet<string> }[];
  readonly bet: Bounds | null;
  readonly openTable: boolean;
  readonly availableSeat: boolean;
  readonly hasRest: boolean;
}

export const compileLiveFilters = (filters: LiveFilters): CompiledLiveFilters => {
  const groups = LIVE_FACET_GROUPS.flatMap((group) => {
    const enabled = enabledSet(filters[group]);
    return enabled === null ? [] : [{ group, enabled }];
  });
  const bet = rangeBounds(filters.betAmount);
  return {
    groups,
    bet,
    openTable: filters.openTable,
    availableSeat: filters.availableSeat,
    hasRest: bet !== null || filters.openTable || filters.availableSeat,
  };
};

/** Every active filter that is not a map group: bet, open table, available seat. */
export const passesLiveRest = (game: LiveGame, filters: CompiledLiveFilters): boolean =>
  (filters.bet === null || betFits(game.minBet, game.maxBet, filters.bet)) &&
  (!filters.openTable || isTableOpen(game)) &&
  (!filters.availableSeat || hasAvailableSeat(game));

// As for the casino set: compiled once per set object, however many games it is matched against.
const compiledOf = memoPerObject(compileLiveFilters);

export const matchesLiveFilters = (game: LiveGame, filters: LiveFilters): boolean => {
  const compiled = compiledOf(filters);
  return passesLiveRest(game, compiled) && compiled.groups.every(({ group, enabled }) => anyEnabled(liveOptionsOf[group](game), enabled));
};

export const liveFiltersEqual = (a: LiveFilters, b: LiveFilters): boolean =>
  LIVE_FACET_GROUPS.every((group) => optionMapsEqual(a[group], b[group])) &&
  a.betAmount[0] === b.betAmount[0] &&
  a.betAmount[1] === b.betAmount[1] &&
  a.openTable === b.openTable &&
  a.availableSeat === b.availableSeat;
