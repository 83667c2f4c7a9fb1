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

/** What a search lists and how much it found: the best `limit` results and the count of them all. */
export interface SearchPage {
  /** The heaviest results, at most the limit asked, in searchCatalogue's order. */
  readonly results: SearchResult[];
  /** How many results the term has in all. */
  readonly total: number;
}

/**
 * The weight from which the best `limit` of these weights are found: every weight above it is
 * taken, and of the weights equal to it only the first `atThreshold` (in order, as a stable sort
 * keeps them). Null when a weight is not a small whole number (no counting then).
 */
const thresholdOf = (weights: Float64Array, count: number, limit: number): { readonly weight: number; readonly atThreshold: number } | null => {
  const perWeight = new Int32Array(COUNTING_LIMIT);
  for (let i = 0; i < count; i++) {
    const weight = weights[i]!;
    if (!(Number.isInteger(weight) && weight >= 0 && weight < COUNTING_LIMIT)) return null;
    perWeight[weight]!++;
  }
  let above = 0;
  for (let weight = COUNTING_LIMIT - 1; weight >= 0; weight--) {
    const here = perWeight[weight]!;
    if (above + here >= limit) return { weight, atThreshold: limit - above };
    above += here;
  }
  return { weight: 0, atThreshold: Number.POSITIVE_INFINITY };
};

/**
 * searchCatalogue's first `limit` results and their total, without building (or sorting) a result
 * for every match: a one-letter term matches a quarter of a large catalogue, of which the panel
 * shows 40. The matches' weights are counted first, which tells the lightest weight still listed;
 * only the matches that are listed become results. Equal to searchCatalogue(…).slice(0, limit).
 */
export const searchCataloguePage = (catalogue: SearchableCatalogue, term: string, config: SearchConfig = {}, limit = Number.POSITIVE_INFINITY): SearchPage => {
  const trimmed = term.trim();
  const foldedTerm = foldText(trimmed);
  if (foldedTerm === '') return { results: [], total: 0 };

  const { games } = catalogue;
  const gameNames = foldedTextsOf(games, (game) => game.name);
  const bonuses = gameBonusesOf(games, config.recommendCategory ?? null);
  const candidates = candidatesFor(gameNames, foldedTerm);
  const candidateCount = candidates === null ? games.length : candidates.length;
  // The matching games (catalogue order, as candidates come ascending) and their weights, as numbers.
  const matchedAt = new Int32Array(candidateCount);
  const weights = new Float64Array(candidateCount);
  let gameMatches = 0;
  for (let c = 0; c < candidateCount; c++) {
    const at = candidates === null ? c : candidates[c]!;
    const textWeight = foldedMatchWeight(gameNames[at]!, foldedTerm);
    if (textWeight < 0) continue;
    matchedAt[gameMatches] = at;
    weights[gameMatches++] = textWeight + bonuses[at]!;
  }

  // Providers, categories and collections are few: results at once, after the games (their order among equal weights).
  const named: SearchResult[] = [];
  if (trimmed.length >= SEARCH_MIN_CHARS) {
    const includes = config.searchResultIncludes;
    const included = (kind: 'providers' | 'categories' | 'collections') => includes == null || includes.includes(kind);
    if (included('providers') && catalogue.providers) searchNamed('provider', catalogue.providers, (p) => p.name, foldedTerm, named);
    if (included('categories') && catalogue.categories) searchNamed('category', catalogue.categories, (c) => c.title, foldedTerm, named);
    if (included('collections') && catalogue.collections) searchNamed('collection', catalogue.collections, (c) => c.title, foldedTerm, named);
  }
  const total = gameMatches + named.length;

  const allWeights = new Float64Array(total);
  allWeights.set(weights.subarray(0, gameMatches));
  named.forEach((result, i) => (allWeights[gameMatches + i] = result.weight));
  const threshold = limit >= total ? { weight: Number.NEGATIVE_INFINITY, atThreshold: 0 } : thresholdOf(allWeights, total, limit);
  const listed: SearchResult[] = [];
  let equalTaken = 0;
  const isListed = (weight: number): boolean => {
    if (threshold === null || weight > threshold.weight) return true;
    if (weight < threshold.weight || equalTaken >= threshold.atThreshold) return false;
    equalTaken++;
    return true;
  };
  for (let m = 0; m < gameMatches; m++) {
    const weight = weights[m]!;
    if (isListed(weight)) listed.push({ kind: 'game', item: games[matchedAt[m]!]!, weight });
  }
  for (const result of named) if (isListed(result.weight)) listed.push(result);
  const sorted = heaviestFirst(listed);
  return { results: sorted.length > limit ? sorted.slice(0, limit) : sorted, total };
};

/**
 * Items whose folded display name contains the folded, trimmed term, heaviest first; equal weights
 * keep games, providers, categories, collections, each in catalogue order. Providers, categories and
 * collections take part only from 3 characters on and only when the include list names them
 * (no list: all of them).
 */
export const searchCatalogue = (catalogue: SearchableCatalogue, term: string, config: SearchConfig = {}): SearchResult[] =>
  searchCataloguePage(catalogue, term, config).results;
