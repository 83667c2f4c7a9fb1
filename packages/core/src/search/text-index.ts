// A bigram index over a catalogue's folded names, so that a keystroke looks only at names that can
// contain the term instead of scanning every name. For each pair of adjacent UTF-16 code units (as
// indexOf compares them) it lists the names holding the pair, in catalogue order. A name that
// contains the term contains every pair of the term, so the shortest list among the term's pairs
// is a complete candidate list; the caller then checks each candidate exactly.
//
// Building costs a few full scans, so it happens only for large catalogues and only once the same
// array is searched a second time (a typed word is many searches; a one-off search is not).

/** Catalogues below this size are scanned: a scan is already well under the keystroke budget. */
export const INDEX_MIN_TEXTS = 5_000;

interface TextIndexState {
  readonly size: number;
  searches: number;
  /** bigram code → ascending indexes of the texts that contain it */
  postings: ReadonlyMap<number, Int32Array> | null;
}

const states = new WeakMap<readonly string[], TextIndexState>();

const bigramAt = (text: string, at: number): number => text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

/** Builds the postings `sliceSize` texts at a time, yielding between slices (see indexingInSlices). */
function* postingsInSlices(texts: readonly string[], sliceSize: number): Generator<void, ReadonlyMap<number, Int32Array>> {
  const lists = new Map<number, number[]>();
  for (let at = 0; at < texts.length; at++) {
    const text = texts[at]!;
    for (let i = 0; i + 1 < text.length; i++) {
      const gram = bigramAt(text, i);
      const list = lists.get(gram);
      if (list === undefined) lists.set(gram, [at]);
      // Lists grow in text order, so a repeat within one text is always the last entry.
      else if (list[list.length - 1] !== at) list.push(at);
    }
    if ((at + 1) % sliceSize === 0 && at + 1 < texts.length) yield;
  }
  const postings = new Map<number, Int32Array>();
  for (const [gram, list] of lists) postings.set(gram, Int32Array.from(list));
  return postings;
}

const buildPostings = (texts: readonly string[]): ReadonlyMap<number, Int32Array> => {
  const steps = postingsInSlices(texts, texts.length);
  let step = steps.next();
  while (step.done !== true) step = steps.next();
  return step.value;
};

const stateOf = (texts: readonly string[]): TextIndexState => {
  let state = states.get(texts);
  if (state === undefined || state.size !== texts.length) {
    state = { size: texts.length, searches: 0, postings: null };
    states.set(texts, state);
  }
  return state;
};

/**
 * The index of a large catalogue built ahead of its searches, a slice of texts per step (the search
 * panel builds it while it waits for the first keystroke, so that no keystroke pays for it).
 * Nothing for catalogues below INDEX_MIN_TEXTS or an index already built.
 */
export function* indexingInSlices(texts: readonly string[], sliceSize: number): Generator<void, void> {
  if (texts.length < INDEX_MIN_TEXTS || stateOf(texts).postings !== null) return;
  const postings = yield* postingsInSlices(texts, sliceSize);
  // A search that came between the steps may have built it already; either is the same index.
  stateOf(texts).postings ??= postings;
}

const NONE = new Int32Array(0);

/**
 * The bigram postings of a large catalogue (built now if they are not yet), or null for a catalogue
 * below INDEX_MIN_TEXTS: "did you mean" counts a term's bigrams per name with them.
 */
export const bigramPostings = (texts: readonly string[]): { readonly get: (text: string, at: number) => Int32Array } | null => {
  if (texts.length < INDEX_MIN_TEXTS) return null;
  const state = stateOf(texts);
  const postings = (state.postings ??= buildPostings(texts));
  return { get: (text, at) => postings.get(bigramAt(text, at)) ?? NONE };
};

/**
 * Ascending indexes of the texts that may contain `term` (folded, non-empty), a superset to check
 * with indexOf; or null when every text has to be checked (one-character terms, small or
 * not-yet-indexed catalogues).
 */
export const candidatesFor = (texts: readonly string[], term: string): Int32Array | null => {
  const state = stateOf(texts);
  state.searches++;
  if (term.length < 2 || texts.length < INDEX_MIN_TEXTS) return null;
  if (state.postings === null) {
    if (state.searches < 2) return null;
    state.postings = buildPostings(texts);
  }
  let best: Int32Array | undefined;
  for (let i = 0; i + 1 < term.length; i++) {
    const list = state.postings.get(bigramAt(term, i));
    if (list === undefined) return NONE;
    if (best === undefined || list.length < best.length) best = list;
  }
  return best ?? NONE;
};
