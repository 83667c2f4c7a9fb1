// @vitest-environment happy-dom
// A tile on a page that may be a player's stands in its frame from the start (TileFrameContext), so
// the heart that comes at the login joins it: React keeps the tile's link and image. Without the
// frame the same login turns every link into a frame, a new link and image for every tile.
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameTile, type GameTileProps } from './GameTile.tsx';
import { TileCornerContext, TileFrameContext, type TileCorner } from './tile-corner.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TILE: GameTileProps = {
  name: 'Book of Dead',
  provider: 'Thunderbolt',
  href: '/hra/book-of-dead',
  imageUrl: '/a.webp',
  width: 240,
  height: 320,
  gameCode: 'book-of-dead',
};
const heart: TileCorner = ({ gameCode }): ReactNode => createElement('button', { type: 'button', 'data-code': gameCode }, 'heart');

let host: HTMLElement;
let root: Root;
const render = (framed: boolean, corner: TileCorner | null) =>
  act(() =>
    root.render(
      createElement(TileFrameContext.Provider, { value: framed }, createElement(TileCornerContext.Provider, { value: corner }, createElement(GameTile, TILE))),
    ),
  );

beforeEach(() => {
  host = document.createElement('div');
  root = createRoot(host);
});
afterEach(() => act(() => root.unmount()));

describe('a tile in its frame', () => {
  it('keeps its link and image when the corner comes, and when it goes', () => {
    render(true, null);
    const link = host.querySelector('a[data-game-tile]');
    const image = host.querySelector('img');
    expect(host.querySelector('.casino-game-tile-frame > a[data-game-tile]')).toBe(link);
    expect(host.querySelector('.casino-game-tile-frame__corner')).toBeNull();
    render(true, heart);
    expect(host.querySelector('a[data-game-tile]')).toBe(link);
    expect(host.querySelector('img')).toBe(image);
    expect(host.querySelector('.casino-game-tile-frame__corner button')?.getAttribute('data-code')).toBe('book-of-dead');
    render(true, null);
    expect(host.querySelector('a[data-game-tile]')).toBe(link);
    expect(host.querySelector('.casino-game-tile-frame__corner')).toBeNull();
  });

  it('without the frame, the corner makes the tile anew (what the frame is for)', () => {
    render(false, null);
    const link = host.querySelector('a[data-game-tile]');
    expect(link?.parentElement).toBe(host);
    render(false, heart);
    expect(host.querySelector('a[data-game-tile]')).not.toBe(link);
  });
});
