export { foldText } from './fold-text.ts';
export { searchWeight } from './search-weight.ts';
export { normalizeSearchTerm } from './normalize-search-term.ts';
export { searchCatalogue, searchCataloguePage, gameSearchBonus } from './search-catalogue.ts';
export { searchPreparation } from './search-preparation.ts';
export type { SearchGame, SearchPage, SearchPlace, SearchProvider, SearchResult, SearchResultKind, SearchableCatalogue } from './search-catalogue.ts';
export { closestNames, CLOSEST_NAMES_LIMIT } from './closest-names.ts';
