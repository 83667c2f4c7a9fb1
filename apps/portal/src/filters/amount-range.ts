// The bet and max-win fields of the filter panel: amounts typed the Czech way ('1 000,50') and the
// set's range ([0, 0] inactive, 0 as the upper end: no limit, D4) from what the two ends say.
import type { AmountRange } from '@casino/core';

/** '1 000,5' or '1000.5' → 1000.5; null when it is not an amount. */
export const parseAmount = (text: string): number | null => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
};

/**
 * The range the two ends ask for within the catalogue's [lowest, highest]: ends at the bounds filter
 * nothing (the lower 0, the upper 0 = no limit), ends outside the bounds are put on them. An upper end of 0 is no
 * limit (D4), so a range up to 0 itself cannot be asked for.
 */
export const rangeOf = (low: number, high: number, lowest: number, highest: number): AmountRange => {
  // Cents at most, as the address writes them (filter-query.ts).
  const clamp = (value: number) => Math.round(Math.min(highest, Math.max(lowest, value)) * 100) / 100;
  const from = clamp(Math.min(low, high));
  const to = clamp(Math.max(low, high));
  const min = from <= lowest ? 0 : from;
  const max = to >= highest ? 0 : to;
  return min === 0 && max === 0 ? [0, 0] : [min, max];
};

/** The two ends a range shows within [lowest, highest]. */
export const endsOf = (range: AmountRange, lowest: number, highest: number): readonly [number, number] => [
  range[0] === 0 ? lowest : range[0],
  range[1] === 0 ? highest : range[1],
];
