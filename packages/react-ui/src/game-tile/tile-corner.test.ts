// A tile's corner (tile-corner.ts): without it the tile is the one link it always was (a visitor's
// HTML, and so the reused markup, unchanged); with it the link and the corner stand side by side in
// a frame, never the corner inside the link; a tile without a game code draws no corner.
import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GameTile, type GameTileProps } from './GameTile.tsx';
import { TileCornerContext, TileFrameContext, type TileCorner } from './tile-corner.ts';

const TILE: GameTileProps = { name: 'Book of Dead', provider: 'Thunderbolt', href: '/hra/book-of-dead', imageUrl: '/a.webp', width: 240, height: 320 };

const render = (corner: TileCorner | null, props: GameTileProps): string =>
  renderToStaticMarkup(createElement(TileCornerContext.Provider, { value: corner }, createElement(GameTile, props)));

const heart: TileCorner = ({ gameCode, name }): ReactNode => createElement('button', { type: 'button', 'data-code': gameCode }, name);

describe('GameTile corner', () => {
  it('without a corner: the same markup as a tile that never heard of one', () => {
    const plain = renderToStaticMarkup(createElement(GameTile, { ...TILE, gameCode: 'book-of-dead' }));
    expect(render(null, { ...TILE, gameCode: 'book-of-dead' })).toBe(plain);
    expect(plain.startsWith('<a class="casino-game-tile"')).toBe(true);
  });

  it('with a corner: a frame holding the link and then the corner, the button outside the link', () => {
    const html = render(heart, { ...TILE, gameCode: 'book-of-dead' });
    expect(html.startsWith('<div class="casino-game-tile-frame"><a class="casino-game-tile"')).toBe(true);
    expect(html).toContain('</a><div class="casino-game-tile-frame__corner"><button type="button" data-code="book-of-dead">Book of Dead</button></div></div>');
  });

  it('on a page that may be a player’s: the frame without a corner, until one comes; a tile without a code stays a link', () => {
    const framed = (props: GameTileProps) => renderToStaticMarkup(createElement(TileFrameContext.Provider, { value: true }, createElement(GameTile, props)));
    const html = framed({ ...TILE, gameCode: 'book-of-dead' });
    expect(html.startsWith('<div class="casino-game-tile-frame"><a class="casino-game-tile"')).toBe(true);
    expect(html.endsWith('</a></div>')).toBe(true);
    expect(framed(TILE).startsWith('<a ')).toBe(true);
  });

  it('a ranked tile keeps its own frame; a tile without a code draws no corner', () => {
    expect(render(heart, { ...TILE, gameCode: 'x', rank: 1 })).toMatch(/^<div class="casino-game-tile-frame casino-game-tile-frame--ranked">/);
    expect(render(heart, TILE).startsWith('<a ')).toBe(true);
  });
});
