// A bet or max-win range: two sliders over the catalogue's amounts and two fields to type them the
// Czech way; the set changes when a slider moves or a typed amount is left (Enter or Tab).
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatCurrency, type AmountRange, type LiveGame } from '@casino/core';
import { endsOf, parseAmount, rangeOf } from './amount-range.ts';

export interface AmountRangeFieldProps {
  readonly legend: string;
  readonly group: 'betAmount' | 'maxWin';
  readonly range: AmountRange;
  readonly games: readonly LiveGame[];
  readonly currency: string;
  readonly onChange: (range: AmountRange) => void;
}

const finite = (values: readonly unknown[]): number[] => values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** The amounts the catalogue's games span in the group: bets from the lowest minimum to the highest maximum. */
const boundsOf = (games: readonly LiveGame[], group: AmountRangeFieldProps['group']): readonly [number, number] => {
  const low = finite(games.map((game) => (group === 'betAmount' ? game.minBet : game.maxWin)));
  const high = finite(games.map((game) => (group === 'betAmount' ? game.maxBet : game.maxWin)));
  return low.length === 0 || high.length === 0 ? [0, 0] : [Math.min(...low), Math.max(...high)];
};

const typed = (value: number): string => new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 2, useGrouping: true }).format(value);

export function AmountRangeField({ legend, group, range, games, currency, onChange }: AmountRangeFieldProps) {
  const { t } = useLingui();
  const [lowest, highest] = useMemo(() => boundsOf(games, group), [games, group]);
  const [from, to] = endsOf(range, lowest, highest);
  // What is being typed into one of the fields; the fields show the range's ends otherwise.
  const [editing, setEditing] = useState<{ readonly end: 0 | 1; readonly text: string } | null>(null);
  if (highest <= lowest) return null;
  const step = highest - lowest > 1000 ? 1 : 0.1;
  const set = (low: number, high: number) => onChange(rangeOf(low, high, lowest, highest));
  const leave = (end: 0 | 1) => {
    const value = editing?.end === end ? parseAmount(editing.text) : null;
    setEditing(null);
    if (value === null) return;
    if (end === 0) set(value, to);
    else set(from, value);
  };
  const id = `casino-filters-${group}`;
  return (
    <fieldset className="casino-filters__group casino-filters__range" data-group={group}>
      <legend className="casino-filters__legend">{legend}</legend>
      <p className="casino-filters__range-value" aria-live="polite">
        {formatCurrency(from, currency)} – {formatCurrency(to, currency)}
      </p>
      <div className="casino-filters__sliders">
        <input
          type="range"
          min={lowest}
          max={highest}
          step={step}
          value={from}
          aria-label={t`${legend}: od`}
          aria-valuetext={formatCurrency(from, currency)}
          onChange={(event) => set(Math.min(Number(event.target.value), to), to)}
        />
        <input
          type="range"
          min={lowest}
          max={highest}
          step={step}
          value={to}
          aria-label={t`${legend}: do`}
          aria-valuetext={formatCurrency(to, currency)}
          onChange={(event) => set(from, Math.max(Number(event.target.value), from))}
        />
      </div>
      <div className="casino-filters__amounts">
        {([0, 1] as const).map((end) => (
          <label key={end} className="casino-filters__amount" htmlFor={`${id}-${end}`}>
            <span>{end === 0 ? t`Od` : t`Do`}</span>
            <input
              id={`${id}-${end}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={editing?.end === end ? editing.text : typed(end === 0 ? from : to)}
              onChange={(event) => setEditing({ end, text: event.target.value })}
              onBlur={() => leave(end)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') leave(end);
              }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
