// An n-gram index over a catalogue's folded names, so that a keystroke looks only at names that
// can contain the term instead of scanning every name. For each single character and each pair of
// adjacent characters (UTF-16 code units, as indexOf compares them) it lists the names holding it,
// in catalogue order. A name containing the term contains every pair of the term, so the shortest
// list among the term's pairs is a complete candidate list; candidates are then checked exactly.

export interface TextIndex {
  /** gram → ascending indexes of the texts that contain it */
  readonly postings: ReadonlyMap<string, Int32Array>;
  readonly size: number;
}

const indexByTexts = new WeakMap<readonly string[], TextIndex>();

const buildTextIndex = (texts: readonly string[]): TextIndex => {
  const lists = new Map<string, number[]>();
  const add = (gram: string, at: number) => {
    const list = lists.get(gram);
    if (list === undefined) lists.set(gram, [at]);
    // Lists grow in text order, so a repeat within one text is always the last entry.
    else if (list[list.length - 1] !== at) list.push(at);
  };
  texts.forEach((text, at) => {
    for (let i = 0; i < text.length; i++) {
      add(text[i]!, at);
      if (i + 1 < text.length) add(text.slice(i, i + 2), at);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [gram, list] of lists) postings.set(gram, Int32Array.from(list));
  return { postings, size: texts.length };
};

/** The index of an array of folded texts, built on first use and kept with the array. */
export const textIndexOf = (texts: readonly string[]): TextIndex => {
  let index = indexByTexts.get(texts);
  if (index === undefined || index.size !== texts.length) {
    index = buildTextIndex(texts);
    indexByTexts.set(texts, index);
  }
  return index;
};

const NONE = new Int32Array(0);

/**
 * Ascending indexes of the texts that may contain `term` (non-empty): for one character exactly
 * those that do, for longer terms a superset to check with indexOf.
 */
export const candidatesFor = (index: TextIndex, term: string): Int32Array => {
  if (term.length === 1) return index.postings.get(term) ?? NONE;
  let best: Int32Array | undefined;
  for (let i = 0; i + 1 < term.length; i++) {
    const list = index.postings.get(term.slice(i, i + 2));
    if (list === undefined) return NONE;
    if (best === undefined || list.length < best.length) best = list;
  }
  return best ?? NONE;
};
