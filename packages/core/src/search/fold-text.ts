// D2 folding: the one way text is compared in search and in the filter panel's search box.

const COMBINING_MARKS = /\p{M}/gu;

/** Lower case (Czech rules) with diacritics removed, so that `kral` finds `Král`. */
export const foldText = (text: string): string => text.toLocaleLowerCase('cs').normalize('NFD').replace(COMBINING_MARKS, '');

/** The folded search term: trimmed first (D2); '' means "matches nothing". */
export const foldTerm = (term: string): string => foldText(term.trim());

// Folding costs about a microsecond per name; a lobby searches the same catalogue arrays on every
// keystroke, so the folded texts are kept per array (and dropped with it).
const foldedByArray = new WeakMap<readonly object[], readonly string[]>();

/** The folded display texts of a catalogue array, computed once per array. */
export const foldedTextsOf = <T extends object>(items: readonly T[], textOf: (item: T) => string): readonly string[] => {
  const steps = foldingInSlices(items, textOf, items.length);
  let step = steps.next();
  while (step.done !== true) step = steps.next();
  return step.value;
};

/**
 * foldedTextsOf a slice at a time: a step folds up to `sliceSize` texts and yields, so that a caller
 * can fold a large catalogue between other work (the search panel does it while it waits for the
 * first keystroke); the result is kept as foldedTextsOf keeps it.
 */
export function* foldingInSlices<T extends object>(items: readonly T[], textOf: (item: T) => string, sliceSize: number): Generator<void, readonly string[]> {
  const cached = foldedByArray.get(items);
  if (cached !== undefined && cached.length === items.length) return cached;
  const folded = new Array<string>(items.length);
  for (let at = 0; at < items.length; at++) {
    folded[at] = foldText(textOf(items[at]!));
    if ((at + 1) % sliceSize === 0 && at + 1 < items.length) yield;
  }
  foldedByArray.set(items, folded);
  return folded;
}
