// Recent winners: who won how much in which game, newest first; a skeleton of the same size while
// the list is on its way.
import { useId } from 'react';
import './winners-list.css';

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

export interface WinnersListProps {
  readonly title: string;
  readonly winners: readonly WinnerView[];
}

export function WinnersList({ title, winners }: WinnersListProps) {
  const headingId = useId();
  return (
    <section className="casino-winners" aria-labelledby={headingId}>
      <h2 className="casino-winners__title" id={headingId}>
        {title}
      </h2>
      <ul className="casino-winners__list">
        {winners.map((winner) => (
          <li key={winner.id}>
            <a className="casino-winners__item" href={winner.href}>
              <img className="casino-winners__image" src={winner.imageUrl} width={winner.width} height={winner.height} alt="" loading="lazy" decoding="async" />
              <span className="casino-winners__text">
                <span className="casino-winners__amount">{winner.amount}</span>
                <span className="casino-winners__game">{winner.gameName}</span>
                <span className="casino-winners__nickname">{winner.nickname}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface WinnersListSkeletonProps {
  readonly title: string;
  /** Announced to screen readers while loading (general.loading). */
  readonly loadingLabel: string;
  readonly count?: number;
}

export function WinnersListSkeleton({ title, loadingLabel, count = 6 }: WinnersListSkeletonProps) {
  const headingId = useId();
  return (
    <section className="casino-winners" aria-labelledby={headingId} aria-busy="true">
      <h2 className="casino-winners__title" id={headingId}>
        {title}
      </h2>
      <p className="casino-visually-hidden" role="status">
        {loadingLabel}
      </p>
      <ul className="casino-winners__list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="casino-winners__item casino-skeleton">
              <span className="casino-winners__image casino-skeleton__block" />
              <span className="casino-winners__text">
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
