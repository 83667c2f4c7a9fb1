// A jackpot's levels, top level first, ticking up between fetches (use-ticking-amounts.ts: core's
// ticker rule on the page's one animation clock) in the Czech currency format, in tabular numbers so
// that changing values do not jiggle.
import { useId } from 'react';
import { useTickingAmounts } from '../jackpot-ticker/use-ticking-amounts.ts';
import './jackpot-levels.css';

export interface JackpotLevelItem {
  readonly name: string;
  /** The amount of the last fetch. */
  readonly amount: number;
}

export interface JackpotLevelsProps {
  readonly title: string;
  /** The jackpot's page; the title becomes its link. */
  readonly href?: string;
  readonly levels: readonly JackpotLevelItem[];
  readonly currencyCode: string;
  /** Epoch ms of the fetch that returned the amounts. */
  readonly fetchedAt: number;
  /** The jackpot's ticker seed (core's jackpotSeed of its id). */
  readonly seed: number;
  /** How many levels to show (the rest are on the detail page). */
  readonly limit?: number;
  /** Heading level: h2 in a list, none when the page's h1 already names the jackpot. */
  readonly headingLevel?: 2 | 'none';
  readonly levelsLabel: string;
}

export function JackpotLevels({ title, href, levels, currencyCode, fetchedAt, seed, limit, headingLevel = 2, levelsLabel }: JackpotLevelsProps) {
  const headingId = useId();
  const shown = limit === undefined ? levels : levels.slice(0, limit);
  const { first, ref } = useTickingAmounts({ amounts: shown.map((level) => level.amount), currencyCode, fetchedAt, seed });
  const [top, ...rest] = shown;
  return (
    <section
      className="casino-jackpot"
      aria-labelledby={headingLevel === 'none' ? undefined : headingId}
      aria-label={headingLevel === 'none' ? levelsLabel : undefined}
    >
      {headingLevel === 'none' ? null : (
        <h2 className="casino-jackpot__title" id={headingId}>
          {href ? <a href={href}>{title}</a> : title}
        </h2>
      )}
      {top ? (
        <p className="casino-jackpot__top">
          <span className="casino-jackpot__top-name">{top.name}</span>
          <span className="casino-jackpot__top-amount" ref={ref(0)}>
            {first[0]}
          </span>
        </p>
      ) : null}
      {rest.length > 0 ? (
        <dl className="casino-jackpot__levels">
          {rest.map((level, index) => (
            <div className="casino-jackpot__level" key={level.name}>
              <dt>{level.name}</dt>
              <dd ref={ref(index + 1)}>{first[index + 1]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
