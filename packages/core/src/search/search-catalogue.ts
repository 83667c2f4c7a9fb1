// D2 catalogue search: what the search panel lists for a term, best matches first.
import { SEARCH_MIN_CHARS } from '../constants.ts';
import type { Category, Collection, Game, Provider } from '../types/catalogue.ts';
import type { SearchConfig } from '../types/session.ts';
import { foldText, foldedTextsOf } from './fold-text.ts';
import { END_MATCH_WEIGHT, START_MATCH_WEIGHT } from './search-weight.ts';
import { candidatesFor } from './text-index.ts';

/** What search reads of a game and a result shows of it: a catalogue's Game, or the panel's compact copy. */
export type SearchGame = Pick<Game, 'gameCode' | 'name' | 'provider' | 'categories' | 'commercialTier' | 'fileVersion'>;
/** What search reads of a provider and a result or a popular card shows of it. */
export type SearchProvider = Pick<Provider, 'id' | 'slug' | 'name' | 'logoLight' | 'logoDark'>;
/** What search reads of a category or a collection. */
export type SearchPlace = Pick<Category | Collection, 'id' | 'slug' | 'title'>;

export type SearchResult =
  | { readonly kind: 'game'; readonly item: SearchGame; readonly weight: number }
  | { readonly kind: 'provider'; readonly item: SearchProvider; readonly weight: number }
  | { readonly kind: 'category'; readonly item: SearchPlace; readonly weight: number }
  | { readonly kind: 'collection'; readonly item: SearchPlace; readonly weight: number };

export type SearchResultKind = SearchResult['kind'];

/** What a lobby searches; the live lobby may pass games only. */
export interface SearchableCatalogue {
  readonly games: readonly SearchGame[];
  readonly providers?: readonly SearchProvider[];
  readonly categories?: readonly SearchPlace[];
  readonly collections?: readonly SearchPlace[];
}

/** A game in the recommend category gets this instead of its tier bonus. */
export const RECOMMENDED_GAME_BONUS = 6;
/** The commercial tier adds at most this much. */
export const MAX_TIER_BONUS = 5;

const tierBonus = (tier: number | null | undefined): number => (typeof tier === 'number' && Number.isFinite(tier) ? Math.min(tier, MAX_TIER_BONUS) : 0);

/** The part of a game's weight that does not depend on the term. */
export const gameSearchBonus = (game: SearchGame, recommendCategory: string | null | undefined): number =>
  recommendCategory != null && game.categories.includes(recommendCategory) ? RECOMMENDED_GAME_BONUS : tierBonus(game.commercialTier);

// Game bonuses per games array for the last recommend category asked, so that a keystroke reads
// a number instead of searching each matching game's category list.
const bonusesByGames = new WeakMap<readonly SearchGame[], { readonly recommendCategory: string | null; readonly bonuses: Float64Array }>();

export const gameBonusesOf = (games: readonly SearchGame[], recommendCategory: string | null): Float64Array => {
  const cached = bonusesByGames.get(games);
  if (cached?.recommendCategory === recommendCategory && cached.bonuses.length === games.length) return cached.bonuses;
  const bonuses = Float64Array.from(games, (game) => gameSearchBonus(game, recommendCategory));
  bonusesByGames.set(games, { recommendCategory, bonuses });
  return bonuses;
};

/** Weights up to this bound that are whole numbers are sorted by counting (the usual case: 0–20). */
const COUNTING_LIMIT = 64;

/**
 * A stable sort by weight, heaviest first. Weights are nearly always small whole numbers, so a
 * counting sort puts thousands of one-letter matches in order in linear time; anything else
 * (fractional or negative tiers) falls back to the built-in stable sort.
 */
const heaviestFirst = (matches: SearchResult[]): SearchResult[] => {
  const perWeight = new Int32Array(COUNTING_LIMIT);
  for (const { weight } of matches) {
    if (!(Number.isInteger(weight) && weight >= 0 && weight < COUNTING_LIMIT)) return matches.sort((a, b) => b.weight - a.weight);
    perWeight[weight]!++;
  }
  // Start offsets, heaviest first.
  for (let weight = COUNTING_LIMIT - 1, offset = 0; weight >= 0; weight--) {
    const count = perWeight[weight]!;
    perWeight[weight] = offset;
    offset += count;
  }
  const sorted = new Array<SearchResult>(matches.length);
  for (const match of matches) sorted[perWeight[match.weight]!++] = match;
  return sorted;
};

/** The text weight of a folded name, or -1 when the name does not contain the term. */
const foldedMatchWeight = (foldedName: string, foldedTerm: string): number => {
  const at = foldedName.indexOf(foldedTerm);
  if (at < 0) return -1;
  if (at === 0) return START_MATCH_WEIGHT;
  return foldedName.endsWith(foldedTerm) ? END_MATCH_WEIGHT : 0;
};

const searchNamed = <T extends SearchProvider | SearchPlace>(
  kind: 'provider' | 'category' | 'collection',
  items: readonly T[],
  textOf: (item: T) => string,
  foldedTerm: string,
  matches: SearchResult[],
): void => {
  const folded = foldedTextsOf(items, textOf);
  for (let i = 0; i < items.length; i++) {
    const weight = foldedMatchWeight(folded[i]!, foldedTerm);
    if (weight >= 0) matches.push({ kind, item: items[i]!, weight } as SearchResult);
  }
};

/**
 * Items whose folded display name contains the folded, trimmed term, heaviest first; equal weights
 * keep games, providers, categories, collections, each in catalogue order. Providers, categories and
 * collections take part only from 3 characters on and only when the include list names them
 * (no list: all of them).
 */
export const searchCatalogue = (catalogue: SearchableCatalogue, term: string, config: SearchConfig = {}): SearchResult[] => {
  const trimmed = term.trim();
  const foldedTerm = foldText(trimmed);
  if (foldedTerm === '') return [];
  // Kind by kind, each in catalogue order: the order that equal weights keep.
  const matches: SearchResult[] = [];

  const { games } = catalogue;
  const gameNames = foldedTextsOf(games, (game) => game.name);
  const bonuses = gameBonusesOf(games, config.recommendCategory ?? null);
  const candidates = candidatesFor(gameNames, foldedTerm);
  // Candidates come in ascending order, so games stay in catalogue order either way.
  const candidateCount = candidates === null ? games.length : candidates.length;
  for (let c = 0; c < candidateCount; c++) {
    const at = candidates === null ? c : candidates[c]!;
    const textWeight = foldedMatchWeight(gameNames[at]!, foldedTerm);
    if (textWeight >= 0) matches.push({ kind: 'game', item: games[at]!, weight: textWeight + bonuses[at]! });
  }

  if (trimmed.length >= SEARCH_MIN_CHARS) {
    const includes = config.searchResultIncludes;
    const included = (kind: 'providers' | 'categories' | 'collections') => includes == null || includes.includes(kind);
    if (included('providers') && catalogue.providers) searchNamed('provider', catalogue.providers, (p) => p.name, foldedTerm, matches);
    if (included('categories') && catalogue.categories) searchNamed('category', catalogue.categories, (c) => c.title, foldedTerm, matches);
    if (included('collections') && catalogue.collections) searchNamed('collection', catalogue.collections, (c) => c.title, foldedTerm, matches);
  }
  return heaviestFirst(matches);
};
