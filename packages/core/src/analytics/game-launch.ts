// casino_game_launch (part 2 §7): where the player came from and launched, and what was launched.
import type { Game, LiveGame } from '../types/catalogue.ts';
import type { AnalyticsJourney } from '../types/session.ts';
import { unprefixedRouteName } from '../routes/route-table.ts';
import { AnalyticsEventName, type AnalyticsEvent } from './analytics-event.ts';

export interface GameLaunchInput {
  readonly journey: AnalyticsJourney;
  readonly demo: boolean;
  /** Whether applied filters narrowed the list the game was picked from. */
  readonly filterUsed: boolean;
  readonly game: Game;
  /** The live table merged onto the game, for the dealer's name. */
  readonly liveGame?: LiveGame | null;
  /** The provider's display name; the game's provider id when not given. */
  readonly providerName?: string | null;
}

export interface GameLaunchEvent extends AnalyticsEvent {
  readonly event: typeof AnalyticsEventName.gameLaunch;
  readonly from_route: string;
  readonly from_origin: string;
  readonly on_route: string;
  readonly on_origin: string;
  readonly on_origin_name: string;
  readonly demo: boolean;
  readonly filter_used: boolean;
  readonly game_name: string;
  readonly provider: string;
  readonly jackpot: boolean;
  readonly dealer_name: string | null;
  readonly minimum_bet: number | null;
}

const finiteOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const gameLaunchEvent = ({ journey, demo, filterUsed, game, liveGame, providerName }: GameLaunchInput): GameLaunchEvent => ({
  event: AnalyticsEventName.gameLaunch,
  from_route: unprefixedRouteName(journey.from.route),
  from_origin: journey.from.origin,
  on_route: unprefixedRouteName(journey.on.route),
  on_origin: journey.on.origin,
  on_origin_name: journey.on.name,
  demo,
  filter_used: filterUsed,
  game_name: game.name,
  provider: providerName ?? game.provider,
  jackpot: game.jackpot,
  dealer_name: liveGame?.Dealer?.DealerName ?? (game as LiveGame).Dealer?.DealerName ?? null,
  minimum_bet: finiteOrNull(liveGame?.minBet ?? game.minBet),
});
