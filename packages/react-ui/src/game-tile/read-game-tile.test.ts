// @vitest-environment happy-dom
// The reader reads GameTile's own markup as the server renders it: a change of the tile's markup
// that the reader does not follow fails here, not as details that open without their name.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameTile, type GameTileProps } from './GameTile.tsx';
import { readGameTile } from './read-game-tile.ts';

const tile: GameTileProps = {
  name: 'Book of Dead',
  provider: 'Play’n GO',
  href: '/hra/book-of-dead',
  imageUrl: 'https://assets.test/game-book-of-dead-portrait?v=3',
  width: 150,
  height: 200,
};

const linkOf = (props: GameTileProps): Element => {
  document.body.innerHTML = renderToStaticMarkup(createElement(GameTile, props));
  const link = document.body.querySelector('a');
  if (link === null) throw new Error('the tile rendered no link');
  return link;
};

describe('readGameTile', () => {
  it('reads the name, provider and art a tile shows', () => {
    expect(readGameTile(linkOf(tile))).toEqual({ name: 'Book of Dead', provider: 'Play’n GO', imageUrl: tile.imageUrl });
  });

  it('leaves out the place a ranked tile says only to screen readers', () => {
    expect(readGameTile(linkOf({ ...tile, rank: 3 }))?.name).toBe('Book of Dead');
  });

  it('reads nothing from a link that is not a tile', () => {
    document.body.innerHTML = '<a href="/hra/book-of-dead">Book of Dead</a>';
    expect(readGameTile(document.body.querySelector('a') as Element)).toBeNull();
  });
});
