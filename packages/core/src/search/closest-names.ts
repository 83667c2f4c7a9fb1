// "Did you mean": when no name contains the term, the names closest to it despite typos, so that
// `bok of ded` still leads to Book of Dead. Closeness is the fewest single-character edits
// (insert, delete, replace) that turn the folded term into some stretch of the folded name: a name
// is as close as its best-matching part, so a short term is not punished for a long name.
import { foldTerm, foldedTextsOf } from './fold-text.ts';
import { bigramPostings } from './text-index.ts';

/** Suggestions listed at most. */
export const CLOSEST_NAMES_LIMIT = 5;
/** Terms shorter than this get no suggestions: two letters are close to nearly everything. */
export const CLOSEST_NAMES_MIN_CHARS = 3;

/** The edits a term of this length may be away from a name: one per four characters, at least one. */
export const typoAllowance = (termLength: number): number => Math.max(1, Math.floor(termLength / 4));

/**
 * The fewest edits from `term` to any substring of `text` (both folded), or `limit + 1` as soon as
 * it is certain to exceed `limit`. One row of the edit table at a time, with free start and end in
 * the text (Sellers' algorithm), and a stop when a whole row is past the limit.
 */
export const substringEditDistance = (term: string, text: string, limit: number, row: Int32Array = new Int32Array(text.length + 1)): number => {
  const width = text.length;
  // Row 0: the term's empty prefix matches anywhere for free.
  row.fill(0, 0, width + 1);
  for (let i = 1; i <= term.length; i++) {
    const code = term.charCodeAt(i - 1);
    let diagonal = row[0]!;
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= width; j++) {
      const above = row[j]!;
      const cost = text.charCodeAt(j - 1) === code ? diagonal : diagonal + 1;
      const value = Math.min(cost, above + 1, row[j - 1]! + 1);
      row[j] = value;
      diagonal = above;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
  }
  let best = row[0]!;
  for (let j = 1; j <= width; j++) if (row[j]! < best) best = row[j]!;
  return best;
};

/**
 * A filter that needs no edit table, for large catalogues (the bigram index of text-index.ts): each
 * edit breaks at most two of the term's adjacent pairs, so a name within `allowance` edits holds at
 * least (distinct pairs of the term − 2 × allowance) of them. Null when there is no index or the
 * bound says nothing (short terms).
 */
const sharedBigramCounts = (names: readonly string[], term: string, allowance: number): { readonly counts: Int32Array; readonly needed: number } | null => {
  const distinct = new Map<string, number>();
  for (let i = 0; i + 1 < term.length; i++) if (!distinct.has(term.slice(i, i + 2))) distinct.set(term.slice(i, i + 2), i);
  const needed = distinct.size - 2 * allowance;
  if (needed <= 0) return null;
  const postings = bigramPostings(names);
  if (postings === null) return null;
  const counts = new Int32Array(names.length);
  for (const at of distinct.values()) for (const name of postings.get(term, at)) counts[name]!++;
  return { counts, needed };
};

/**
 * Up to `limit` items whose folded names are within the term's typo allowance, closest first; equal
 * distances prefer the name whose length is nearest the term's, then catalogue order. A name seen
 * before (the same game twice) is listed once. Terms under CLOSEST_NAMES_MIN_CHARS folded
 * characters get none.
 */
export const closestNames = <T extends object>(items: readonly T[], nameOf: (item: T) => string, term: string, limit = CLOSEST_NAMES_LIMIT): T[] => {
  const foldedTerm = foldTerm(term);
  if (foldedTerm.length < CLOSEST_NAMES_MIN_CHARS || limit <= 0) return [];
  const names = foldedTextsOf(items, nameOf);
  const allowance = typoAllowance(foldedTerm.length);
  const shared = sharedBigramCounts(names, foldedTerm, allowance);
  let row = new Int32Array(64);
  const found: { readonly at: number; readonly distance: number; readonly lengthGap: number }[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < names.length; at++) {
    const name = names[at]!;
    // A name shorter than the term by more than the allowance needs more deletions than allowed.
    if (name.length + allowance < foldedTerm.length || seen.has(name)) continue;
    if (shared !== null && shared.counts[at]! < shared.needed) continue;
    if (row.length <= name.length) row = new Int32Array(name.length * 2 + 1);
    const distance = substringEditDistance(foldedTerm, name, allowance, row);
    if (distance > allowance) continue;
    seen.add(name);
    found.push({ at, distance, lengthGap: Math.abs(name.length - foldedTerm.length) });
  }
  found.sort((a, b) => a.distance - b.distance || a.lengthGap - b.lengthGap || a.at - b.at);
  return found.slice(0, limit).map(({ at }) => items[at]!);
};
