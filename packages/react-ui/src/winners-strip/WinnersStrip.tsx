// Recent winners as a lobby widget (a strip of the latest wins; the winners pages use WinnersList):
// the list is on its way.
import { useId } from 'react';
import './winners-strip.css';

export interface WinnerView {
  readonly id: string;
  readonly nickname: string;
  readonly gameName: string;
  readonly href: string;
  /** Already formatted (currency rule of core). */
  readonly amount: string;
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
}

export interface WinnersStripProps {
  readonly title: string;
  readonly winners: readonly WinnerView[];
  /** The section's id (a lobby hydrates the strip once it is seen: HydrateOnEngagement's whenSeen). */
  readonly id?: string;
}

export function WinnersStrip({ title, winners, id }: WinnersStripProps) {
  const headingId = useId();
  return (
    <section id={id} className="casino-widget casino-winners-strip" aria-labelledby={headingId}>
      <h2 className="casino-widget__title casino-winners-strip__title" id={headingId}>
        {title}
      </h2>
      <ul className="casino-scroll-row casino-winners-strip__list">
        {winners.map((winner) => (
          <li key={winner.id}>
            <a className="casino-winners-strip__item" href={winner.href}>
              <img
                className="casino-winners-strip__image"
                src={winner.imageUrl}
                width={winner.width}
                height={winner.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span className="casino-winners-strip__text">
                <span className="casino-winners-strip__amount">{winner.amount}</span>
                <span className="casino-winners-strip__game">{winner.gameName}</span>
                <span className="casino-winners-strip__nickname">{winner.nickname}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface WinnersStripSkeletonProps {
  readonly title: string;
  /** Announced to screen readers while loading (general.loading). */
  readonly loadingLabel: string;
  readonly count?: number;
}

export function WinnersStripSkeleton({ title, loadingLabel, count = 6 }: WinnersStripSkeletonProps) {
  const headingId = useId();
  return (
    <section className="casino-widget casino-winners-strip" aria-labelledby={headingId} aria-busy="true">
      <h2 className="casino-widget__title casino-winners-strip__title" id={headingId}>
        {title}
      </h2>
      <p className="casino-visually-hidden" role="status">
        {loadingLabel}
      </p>
      <ul className="casino-scroll-row casino-winners-strip__list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="casino-winners-strip__item casino-skeleton">
              <span className="casino-winners-strip__image casino-skeleton__block" />
              <span className="casino-winners-strip__text">
                <span className="casino-skeleton__line" />
                <span className="casino-skeleton__line casino-skeleton__line--short" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
