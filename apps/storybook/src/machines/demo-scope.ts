// Demo-data pieces several playgrounds answer with, derived once from the shared demo world.
import type { Category, Game } from '@casino/core';
import type { DemoPlayer, DemoWorld } from '@casino/demo-data';
import { demoPlayer } from '../playground/demo-world.ts';

/** The demo account with everything: balances, bonuses, favourites, history, waiting messages. */
export const player = (world: DemoWorld): DemoPlayer => demoPlayer(world, 'demo');

/** The live lobby's games (Live and Table types), which the live feed's tables belong to. */
export const liveGames = (world: DemoWorld): readonly Game[] => world.games.filter((game) => game.type === 'Live' || game.type === 'Table');

export const casinoCategories = (world: DemoWorld): readonly Category[] => world.categories.filter((category) => category.lobby === 'casino');

/** A game that is not among the demo player's favourites (to add one). */
export const notFavourite = (world: DemoWorld): Game => {
  const favourites = new Set(player(world).favourites);
  const game = world.games.find((candidate) => !favourites.has(candidate.gameCode));
  if (!game) throw new Error('every demo game is a favourite');
  return game;
};

/** A catalogue image path the media machines can point at. */
export const gameImage = (game: Game, kind: 'thumbnail' | 'fallback' = 'thumbnail'): string =>
  kind === 'fallback' ? '/content/assets/fallback-game.webp' : `/content/assets/game-${game.gameCode}.webp`;
