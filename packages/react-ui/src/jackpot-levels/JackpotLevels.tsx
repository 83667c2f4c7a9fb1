// A jackpot's levels, top level first, with amounts already formatted by the caller (Czech currency
// format) in tabular numbers, so that changing values do not jiggle.
import { useId } from 'react';
import './jackpot-levels.css';

export interface JackpotLevelItem {
  readonly name: string;
  /** Formatted, e.g. "4 517 261 Kč". */
  readonly amount: string;
}

export interface JackpotLevelsProps {
  readonly title: string;
  /** The jackpot's page; the title becomes its link. */
  readonly href?: string;
  readonly levels: readonly JackpotLevelItem[];
  /** How many levels to show (the rest are on the detail page). */
  readonly limit?: number;
  /** Heading level: h2 in a list, none when the page's h1 already names the jackpot. */
  readonly headingLevel?: 2 | 'none';
  readonly levelsLabel: string;
}

export function JackpotLevels({ title, href, levels, limit, headingLevel = 2, levelsLabel }: JackpotLevelsProps) {
  const headingId = useId();
  const [top, ...rest] = limit === undefined ? levels : levels.slice(0, limit);
  return (
    <section className="casino-jackpot" aria-labelledby={headingLevel === 'none' ? undefined : headingId} aria-label={headingLevel === 'none' ? levelsLabel : undefined}>
      {headingLevel === 'none' ? null : (
        <h2 className="casino-jackpot__title" id={headingId}>
          {href ? <a href={href}>{title}</a> : title}
        </h2>
      )}
      {top ? (
        <p className="casino-jackpot__top">
          <span className="casino-jackpot__top-name">{top.name}</span>
          <span className="casino-jackpot__top-amount">{top.amount}</span>
        </p>
      ) : null}
      {rest.length > 0 ? (
        <dl className="casino-jackpot__levels">
          {rest.map((level) => (
            <div className="casino-jackpot__level" key={level.name}>
              <dt>{level.name}</dt>
              <dd>{level.amount}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
