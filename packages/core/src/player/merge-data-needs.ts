// Personal lists a logged-in player's layouts need (part 2 §4: fetched only when the layout has the
// matching category). Navigating only ever adds needs: a list once loaded stays until logout.
import type { PersonalisedDataNeeds } from './personalised-data-needs.ts';

/** Nothing needed: a guest, or a layout without personal categories. */
export const NO_PERSONALISED_DATA_NEEDS: PersonalisedDataNeeds = { favourites: false, playerGames: false, recentResults: false };

/** Each list is needed when either set needs it. */
export const mergePersonalisedDataNeeds = (current: PersonalisedDataNeeds, added: PersonalisedDataNeeds): PersonalisedDataNeeds => ({
  favourites: current.favourites || added.favourites,
  playerGames: current.playerGames || added.playerGames,
  recentResults: current.recentResults || added.recentResults,
});
