// One game: artwork with its size known before it loads (no layout shift), name and provider under
// it. The whole tile is one link; the image is decorative because the name is the link's text.
// The tile takes the art's aspect ratio from its width and height (3:4 portrait art, 16:9 landscape
// art); the row around it decides how wide it is (tile layouts of part 2 §3).
import { useContext, type ReactElement, type ReactNode } from 'react';
import { TileCornerContext, TileFrameContext } from './tile-corner.ts';
import './game-tile.css';

/** What a tile shows: the game, its link and its art (sizes known before the image loads). */
export interface GameTileView {
  readonly name: string;
  readonly provider: string;
  readonly href: string;
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
  /** A third line, e.g. a live table's bet range. */
  readonly detail?: string;
}

export interface GameTileProps extends GameTileView {
  /** Eager for the first row on screen, lazy below it. */
  readonly eager?: boolean;
  /** The one image most likely to be the largest paint. */
  readonly highPriority?: boolean;
  /** Top10 rows: the place (1–10), drawn as a large numeral beside the art. */
  readonly rank?: number;
  /** Wraps the art, e.g. with a live table's state over it (LiveTileArt, which only the live pages load). */
  readonly art?: (image: ReactElement) => ReactNode;
  /** The game's code: what the corner (tile-corner.ts, a player's favourite toggle) acts on. */
  readonly gameCode?: string;
}

export function GameTile({ name, provider, href, imageUrl, width, height, eager = false, highPriority = false, rank, detail, art, gameCode }: GameTileProps) {
  const corner = useContext(TileCornerContext);
  const framed = useContext(TileFrameContext);
  const image = (
    <img
      className="casino-game-tile__image"
      src={imageUrl}
      width={width}
      height={height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={highPriority ? 'high' : 'auto'}
    />
  );
  const link = (
    <a className={rank === undefined ? 'casino-game-tile' : 'casino-game-tile casino-game-tile--ranked'} href={href} data-game-tile="">
      {rank === undefined ? null : (
        <span className="casino-game-tile__rank" aria-hidden="true">
          {rank}
        </span>
      )}
      {art ? art(image) : image}
      <span className={detail ? 'casino-game-tile__text casino-game-tile__text--detailed' : 'casino-game-tile__text'}>
        <span className="casino-game-tile__name">
          {rank === undefined ? null : <span className="casino-visually-hidden">{`${rank}. `}</span>}
          {name}
        </span>
        <span className="casino-game-tile__provider">{provider}</span>
        {detail ? <span className="casino-game-tile__detail">{detail}</span> : null}
      </span>
    </a>
  );
  const drawn = corner !== null && gameCode !== undefined ? corner({ gameCode, name }) : null;
  if (drawn === null && !(framed && gameCode !== undefined)) return link;
  return (
    <div className={rank === undefined ? 'casino-game-tile-frame' : 'casino-game-tile-frame casino-game-tile-frame--ranked'}>
      {link}
      {drawn === null ? null : <div className="casino-game-tile-frame__corner">{drawn}</div>}
    </div>
  );
}
