// Collections and collection groups: a sideways row of small cards, each an icon and a title.
import { useId } from 'react';
import './link-tiles.css';

export interface LinkTileView {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly iconUrl: string | null;
  readonly iconSize: number;
}

export interface LinkTilesProps {
  readonly title: string;
  readonly items: readonly LinkTileView[];
}

export function LinkTiles({ title, items }: LinkTilesProps) {
  const headingId = useId();
  return (
    <section className="casino-widget casino-link-tiles" aria-labelledby={headingId}>
      <h2 className="casino-widget__title casino-link-tiles__title" id={headingId}>
        {title}
      </h2>
      <ul className="casino-scroll-row casino-link-tiles__list">
        {items.map((item) => (
          <li key={item.id}>
            <a className="casino-link-tiles__card" href={item.href}>
              {item.iconUrl ? (
                <img
                  className="casino-link-tiles__icon"
                  src={item.iconUrl}
                  width={item.iconSize}
                  height={item.iconSize}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span>{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
