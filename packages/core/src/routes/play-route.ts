// The desktop play route of a game for a play mode (part 2 §4: "otherwise the desktop play route for
// the mode is used"): /play/{game}/real or /play/{game}/demo.
import type { PlayModeName } from '../types/enums.ts';
import { routePath, type RoutePathOptions } from './route-path.ts';
import type { RouteName } from './route-table.ts';

const PLAY_ROUTE_OF_MODE = {
  real: 'preview-play-game-real',
  demo: 'preview-play-game-demo',
} as const satisfies Record<PlayModeName, RouteName>;

export const playRouteName = (mode: PlayModeName): RouteName => PLAY_ROUTE_OF_MODE[mode];

export const playRoutePath = (gameCode: string, mode: PlayModeName, options: RoutePathOptions = {}): string =>
  routePath(playRouteName(mode), { game: gameCode }, options);
