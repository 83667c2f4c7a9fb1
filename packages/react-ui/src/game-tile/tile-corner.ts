// What a tile may draw in its art's corner besides its link: a logged-in player's favourite toggle.
// The portal provides it only once a player is logged in (its code loads then), so a visitor's tile
// stays the one link it is on the server and its reused markup never changes. A button cannot sit
// inside the tile's link (interactive content), so a tile with a corner wraps both in a frame.
// A page that may be a player's draws its tiles in their frames from the start (TileFrameContext):
// the corner then joins a frame already there, and React keeps each tile's link and image, where a
// link turned into a frame would be a new tile (every tile on the page drawn again at the login).
import { createContext, type ReactNode } from 'react';

export interface TileCornerGame {
  readonly gameCode: string;
  readonly name: string;
}

/** Draws the corner of one tile's art (or the same control in a game's details); null draws nothing. */
export type TileCorner = (game: TileCornerGame, place?: 'tile' | 'details') => ReactNode;

export const TileCornerContext = createContext<TileCorner | null>(null);

/** Whether a tile stands in its frame even without a corner (a page that may be a player's). */
export const TileFrameContext = createContext(false);
