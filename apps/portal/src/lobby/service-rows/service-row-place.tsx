// Where a service row stands until it is drawn (its chunk and its list on the way): a box of the
// row's usual height and margin (lobby-widgets.css), so a row drawn as the visitor scrolls past its
// place moves nothing below it. An empty inline place let the rows push what the visitor was
// reading down by their height (276 px on a phone's live lobby, ~1,000 px for the casino lobby's
// three), a few hundred milliseconds after the scroll. A list that comes back
// without games, or fails, gives its place up (service-row.tsx). The place shows the row's title
// over a still block where the tiles will be (no animation: a place may wait on the screen for the
// runtime's start, and an idle page does no work); assistive technology skips it until the row is there.
import type { Ref } from 'react';
import type { GameListSource } from '@casino/core';
import type { GameRowLayout } from '@casino/react-ui';

export interface ServiceRowPlaceProps {
  readonly source: GameListSource;
  readonly layout: GameRowLayout;
  readonly title: string;
  readonly ref?: Ref<HTMLDivElement>;
}

/** The class of a service row's layout, on its place and on its drawn row: what gives both their usual height. */
export const serviceRowLayoutClass = (layout: GameRowLayout): string => `casino-service-row--${layout.toLowerCase()}`;

export function ServiceRowPlace({ source, layout, title, ref }: ServiceRowPlaceProps) {
  return (
    <div ref={ref} className={`casino-service-place ${serviceRowLayoutClass(layout)}`} data-service-place={source} aria-hidden="true">
      <p className="casino-service-place__title">{title}</p>
    </div>
  );
}
