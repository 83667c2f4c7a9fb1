// What a tile may draw in its art's corner besides its link: a logged-in player's favourite toggle.
// The portal provides it only once a player is logged in (its code loads then), so a visitor's tile
// stays the one link it is on the server and its reused markup never changes. A button cannot sit
// inside the tile's link (interactive content), so a tile with a corner wraps both in a frame.
import { createContext, type ReactNode } from 'react';

export interface TileCornerGame {
  readonly gameCode: string;
  readonly name: string;
}

/** Draws the corner of one tile's art (or the same control in a game's details); null draws nothing. */
export type TileCorner = (game: TileCornerGame, place?: 'tile' | 'details') => ReactNode;

export const TileCornerContext = createContext<TileCorner | null>(null);
