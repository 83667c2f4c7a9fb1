// Facts about route names that other layers branch on (part 2 §2: the special route names).
import type { Lobby } from '../types/enums.ts';
import { routeDefinition, type RouteName } from './route-table.ts';

const ALL_GAMES_ROUTES: ReadonlySet<string> = new Set<RouteName>(['preview-all-games', 'preview-live-casino-all-games']);
const PLAY_ROUTES: ReadonlySet<string> = new Set<RouteName>(['preview-play-game-demo', 'preview-play-game-real']);
const LIVE_LOBBY_ROOT: RouteName = 'preview-live-casino';

/** The all-games views, where applied filters are shown (other pages navigate there on apply). */
export const isAllGamesRoute = (name: string | null | undefined): boolean => name != null && ALL_GAMES_ROUTES.has(name);

export const isPlayRoute = (name: string | null | undefined): boolean => name != null && PLAY_ROUTES.has(name);

/** The all-games view of a lobby. */
export const allGamesRouteName = (lobby: Lobby): RouteName => (lobby === 'live' ? 'preview-live-casino-all-games' : 'preview-all-games');

/** The lobby a route belongs to: the live-casino section or, for every other page, the casino. */
export const lobbyOfRoute = (name: RouteName): Lobby => (name === LIVE_LOBBY_ROOT || routeDefinition(name).parent === LIVE_LOBBY_ROOT ? 'live' : 'casino');

/** Pages that need a logged-in player (a logout on one of them returns to the lobby). */
export const requiresUser = (name: RouteName): boolean => routeDefinition(name).auth === 'user';
