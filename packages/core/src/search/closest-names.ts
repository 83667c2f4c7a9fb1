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

/** The longest term the bit-parallel matcher takes: one bit of a 32-bit word per character. */
export const BIT_PARALLEL_MAX_CHARS = 32;

/** A term's matcher: the fewest edits from it to any substring of a text, or `limit + 1` past `limit`. */
export type SubstringDistance = (text: string, limit: number) => number;

/**
 * The edit table one row at a time, with free start and end in the text (Sellers' algorithm), and a
 * stop when a whole row is past the limit: for terms longer than the bit-parallel matcher takes.
 */
const tableDistanceTo = (term: string): SubstringDistance => {
  let row = new Int32Array(64);
  return (text, limit) => {
    const width = text.length;
    if (row.length <= width) row = new Int32Array(width * 2 + 1);
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
    return best > limit ? limit + 1 : best;
  };
};

/**
 * The same distance computed a whole column of the edit table at once, in the bits of two words
 * (Myers' bit-vector algorithm, in its searching form: the table's row 0 is all zeros, so nothing is
 * shifted in). Bit i of `pv`/`mv` says the column steps up/down by one at the term's character i;
 * `score` follows the last row, whose least value over the text is the answer. A term's positions
 * per character are found once per term, so each name costs a handful of word operations per letter
 * instead of a row of the table: "did you mean" scans every name of the catalogue.
 */
const bitParallelDistanceTo = (term: string): SubstringDistance => {
  const length = term.length;
  // The term's positions of each character: ASCII in an array, anything else (few) in a map.
  const asciiPositions = new Int32Array(128);
  const otherPositions = new Map<number, number>();
  for (let i = 0; i < length; i++) {
    const code = term.charCodeAt(i);
    if (code < 128) asciiPositions[code]! |= 1 << i;
    else otherPositions.set(code, (otherPositions.get(code) ?? 0) | (1 << i));
  }
  const last = 1 << (length - 1);
  const all = length === BIT_PARALLEL_MAX_CHARS ? -1 : (1 << length) - 1;
  return (text, limit) => {
    let pv = all;
    let mv = 0;
    let score = length;
    let best = length;
    for (let j = 0; j < text.length; j++) {
      const code = text.charCodeAt(j);
      const eq = code < 128 ? asciiPositions[code]! : (otherPositions.get(code) ?? 0);
      const xv = eq | mv;
      // The sum may carry past bit 31: the 32-bit xor drops it, as the algorithm wants.
      const xh = (((eq & pv) + pv) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      if (ph & last) score++;
      else if (mh & last) score--;
      ph <<= 1;
      mh <<= 1;
      pv = mh | ~(xv | ph);
      mv = ph & xv;
      if (score < best) best = score;
    }
    return best > limit ? limit + 1 : best;
  };
};

/** The matcher of a term (folded, as the texts are): bit-parallel up to BIT_PARALLEL_MAX_CHARS characters. */
export const substringDistanceTo = (term: string): SubstringDistance =>
  term.length === 0 ? () => 0 : term.length <= BIT_PARALLEL_MAX_CHARS ? bitParallelDistanceTo(term) : tableDistanceTo(term);

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

/** A character's bit in a letter set: a–z their own, digits five bits, anything else one bit. */
const letterBit = (code: number): number => (code >= 97 && code <= 122 ? 1 << (code - 97) : code >= 48 && code <= 57 ? 1 << (26 + ((code - 48) % 5)) : 1 << 31);

const letterSetOf = (text: string): number => {
  let set = 0;
  for (let i = 0; i < text.length; i++) set |= letterBit(text.charCodeAt(i));
  return set;
};

const letterSetsByNames = new WeakMap<readonly string[], Int32Array>();

/** The letter sets of a catalogue's folded names, kept per names array as the names are. */
const letterSetsOf = (names: readonly string[]): Int32Array => {
  let sets = letterSetsByNames.get(names);
  if (sets === undefined) {
    sets = Int32Array.from(names, letterSetOf);
    letterSetsByNames.set(names, sets);
  }
  return sets;
};

const bitCount = (bits: number): number => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
};

interface Found {
  readonly at: number;
  readonly name: string;
  readonly distance: number;
  readonly lengthGap: number;
}

/** Closest first; equal distances prefer the length nearest the term's, then catalogue order. */
const ranksBefore = (a: Found, b: Found): boolean => (a.distance - b.distance || a.lengthGap - b.lengthGap || a.at - b.at) < 0;

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
  const distanceTo = substringDistanceTo(foldedTerm);
  // Each edit loses at most one of the term's letters, so a name within the allowance lacks at most
  // that many of the term's letter bits (a shared bit only lets more names through): most names
  // are passed over on one word, without the matcher.
  const letterSets = letterSetsOf(names);
  const termLetters = letterSetOf(foldedTerm);
  // The best `limit` so far, in order: a short term is near thousands of names, of which five are
  // listed, so none but those is kept or sorted.
  const kept: Found[] = [];
  for (let at = 0; at < names.length; at++) {
    const name = names[at]!;
    // A name shorter than the term by more than the allowance needs more deletions than allowed.
    if (name.length + allowance < foldedTerm.length) continue;
    if (bitCount(termLetters & ~letterSets[at]!) > allowance) continue;
    if (shared !== null && shared.counts[at]! < shared.needed) continue;
    const worst = kept.length === limit ? kept[limit - 1]! : null;
    const bound = worst === null ? allowance : worst.distance;
    const distance = distanceTo(name, bound);
    if (distance > bound) continue;
    const found: Found = { at, name, distance, lengthGap: Math.abs(name.length - foldedTerm.length) };
    // Names come in catalogue order, so one ranked equal to the worst kept comes after it; a name
    // kept already (the same game twice) ranks before its repeat.
    if ((worst !== null && !ranksBefore(found, worst)) || kept.some((each) => each.name === name)) continue;
    let place = kept.length;
    while (place > 0 && ranksBefore(found, kept[place - 1]!)) place--;
    kept.splice(place, 0, found);
    if (kept.length > limit) kept.pop();
  }
  return kept.map(({ at }) => items[at]!);
};
