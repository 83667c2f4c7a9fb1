// What the catalogue pages share in the browser as well as on the server: the game tiles of a page.
// A page that fails shows the site's one error page (page-failure.ts).
import { GameTile, Notice, TileGrid } from '@casino/react-ui';
import type { GameTileWithCode } from '../game-tile-view.ts';

/** The first row of tiles on a 1280 px screen: eager (React preloads them), the rest lazy. */
const EAGER_TILES = 6;

export function CatalogueTiles({
  tiles,
  title,
  emptyText,
}: {
  readonly tiles: readonly GameTileWithCode[];
  readonly title?: string;
  readonly emptyText: string;
}) {
  if (tiles.length === 0) return <Notice message={emptyText} />;
  return (
    <TileGrid {...(title ? { title } : {})}>
      {tiles.map((tile, index) => (
        <GameTile key={tile.gameCode} {...tile} eager={index < EAGER_TILES} highPriority={index === 0} />
      ))}
    </TileGrid>
  );
}
