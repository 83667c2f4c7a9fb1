// The reference search is measured against: what a competent engineer writes without an index —
// the names folded once per catalogue (outside the timed keystrokes), then per keystroke a scan of
// every folded name with the spec's weights and a stable sort, heaviest first.
import * as core from '@casino/core';
import type { SearchConfig, SearchResult, SearchableCatalogue } from '@casino/core';

// Plain local bindings: a module's exports are read through getters, which would be timed too.
const { foldText, gameSearchBonus, searchWeight, SEARCH_MIN_CHARS } = core;

interface Folded {
  readonly games: readonly string[];
  readonly providers: readonly string[];
  readonly categories: readonly string[];
  readonly collections: readonly string[];
}

/** Folds every name of a catalogue: done once, before any keystroke. */
export const foldCatalogue = (catalogue: SearchableCatalogue): Folded => ({
  games: catalogue.games.map((game) => foldText(game.name)),
  providers: (catalogue.providers ?? []).map((provider) => foldText(provider.name)),
  categories: (catalogue.categories ?? []).map((category) => foldText(category.title)),
  collections: (catalogue.collections ?? []).map((collection) => foldText(collection.title)),
});

export const scanSearch = (catalogue: SearchableCatalogue, folded: Folded, term: string, config: SearchConfig = {}): SearchResult[] => {
  const trimmed = term.trim();
  const foldedTerm = foldText(trimmed);
  if (foldedTerm === '') return [];
  const results: SearchResult[] = [];
  catalogue.games.forEach((game, at) => {
    if (folded.games[at]!.includes(foldedTerm)) {
      results.push({ kind: 'game', item: game, weight: searchWeight(game.name, term) + gameSearchBonus(game, config.recommendCategory) });
    }
  });
  if (trimmed.length >= SEARCH_MIN_CHARS) {
    const wants = (kind: 'providers' | 'categories' | 'collections') => config.searchResultIncludes?.includes(kind) ?? true;
    if (wants('providers'))
      (catalogue.providers ?? []).forEach((item, at) => {
        if (folded.providers[at]!.includes(foldedTerm)) results.push({ kind: 'provider', item, weight: searchWeight(item.name, term) });
      });
    if (wants('categories'))
      (catalogue.categories ?? []).forEach((item, at) => {
        if (folded.categories[at]!.includes(foldedTerm)) results.push({ kind: 'category', item, weight: searchWeight(item.title, term) });
      });
    if (wants('collections'))
      (catalogue.collections ?? []).forEach((item, at) => {
        if (folded.collections[at]!.includes(foldedTerm)) results.push({ kind: 'collection', item, weight: searchWeight(item.title, term) });
      });
  }
  return results.sort((a, b) => b.weight - a.weight);
};
