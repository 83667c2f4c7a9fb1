// The games a lobby's all-games page lists and its filters count over (part 2 §5): live and table
// games in the live lobby, the others in the casino, in catalogue order.
import type { Game } from '../types/catalogue.ts';
import type { Lobby } from '../types/enums.ts';
import { isLiveGameType } from '../live/live-table.ts';

export const gamesOfLobby = <G extends Game>(games: readonly G[], lobby: Lobby): G[] =>
  games.filter((game) => isLiveGameType(game.type) === (lobby === 'live'));
