// Where a row the browser draws stands until it is drawn: a box of the row's usual height and margin
// (lobby-widgets.css), so a row drawn into it moves nothing below it. A service row's place is in
// every page (its chunk and its list come as the visitor scrolls near it); a player's row has one
// where the browser's last visit saw it with games (player-rows/player-rows-hint.ts). Empty inline
// places let the service rows push what the visitor was reading down by their height (276 px on a
// phone's live lobby, ~1,000 px for the casino lobby's three), a few hundred milliseconds after the
// scroll, and a returning player's rows pushed the page down by a row each. A list that comes back
// without games, or fails, gives its place up. The place shows the row's title over a still block
// where the tiles will be (no animation: a place may wait on the screen for the runtime's start, and
// an idle page does no work); assistive technology skips it until the row is there.
import type { Ref } from 'react';
import type { BrowserRowPlace } from './lobby-views.ts';

type PlacedRow = Pick<BrowserRowPlace, 'source' | 'layout' | 'title' | 'lobby'>;

export interface RowPlaceProps {
  /** Whose row it holds: marked data-service-place or data-player-place with the row's list. */
  readonly of: 'service' | 'player';
  readonly view: PlacedRow;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * The classes of a row's layout and lobby, on its place and on a drawn service row: what gives both
 * their usual height (a live lobby's tiles keep a line for the table's bets, lobby-widgets.css).
 */
export const rowLayoutClass = ({ layout, lobby }: PlacedRow): string =>
  `casino-browser-row--${layout.toLowerCase()}${lobby === 'live' ? ' casino-browser-row--live' : ''}`;

export function RowPlace({ of, view, ref }: RowPlaceProps) {
  const marker = of === 'service' ? { 'data-service-place': view.source } : { 'data-player-place': view.source };
  return (
    <div ref={ref} className={`casino-row-place ${rowLayoutClass(view)}`} {...marker} aria-hidden="true">
      <p className="casino-row-place__title">{view.title}</p>
    </div>
  );
}
