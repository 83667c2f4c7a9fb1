// Where a launch came from, for casino_game_launch (part 2 §7): the details' Play and Demo links
// hand it to the play route in the history entry's state, with whether the page under the details
// had a filter set applied (its address names one: filter_used); a play route opened directly came
// from nowhere but itself, unfiltered.
import { filtersInForce, isLiveGameType, originOf, type AnalyticsJourney, type Game, type RouteName } from '@casino/core';

export interface PlayLinkState {
  readonly journey: AnalyticsJourney;
  readonly filterUsed: boolean;
}

interface JourneyGame {
  readonly name: string;
  readonly live: boolean;
}

const originOfGame = (game: JourneyGame) => originOf(game.live ? 'live' : 'casino');

/** A catalogue game as the journey reads it. */
export const journeyGame = (game: Pick<Game, 'type' | 'name'>): JourneyGame => ({ name: game.name, live: isLiveGameType(game.type) });

/** A route id as analytics names it: an alias's id (`name~1`) is its route's. */
export const journeyRoute = (routeId: string): string => routeId.replace(/~\d+$/, '');

/** The journey of a launch from the details of `game` opened over (or as) the page `fromRoute`. */
export const detailsJourney = (game: JourneyGame, fromRoute: string): AnalyticsJourney => ({
  from: { origin: originOfGame(game), route: journeyRoute(fromRoute) },
  on: { origin: originOfGame(game), route: 'preview-games-game' satisfies RouteName, name: game.name },
});

/** The state of the details' Play and Demo links, from the address of the page they were opened on (`search`: its query). */
export const playLinkState = (game: JourneyGame, fromRoute: string, search: string): PlayLinkState => ({
  journey: detailsJourney(game, fromRoute),
  filterUsed: filtersInForce(new URLSearchParams(search)),
});

export const filterUsedOfState = (state: unknown): boolean => (state as Partial<PlayLinkState> | null)?.filterUsed === true;

export const journeyOfState = (state: unknown): AnalyticsJourney | null => {
  const journey = (state as Partial<PlayLinkState> | null)?.journey;
  return journey && typeof journey.from?.route === 'string' && typeof journey.on?.route === 'string' ? journey : null;
};

/** A play route opened directly: from and on are the play route itself. */
export const directJourney = (game: JourneyGame, playRoute: RouteName): AnalyticsJourney => ({
  from: { origin: originOfGame(game), route: playRoute },
  on: { origin: originOfGame(game), route: playRoute, name: game.name },
});
