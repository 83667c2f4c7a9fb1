// The jackpots widget: one card per jackpot with its ticking levels and a link to its page.
import { useId } from 'react';
import { JackpotTicker, type JackpotLevelView } from './JackpotTicker.tsx';
import './jackpots-widget.css';

export interface JackpotView {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly currencyCode: string;
  readonly levels: readonly JackpotLevelView[];
  readonly seed: number;
}

export interface JackpotsWidgetProps {
  readonly title: string;
  readonly jackpots: readonly JackpotView[];
  readonly fetchedAt: number;
  /** The section's id (a lobby hydrates the widget once it is seen: HydrateOnEngagement's whenSeen). */
  readonly id?: string;
}

export function JackpotsWidget({ title, jackpots, fetchedAt, id }: JackpotsWidgetProps) {
  const headingId = useId();
  return (
    <section id={id} className="casino-widget casino-jackpots" aria-labelledby={headingId}>
      <h2 className="casino-widget__title casino-jackpots__title" id={headingId}>
        {title}
      </h2>
      <ul className="casino-scroll-row casino-jackpots__list">
        {jackpots.map((jackpot) => (
          <li key={jackpot.id} className="casino-jackpots__card">
            <h3 className="casino-jackpots__name">
              <a href={jackpot.href}>{jackpot.title}</a>
            </h3>
            <JackpotTicker levels={jackpot.levels} currencyCode={jackpot.currencyCode} fetchedAt={fetchedAt} seed={jackpot.seed} />
          </li>
        ))}
      </ul>
    </section>
  );
}
