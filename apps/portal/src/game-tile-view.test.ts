// The one tile view: for any game, place, language and preview mode, the art has the place's size
// (a size of the asset ladder, in the image type's aspect ratio), the link is core's route of the
// game, and the all-games grid's browser-side tile is the same view as the server's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_DIMENSIONS, routePath, type Game } from '@casino/core';
import { gameTileView, TILE_ART, type TilePlace } from './game-tile-view.ts';
import { compactGames, readCompactGames } from './lobby/compact-games.ts';

const places = Object.keys(TILE_ART) as TilePlace[];
const ASSET_BASE = 'https://assets.example/content';

const tileGame = fc.record({
  gameCode: fc.string({ minLength: 1, maxLength: 24 }),
  name: fc.string({ maxLength: 30 }),
  fileVersion: fc.nat({ max: 1_000_000 }),
});
const links = fc.record({ locale: fc.constantFrom('cs' as const, 'en' as const), preview: fc.boolean(), assetBase: fc.constant(ASSET_BASE) });

describe('the tile view of a game', () => {
  it("has the art of its place, core's link of the game and the detail only when there is one", () => {
    fc.assert(
      fc.property(
        tileGame,
        fc.string(),
        fc.constantFrom(...places),
        links,
        fc.option(fc.string(), { nil: undefined }),
        (game, provider, place, context, detail) => {
          const tile = gameTileView(game, provider, place, context, detail);
          const art = TILE_ART[place];
          expect([tile.width, tile.height]).toEqual([art.width, art.height]);
          // The catalogue pages' 300×400 is the demo art's base size, off the ladder (kept: the pages' HTML stays as it was).
          if (place !== 'CatalogueGrid') {
            expect(ASSET_DIMENSIONS).toContain(tile.width);
            expect(ASSET_DIMENSIONS).toContain(tile.height);
          }
          // Portrait art is 3:4, landscape art 16:9: the box is known before the image loads.
          expect(tile.width * (art.image === 'Portrait' ? 4 : 9)).toBe(tile.height * (art.image === 'Portrait' ? 3 : 16));
          const url = new URL(tile.imageUrl);
          expect(url.searchParams.get('width')).toBe(String(art.width));
          expect(url.searchParams.get('height')).toBe(String(art.height));
          expect(url.searchParams.get('v')).toBe(String(game.fileVersion));
          expect(tile.href).toBe(routePath('preview-games-game', { game: game.gameCode }, { locale: context.locale, preview: context.preview }));
          expect(tile).toMatchObject({ gameCode: game.gameCode, name: game.name, provider });
          expect('detail' in tile).toBe(detail !== undefined && detail !== '');
        },
      ),
    );
  });

  it('is what the all-games grids and lobby rows read back out of a compact list, in the art of their place, with bet ranges where given', () => {
    // The compact list's separators (| and ¦) in a name or code are replaced by design: left out here.
    const plain = (text: string) => !/[|\u00a6]/.test(text);
    const catalogueGame = tileGame.filter((game) => plain(game.name) && plain(game.gameCode)).map((game): Game => ({ ...game, provider: 'p1' }) as Game);
    fc.assert(
      fc.property(
        fc.uniqueArray(catalogueGame, { minLength: 1, maxLength: 8, selector: (game) => game.gameCode }),
        links,
        fc.boolean(),
        fc.constantFrom<TilePlace>(...(Object.keys(TILE_ART) as TilePlace[])),
        (games, context, live, place) => {
          const detailOf = (game: Game) => `${game.fileVersion} Kč`;
          const compact = compactGames(games, new Map([['p1', 'Provider']]), { ...context, place, ...(live ? { detailOf } : {}) });
          const grid = readCompactGames(compact);
          games.forEach((game, index) => {
            const { key, ...fromGrid } = grid.tileAt(index);
            const { gameCode, ...fromServer } = gameTileView(game, 'Provider', place, context, live ? detailOf(game) : undefined);
            expect(key).toBe(gameCode);
            expect(fromGrid).toEqual(fromServer);
          });
        },
      ),
    );
  });
});
