// The recommendation service's lists (part 1 "Game list source", part 2 §3: PopularPggService,
// TrendingPggService, RecommendedPggService, BecauseYouPlayedPggService), whose games only the
// browser gets (part 2 §7: GET /Personalized/general/categories, "client only"). Pure, so the choice
// of each row's games is tested over any answer.
import { MAX_DYNAMIC_GAMES, type GameListSource, type PersonalisedCategory } from '@casino/core';

const SERVICE_LISTS: ReadonlySet<GameListSource> = new Set<GameListSource>([
  'PopularPggService',
  'TrendingPggService',
  'RecommendedPggService',
  'BecauseYouPlayedPggService',
]);

export const isServiceList = (source: GameListSource): boolean => SERVICE_LISTS.has(source);

/** Part 2 §6: the "because you played" category is a player's; the service's other lists everyone sees. */
export const isPlayersServiceList = (source: GameListSource): boolean => source === 'BecauseYouPlayedPggService';

/**
 * The games of a service row: the answer's first list of the row's type, each game once, at most
 * MAX_DYNAMIC_GAMES (the dynamic categories' cap); none of a player's list for a visitor.
 */
export const serviceListCodes = (answer: readonly PersonalisedCategory[], source: GameListSource, loggedIn: boolean): readonly string[] => {
  if (!isServiceList(source) || (isPlayersServiceList(source) && !loggedIn)) return [];
  const list = answer.find((category) => category.type === source);
  return [...new Set(list?.games ?? [])].slice(0, MAX_DYNAMIC_GAMES);
};

/** The games of all of a page's service rows (`sources`: its rows' lists), each once: what the page fetches tiles for, once for them all. */
export const serviceRowsCodes = (answer: readonly PersonalisedCategory[], sources: readonly GameListSource[], loggedIn: boolean): readonly string[] => [
  ...new Set(sources.flatMap((source) => serviceListCodes(answer, source, loggedIn))),
];
