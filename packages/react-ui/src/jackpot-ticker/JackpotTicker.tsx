// A jackpot's levels, ticking (use-ticking-amounts.ts): all tickers share one animation clock, and
// tabular numbers keep the width still while the values roll.
import { useTickingAmounts } from './use-ticking-amounts.ts';
import './jackpot-ticker.css';

export interface JackpotLevelView {
  readonly name: string;
  readonly amount: number;
}

export interface JackpotTickerProps {
  readonly levels: readonly JackpotLevelView[];
  readonly currencyCode: string;
  /** Epoch ms of the fetch that returned the amounts. */
  readonly fetchedAt: number;
  readonly seed: number;
}

export function JackpotTicker({ levels, currencyCode, fetchedAt, seed }: JackpotTickerProps) {
  const { first, ref } = useTickingAmounts({ amounts: levels.map((level) => level.amount), currencyCode, fetchedAt, seed });
  return (
    <dl className="casino-jackpot-ticker">
      {levels.map((level, index) => (
        <div key={level.name} className={index === 0 ? 'casino-jackpot-ticker__level casino-jackpot-ticker__level--top' : 'casino-jackpot-ticker__level'}>
          <dt className="casino-jackpot-ticker__name">{level.name}</dt>
          <dd className="casino-jackpot-ticker__value">
            <span ref={ref(index)}>{first[index]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
