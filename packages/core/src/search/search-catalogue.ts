// D2 catalogue search: what the search panel lists for a term, best matches first.
import { SEARCH_MIN_CHARS } from '../constants.ts';
import type { Category, Collection, Game, Provider } from '../types/catalogue.ts';
import type { SearchConfig } from '../types/session.ts';
import { foldText, foldedTextsOf } from './fold-text.ts';
import { END_MATCH_WEIGHT, START_MATCH_WEIGHT } from './search-weight.ts';

export type SearchResult =
  | { readonly kind: 'game'; readonly item: Game; readonly weight: number }
  | { readonly kind: 'provider'; readonly item: Provider; readonly weight: number }
  | { readonly kind: 'category'; readonly item: Category; readonly weight: number }
  | { readonly kind: 'collection'; readonly item: Collection; readonly weight: number };

export type SearchResultKind = SearchResult['kind'];

/** What a lobby searches; the live lobby may pass games only. */
export interface SearchableCatalogue {
  readonly games: readonly Game[];
  readonly providers?: readonly Provider[];
  readonly categories?: readonly Category[];
  readonly collections?: readonly Collection[];
}

/** A game in the recommend category gets this instead of its tier bonus. */
export const RECOMMENDED_GAME_BONUS = 6;
/** The commercial tier adds at most this much. */
export const MAX_TIER_BONUS = 5;

const tierBonus = (tier: number | null | undefined): number =>
  typeof tier === 'number' && Number.isFinite(tier) ? Math.min(tier, MAX_TIER_BONUS) : 0;

/** The part of a game's weight that does not depend on the term. */
export const gameSearchBonus = (game: Game, recommendCategory: string | null | undefined): number =>
  recommendCategory != null && game.categories.includes(recommendCategory)
    ? RECOMMENDED_GAME_BONUS
    : tierBonus(game.commercialTier);

/**
 * Results grouped by weight. Weights take few distinct values (0–20), so grouping and then
 * ordering the groups is a stable sort in linear time; a full sort of thousands of one-letter
 * matches would dominate a keystroke.
 */
class WeightBuckets {
  private readonly byWeight = new Map<number, SearchResult[]>();

  add(result: SearchResult): void {
    const bucket = this.byWeight.get(result.weight);
    if (bucket === undefined) this.byWeight.set(result.weight, [result]);
    else bucket.push(result);
  }

  heaviestFirst(): SearchResult[] {
    const weights = [...this.byWeight.keys()].sort((a, b) => b - a);
    return weights.flatMap((weight) => this.byWeight.get(weight) ?? []);
  }
}

/** The text weight of a folded name, or -1 when the name does not contain the term. */
const foldedMatchWeight = (foldedName: string, foldedTerm: string): number => {
  const at = foldedName.indexOf(foldedTerm);
  if (at < 0) return -1;
  if (at === 0) return START_MATCH_WEIGHT;
  return foldedName.endsWith(foldedTerm) ? END_MATCH_WEIGHT : 0;
};

const searchNamed = <T extends Provider | Category | Collection>(
  kind: 'provider' | 'category' | 'collection',
  items: readonly T[],
  textOf: (item: T) => string,
  foldedTerm: string,
  buckets: WeightBuckets,
): void => {
  const folded = foldedTextsOf(items, textOf);
  for (let i = 0; i < items.length; i++) {
    const weight = foldedMatchWeight(folded[i]!, foldedTerm);
    if (weight >= 0) buckets.add({ kind, item: items[i]!, weight } as SearchResult);
  }
};

/**
 * Items whose folded display name contains the folded, trimmed term, heaviest first; equal weights
 * keep games, providers, categories, collections, each in catalogue order. Providers, categories and
 * collections take part only from 3 characters on and only when the include list names them
 * (no list: all of them).
 */
export const searchCatalogue = (
  catalogue: SearchableCatalogue,
  term: string,
  config: SearchConfig = {},
): SearchResult[] => {
  const trimmed = term.trim();
  const foldedTerm = foldText(trimmed);
  if (foldedTerm === '') return [];
  const buckets = new WeightBuckets();

  const { games } = catalogue;
  const gameNames = foldedTextsOf(games, (game) => game.name);
  const recommendCategory = config.recommendCategory;
  for (let i = 0; i < games.length; i++) {
    const textWeight = foldedMatchWeight(gameNames[i]!, foldedTerm);
    if (textWeight < 0) continue;
    const game = games[i]!;
    buckets.add({ kind: 'game', item: game, weight: textWeight + gameSearchBonus(game, recommendCategory) });
  }

  if (trimmed.length >= SEARCH_MIN_CHARS) {
    const includes = config.searchResultIncludes;
    const included = (kind: 'providers' | 'categories' | 'collections') => includes == null || includes.includes(kind);
    if (included('providers') && catalogue.providers)
      searchNamed('provider', catalogue.providers, (p) => p.name, foldedTerm, buckets);
    if (included('categories') && catalogue.categories)
      searchNamed('category', catalogue.categories, (c) => c.title, foldedTerm, buckets);
    if (included('collections') && catalogue.collections)
      searchNamed('collection', catalogue.collections, (c) => c.title, foldedTerm, buckets);
  }
  return buckets.heaviestFirst();
};
