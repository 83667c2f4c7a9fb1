// The one way a game becomes a tile (react-ui's GameTileView plus its code): its name, provider,
// link and art in the size of where it shows. Lobby rows, catalogue pages and the all-games grids
// (whose browser reads games back out of a compact list) all call `gameTileView`.
import { gameImageUrl, type Game, type GameTileLayout, type ImageType } from '@casino/core';
import type { GameTileView } from '@casino/react-ui';
import { linkTo, type LinkContext } from './page-links.ts';

/** Where tiles show: a lobby row's tile layout, a catalogue page's grid, the all-games grids. */
export type TilePlace = GameTileLayout | 'CatalogueGrid' | 'AllGamesGrid' | 'LiveAllGamesGrid';

export interface TileArt {
  readonly image: ImageType;
  readonly width: number;
  readonly height: number;
}

/** The art of each place: image type and a size of the asset ladder (ASSET_DIMENSIONS). */
export const TILE_ART: Readonly<Record<TilePlace, TileArt>> = {
  Default: { image: 'Portrait', width: 240, height: 320 },
  DoubleRow: { image: 'Portrait', width: 240, height: 320 },
  Top10: { image: 'Portrait', width: 240, height: 320 },
  Portrait: { image: 'Portrait', width: 360, height: 480 },
  LargeOnMobile: { image: 'Portrait', width: 360, height: 480 },
  Landscape: { image: 'Landscape', width: 480, height: 270 },
  // The demo platform's portrait art at its base size (3:4, the Default tile of docs/design.md).
  CatalogueGrid: { image: 'Portrait', width: 300, height: 400 },
  AllGamesGrid: { image: 'Portrait', width: 240, height: 320 },
  LiveAllGamesGrid: { image: 'Landscape', width: 480, height: 270 },
};

export interface GameTileWithCode extends GameTileView {
  readonly gameCode: string;
}

/** What a tile needs of a game (a catalogue game, or one read back from a compact list). */
export type TileGame = Pick<Game, 'gameCode' | 'name' | 'fileVersion'>;

export const gameTileView = (game: TileGame, provider: string, place: TilePlace, links: LinkContext, detail?: string): GameTileWithCode => {
  const art = TILE_ART[place];
  return {
    gameCode: game.gameCode,
    name: game.name,
    provider,
    href: linkTo(links, 'preview-games-game', { game: game.gameCode }),
    imageUrl: gameImageUrl(links.assetBase, game, art.image, { width: art.width, height: art.height }),
    width: art.width,
    height: art.height,
    ...(detail ? { detail } : {}),
  };
};
