// The all-games grid: thousands of tiles, of which only the rows near the window's view are in the
// page (TanStack Virtual's window virtualiser). The tiles flow in one CSS grid whose column count
// comes from the stylesheet (--grid-columns per viewport width); rows above the view are replaced
// by padding. The server renders the first rows with a phone's viewport (initialRect, 2 columns);
// because the tiles are not positioned absolutely, a wider screen lays the same tiles out in its own
// columns before any script runs, and hydration then only adds tiles below them: nothing shifts.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { GameTile, type GameTileProps, type GameTileView } from '../game-tile/GameTile.tsx';
import './game-grid.css';

export interface GameGridTile extends GameTileView {
  /** The game's code: the tile's key and what its corner (a player's favourite toggle) acts on. */
  readonly key: string;
}

export interface GameGridProps {
  readonly count: number;
  /** The tile at an index (0 … count − 1); called only for the rows in view. */
  readonly tileAt: (index: number) => GameGridTile;
  /** The grid's accessible name. */
  readonly label: string;
  /**
   * Called once the grid has its full height (after hydration, or its first render on the client):
   * a scroll position restored before then stopped at the end of the first rows.
   */
  readonly onLaidOut?: () => void;
  /** Draws a tile (the live pages' tile follows its table); GameTile unless given. `tileKey` is the tile's key. */
  readonly Tile?: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

/** The viewport the server renders for (a common phone) and its column count. */
export const SERVER_VIEWPORT = { width: 390, height: 844 } as const;
export const PHONE_COLUMNS = 2;
/** Tiles on the first screen of a desktop, loaded eagerly. */
const EAGER_TILES = 12;
const ROW_GAP_PX = 12;
/** A phone tile's text: its name's two lines of 16 px (game-tile.css keeps room for both), the provider and the gap. */
const TEXT_HEIGHT_PX = 52;
const PAGE_PADDING_PX = 32;

/** A phone's row height before anything is measured: two 3:4 tiles plus their text and the gap. */
const phoneRowEstimate = (): number => {
  const tileWidth = (SERVER_VIEWPORT.width - PAGE_PADDING_PX - ROW_GAP_PX) / PHONE_COLUMNS;
  return Math.round((tileWidth * 4) / 3 + TEXT_HEIGHT_PX + ROW_GAP_PX);
};

interface GridGeometry {
  readonly columns: number;
  readonly rowHeight: number;
  readonly scrollMargin: number;
}

const measureGeometry = (grid: HTMLElement): GridGeometry => {
  const style = getComputedStyle(grid);
  const columns = Math.max(1, Number.parseInt(style.getPropertyValue('--grid-columns'), 10) || PHONE_COLUMNS);
  const rowGap = Number.parseFloat(style.rowGap) || ROW_GAP_PX;
  const firstTile = grid.firstElementChild as HTMLElement | null;
  const rowHeight = firstTile ? firstTile.getBoundingClientRect().height + rowGap : phoneRowEstimate();
  const scrollMargin = Math.round(grid.getBoundingClientRect().top + window.scrollY);
  return { columns, rowHeight, scrollMargin };
};

export function GameGrid({ count, tileAt, label, onLaidOut, Tile }: GameGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const [geometry, setGeometry] = useState<GridGeometry>({ columns: PHONE_COLUMNS, rowHeight: phoneRowEstimate(), scrollMargin: 0 });
  // The page's CSP allows no style attributes in HTML: the grid's height and padding are set from
  // script (CSSOM) once hydrated; before that the server's first rows simply flow.
  const [hydrated, setHydrated] = useState(false);
  const rows = Math.ceil(count / geometry.columns);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => geometry.rowHeight,
    overscan: 2,
    scrollMargin: geometry.scrollMargin,
    initialRect: SERVER_VIEWPORT,
    initialOffset: 0,
  });

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const update = () =>
      setGeometry((previous) => {
        const next = measureGeometry(element);
        const same = next.columns === previous.columns && Math.abs(next.rowHeight - previous.rowHeight) < 0.5 && next.scrollMargin === previous.scrollMargin;
        return same ? previous : next;
      });
    update();
    setHydrated(true);
    const observer = new ResizeObserver(update);
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    virtualizer.measure();
  }, [geometry, virtualizer]);

  useEffect(() => {
    if (hydrated) onLaidOut?.();
  }, [hydrated, onLaidOut]);

  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items.at(-1)?.index ?? -1;
  const start = firstRow * geometry.columns;
  const end = Math.min(count, (lastRow + 1) * geometry.columns);
  const paddingTop = items[0] ? Math.max(0, items[0].start - geometry.scrollMargin) : 0;
  const tiles: GameGridTile[] = [];
  for (let index = start; index < end; index += 1) tiles.push(tileAt(index));

  return (
    <div
      ref={grid}
      className="casino-game-grid"
      role="region"
      aria-label={label}
      style={hydrated ? { height: Math.max(virtualizer.getTotalSize(), 0), paddingTop } : undefined}
    >
      {tiles.map(({ key, ...tile }, offset) =>
        Tile === undefined ? (
          <GameTile key={key} gameCode={key} {...tile} eager={start + offset < EAGER_TILES} highPriority={start + offset === 0} />
        ) : (
          <Tile key={key} tileKey={key} gameCode={key} {...tile} eager={start + offset < EAGER_TILES} highPriority={start + offset === 0} />
        ),
      )}
    </div>
  );
}
