// A live table's state over a tile's art (GameTile's `art`), in words, not colour alone: open or
// closed, the free seats, the dealer, the language with its flag. A module of its own, so that only
// the live pages' scripts carry it. It shows in the browser only (the feed arrives after
// hydration), so its frame's shape is set from script (CSSOM), which the page's CSP allows.
import type { ReactNode } from 'react';
import './live-tile-art.css';

export interface GameTileLive {
  readonly open: boolean;
  /** 'Otevřeno' / 'Zavřeno'. */
  readonly statusLabel: string;
  /** '3 volná místa z 7'; null for a table without seats, or a closed one. */
  readonly seatsLabel: string | null;
  readonly dealerLabel: string | null;
  /** The language in words: the flag's alternative text, or the text itself without a flag. */
  readonly languageLabel: string | null;
  readonly flagUrl: string | null;
}

export interface LiveTileArtProps {
  readonly live: GameTileLive;
  /** The art's width and height: the frame keeps the art's shape whatever image fills it (the feed's still). */
  readonly width: number;
  readonly height: number;
  /** GameTile's image. */
  readonly children: ReactNode;
}

export function LiveTileArt({ live, width, height, children }: LiveTileArtProps) {
  const footer = [live.seatsLabel, live.dealerLabel].filter((line): line is string => line !== null);
  return (
    <span className="casino-game-tile__live-art" data-live-table={live.open ? 'open' : 'closed'} style={{ aspectRatio: `${width} / ${height}` }}>
      {children}
      <span className="casino-game-tile__live-top">
        <span className={live.open ? 'casino-game-tile__status casino-game-tile__status--open' : 'casino-game-tile__status'}>{live.statusLabel}</span>
        {live.languageLabel === null ? null : live.flagUrl === null ? (
          <span className="casino-game-tile__language">{live.languageLabel}</span>
        ) : (
          <img className="casino-game-tile__flag" src={live.flagUrl} width={24} height={16} alt={live.languageLabel} loading="lazy" decoding="async" />
        )}
      </span>
      {footer.length === 0 ? null : (
        <span className="casino-game-tile__live-bottom">
          {footer.map((line) => (
            <span key={line} className="casino-game-tile__live-line">
              {line}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
