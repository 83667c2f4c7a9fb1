// casino_filters_click / live_casino_filters_click (part 2 §7): sent when filters are applied, with
// the applied set flattened for the tag manager (enabled options as lists, inactive ranges as null).
import type { CasinoFilters, LiveFilters } from '../types/filters.ts';
import type { Lobby } from '../types/enums.ts';
import { originOf } from '../types/session.ts';
import { countActiveFilters, isRangeActive } from '../filters/index.ts';
import { enabledOptions } from '../filters/option-maps.ts';
import { AnalyticsEventName, type AnalyticsEvent } from './analytics-event.ts';

const range = (value: readonly [number, number]): readonly [number, number] | null => (isRangeActive(value) ? [value[0], value[1]] : null);

const isCasinoFilters = (filters: CasinoFilters | LiveFilters): filters is CasinoFilters => 'reel' in filters;

const casinoPayload = (filters: CasinoFilters) => ({
  category: enabledOptions(filters.category),
  collection: enabledOptions(filters.collection),
  provider: enabledOptions(filters.provider),
  reel: enabledOptions(filters.reel),
  bet_amount: range(filters.betAmount),
  max_win: range(filters.maxWin),
  jackpot: filters.jackpot,
  gamble: filters.gamble,
  bonus: filters.bonus,
  search: filters.search.trim() === '' ? null : filters.search.trim(),
});

const livePayload = (filters: LiveFilters) => ({
  category: enabledOptions(filters.category),
  provider: enabledOptions(filters.provider),
  language: enabledOptions(filters.language),
  bet_amount: range(filters.betAmount),
  open_table: filters.openTable,
  available_seat: filters.availableSeat,
});

export function filtersClickEvent(lobby: 'casino', filters: CasinoFilters): AnalyticsEvent;
export function filtersClickEvent(lobby: 'live', filters: LiveFilters): AnalyticsEvent;
export function filtersClickEvent(lobby: Lobby, filters: CasinoFilters | LiveFilters): AnalyticsEvent;
export function filtersClickEvent(lobby: Lobby, filters: CasinoFilters | LiveFilters): AnalyticsEvent {
  return {
    event: lobby === 'live' ? AnalyticsEventName.liveFiltersClick : AnalyticsEventName.filtersClick,
    origin: originOf(lobby),
    active_filters: countActiveFilters(filters),
    ...(isCasinoFilters(filters) ? casinoPayload(filters) : livePayload(filters)),
  };
}
