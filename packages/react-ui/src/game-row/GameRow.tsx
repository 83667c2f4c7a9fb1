// A lobby row: a heading (with a link to the whole list) and tiles that scroll sideways with snap
// points; on desktops with a pointer, arrow buttons scroll by a screenful. The tile layout of the
// row's category decides the tiles' width and whether they stand in two rows (DoubleRow).
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { scrollByPage } from '../motion/scroll-by-page.ts';
import './game-row.css';

export type GameRowLayout = 'Default' | 'DoubleRow' | 'Portrait' | 'Landscape' | 'Top10' | 'LargeOnMobile';

export interface GameRowProps {
  readonly title: string;
  /** GameTile elements, one per game. */
  readonly children: ReactNode;
  readonly layout?: GameRowLayout;
  /** The page with the whole list, and the link's text. */
  readonly moreHref?: string;
  readonly moreLabel?: string;
  /** Accessible names of the arrow buttons. */
  readonly previousLabel?: string;
  readonly nextLabel?: string;
}

const layoutClass = (layout: GameRowLayout): string => `casino-game-row--${layout.toLowerCase()}`;

export function GameRow({ title, children, layout = 'Default', moreHref, moreLabel, previousLabel, nextLabel }: GameRowProps) {
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEnds((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // Nine tenths of a page: the next tile peeks in.
  const scrollBy = (direction: 1 | -1) => scrollByPage(scroller.current, direction, 0.9);

  return (
    <section className={`casino-game-row ${layoutClass(layout)}`} aria-labelledby={headingId}>
      <div className="casino-game-row__head">
        <h2 className="casino-game-row__title" id={headingId}>
          {title}
        </h2>
        {moreHref && moreLabel ? (
          <a className="casino-game-row__more" href={moreHref}>
            {moreLabel}
          </a>
        ) : null}
        {previousLabel && nextLabel ? (
          <span className="casino-game-row__arrows">
            <button
              type="button"
              className="casino-round-button casino-game-row__arrow"
              aria-label={previousLabel}
              disabled={ends.start}
              onClick={() => scrollBy(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="casino-round-button casino-game-row__arrow" aria-label={nextLabel} disabled={ends.end} onClick={() => scrollBy(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </span>
        ) : null}
      </div>
      <div className="casino-game-row__scroller" ref={scroller} onScroll={measure}>
        {children}
      </div>
    </section>
  );
}
