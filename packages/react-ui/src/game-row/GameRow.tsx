// A lobby row: a heading and tiles that scroll sideways with snap points.
import { useId, type ReactNode } from 'react';
import './game-row.css';

export interface GameRowProps {
  readonly title: string;
  /** GameTile elements, one per game. */
  readonly children: ReactNode;
}

export function GameRow({ title, children }: GameRowProps) {
  const headingId = useId();
  return (
    <section className="casino-game-row" aria-labelledby={headingId}>
      <h2 className="casino-game-row__title" id={headingId}>
        {title}
      </h2>
      <div className="casino-game-row__scroller">{children}</div>
    </section>
  );
}
