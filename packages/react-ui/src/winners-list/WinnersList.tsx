// A list of wins: the game's art, who won (masked nickname), in which game, how much and when.
// Amounts and times come formatted from the caller; the list is a polite live region so that a
// refresh is announced without stealing focus.
import type { WinnerView } from '../winners-strip/WinnersStrip.tsx';
import './winners-list.css';

/** A win of the list: the one winner view (the lobby's strip shows the same) and when it was won. */
export interface WinnerItem extends WinnerView {
  /** Formatted time of the win. */
  readonly when: string;
  /** ISO time, for <time dateTime>. */
  readonly wonAt: string;
}

export interface WinnersListProps {
  readonly label: string;
  readonly items: readonly WinnerItem[];
  /** Numbered (a ranking) or not (the latest wins). */
  readonly ranked?: boolean;
  readonly live?: boolean;
}

export function WinnersList({ label, items, ranked = false, live = false }: WinnersListProps) {
  const List = ranked ? 'ol' : 'ul';
  return (
    <List className={`casino-winners${ranked ? ' casino-winners--ranked' : ''}`} aria-label={label} aria-live={live ? 'polite' : undefined}>
      {items.map((item, index) => (
        <li className="casino-winners__item" key={item.id}>
          {ranked ? (
            <span className="casino-winners__rank" aria-hidden="true">
              {index + 1}
            </span>
          ) : null}
          <img
            className="casino-winners__image"
            src={item.imageUrl}
            width={item.width}
            height={item.height}
            alt=""
            loading={index < 6 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className="casino-winners__who">
            <span className="casino-winners__nickname">{item.nickname}</span>
            <a className="casino-winners__game" href={item.href}>
              {item.gameName}
            </a>
          </span>
          <span className="casino-winners__win">
            <span className="casino-winners__amount">{item.amount}</span>
            <time className="casino-winners__when" dateTime={item.wonAt}>
              {item.when}
            </time>
          </span>
        </li>
      ))}
    </List>
  );
}
