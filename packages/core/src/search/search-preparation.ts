// What a catalogue's first searches would otherwise pay for on a keystroke, done ahead in slices:
// folding every game name (about a microsecond each), each game's bonus for the configuration and,
// for a large catalogue, building the bigram index of text-index.ts. The search panel steps through it while it waits for the first
// keystroke, with a yield to the main thread between steps, so that no step is a long task; a
// search that comes first simply finishes the work itself (the results are the same either way).
import { foldingInSlices, foldedTextsOf } from './fold-text.ts';
import type { SearchConfig } from '../types/session.ts';
import { gameBonusesOf, type SearchableCatalogue } from './search-catalogue.ts';
import { indexingInSlices } from './text-index.ts';

/** Names folded or indexed per step: a few milliseconds on a slow phone. */
export const PREPARATION_SLICE = 500;

/** Steps (each a slice of work) after which searchCatalogue and closestNames find their folded names and index ready. */
export function* searchPreparation(catalogue: SearchableCatalogue, config: SearchConfig = {}, sliceSize: number = PREPARATION_SLICE): Generator<void, void> {
  const names = yield* foldingInSlices(catalogue.games, (game) => game.name, sliceSize);
  yield;
  gameBonusesOf(catalogue.games, config.recommendCategory ?? null);
  yield;
  yield* indexingInSlices(names, sliceSize);
  // The other kinds are small: one step.
  yield;
  if (catalogue.providers) foldedTextsOf(catalogue.providers, (provider) => provider.name);
  if (catalogue.categories) foldedTextsOf(catalogue.categories, (category) => category.title);
  if (catalogue.collections) foldedTextsOf(catalogue.collections, (collection) => collection.title);
}
