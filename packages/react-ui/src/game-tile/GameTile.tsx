// One game: artwork with its size known before it loads (no layout shift), name and provider under
// it. The whole tile is one link; the image is decorative because the name is the link's text.
import './game-tile.css';

export interface GameTileProps {
  readonly name: string;
  readonly provider: string;
  readonly href: string;
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
  /** Eager for the first row on screen, lazy below it. */
  readonly eager?: boolean;
  /** The one image most likely to be the largest paint. */
  readonly highPriority?: boolean;
}

export function GameTile({ name, provider, href, imageUrl, width, height, eager = false, highPriority = false }: GameTileProps) {
  return (
    <a className="casino-game-tile" href={href} data-game-tile="">
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
      <span className="casino-game-tile__name">{name}</span>
      <span className="casino-game-tile__provider">{provider}</span>
    </a>
  );
}
