export { foldText } from './fold-text.ts';
export { searchWeight } from './search-weight.ts';
export { normalizeSearchTerm } from './normalize-search-term.ts';
export { searchCatalogue, gameSearchBonus } from './search-catalogue.ts';
export { searchPreparation } from './search-preparation.ts';
export type { SearchGame, SearchPlace, SearchProvider, SearchResult, SearchResultKind, SearchableCatalogue } from './search-catalogue.ts';
export { closestNames, CLOSEST_NAMES_LIMIT } from './closest-names.ts';
