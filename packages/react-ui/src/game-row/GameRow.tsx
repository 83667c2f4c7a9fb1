// A lobby row: a heading (with a link to the whole list) and tiles that scroll sideways with snap
// points; on desktops with a pointer, arrow buttons scroll by a screenful. The tile layout of the
// row's category decides the tiles' width and whether they stand in two rows (DoubleRow).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  /** A control of the row's own beside its title (a recommendation row's Refresh). */
  readonly action?: ReactNode;
}

/** A tile counts as in view from this share of it on (sub-pixel edges keep the last one from reaching 1). */
const WHOLE_TILE = 0.98;

const layoutClass = (layout: GameRowLayout): string => `casino-game-row--${layout.toLowerCase()}`;

export function GameRow({ title, children, layout = 'Default', moreHref, moreLabel, previousLabel, nextLabel, action }: GameRowProps) {
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  // Whether the first and the last tile are in view, as the row's own intersection observer sees
  // them: it follows scrolling and resizing without reading layout from script. Reading the
  // scroller's scroll width after hydration made the browser lay out every row's tiles, those the
  // stylesheet leaves unlaid until they come near (content-visibility): some 60 ms of a slow
  // phone's start, for arrows a phone does not show.
  useEffect(() => {
    const element = scroller.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEnds((previous) => {
          let { start, end } = previous;
          for (const entry of entries) {
            const whole = entry.intersectionRatio >= WHOLE_TILE;
            if (entry.target === first) start = whole;
            if (entry.target === last) end = whole;
          }
          return previous.start === start && previous.end === end ? previous : { start, end };
        });
      },
      { root: element, threshold: [0, WHOLE_TILE, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [children]);

  // Nine tenths of a page: the next tile peeks in.
  const scrollBy = (direction: 1 | -1) => scrollByPage(scroller.current, direction, 0.9);

  return (
    <section className={`casino-game-row ${layoutClass(layout)}`} aria-labelledby={headingId}>
      <div className="casino-game-row__head">
        <h2 className="casino-game-row__title" id={headingId}>
          {title}
        </h2>
        {action}
        {moreHref && moreLabel ? (
          <a className="casino-game-row__more casino-tap-line" href={moreHref}>
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
      <div className="casino-game-row__scroller" ref={scroller}>
        {children}
      </div>
    </section>
  );
}
