// A titled grid of link cards (providers, genres, jackpots): each card is one link whose text is the
// card's title, with an optional image (decorative) and a detail line.
import { useId, type ReactNode } from 'react';
import './card-grid.css';

export interface CardGridItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly detail?: string;
  /** Decorative media: an icon or a logo. */
  readonly media?: ReactNode;
}

export interface CardGridProps {
  /** A section heading (h2); without it the grid belongs to the page's h1. */
  readonly title?: string;
  readonly items: readonly CardGridItem[];
  /** 'logo' cards are wide for provider logos; 'icon' cards hold a square icon. */
  readonly variant?: 'logo' | 'icon';
}

export function CardGrid({ title, items, variant = 'icon' }: CardGridProps) {
  const headingId = useId();
  return (
    <section className="casino-card-grid" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 className="casino-card-grid__title" id={headingId}>
          {title}
        </h2>
      ) : null}
      <ul className={`casino-card-grid__list casino-card-grid__list--${variant}`}>
        {items.map((item) => (
          <li key={item.id}>
            <a className="casino-card" href={item.href}>
              {item.media ? <span className="casino-card__media">{item.media}</span> : null}
              <span className="casino-card__title">{item.title}</span>
              {item.detail ? <span className="casino-card__detail">{item.detail}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
