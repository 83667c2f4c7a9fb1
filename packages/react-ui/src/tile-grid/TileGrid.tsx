// A grid of game tiles that fills the width: the column count comes from CSS alone, so the server's
// HTML already has the phone's columns and nothing shifts when the page hydrates.
import { useId, type ReactNode } from 'react';
import './tile-grid.css';

export interface TileGridProps {
  /** A section heading (h2); without it the grid belongs to the page's h1. */
  readonly title?: string;
  /** GameTile elements. */
  readonly children: ReactNode;
}

export function TileGrid({ title, children }: TileGridProps) {
  const headingId = useId();
  return (
    <section className="casino-tile-grid" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 className="casino-tile-grid__title" id={headingId}>
          {title}
        </h2>
      ) : null}
      <div className="casino-tile-grid__grid">{children}</div>
    </section>
  );
}
