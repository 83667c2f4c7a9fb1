export { foldText } from './fold-text.ts';
export { searchWeight } from './search-weight.ts';
export { normalizeSearchTerm } from './normalize-search-term.ts';
export { searchCatalogue, gameSearchBonus } from './search-catalogue.ts';
export type { SearchResult, SearchResultKind, SearchableCatalogue } from './search-catalogue.ts';
