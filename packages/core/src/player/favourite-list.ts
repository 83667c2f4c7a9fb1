// The favourites list after the server agreed (part 2 §4 favourite toggle): "adding puts the game at
// the front of the list … removing deletes it". The list holds game codes, most recently added first.

/** The list with the game at the front; a game already in it moves there (the list never repeats a game). */
export const withFavourite = (favourites: readonly string[], gameCode: string): string[] => [gameCode, ...favourites.filter((code) => code !== gameCode)];

/** The list without the game (unchanged order). */
export const withoutFavourite = (favourites: readonly string[], gameCode: string): string[] => favourites.filter((code) => code !== gameCode);
