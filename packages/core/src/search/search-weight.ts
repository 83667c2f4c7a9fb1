// D2 text weight: a match at the start of the name counts most, one at the end less, any other
// containment nothing (it still matches, it just does not rank).
import { foldTerm, foldText } from './fold-text.ts';

export const START_MATCH_WEIGHT = 14;
export const END_MATCH_WEIGHT = 7;

/** The weight of already-folded text against an already-folded, non-empty term. */
export const foldedTextWeight = (foldedText: string, foldedTerm: string): number =>
  foldedText.startsWith(foldedTerm) ? START_MATCH_WEIGHT : foldedText.endsWith(foldedTerm) ? END_MATCH_WEIGHT : 0;

/** 14 when the folded text starts with the folded (trimmed) term, else 7 when it ends with it, else 0. An empty term weighs 0. */
export const searchWeight = (text: string, term: string): number => {
  const foldedTerm = foldTerm(term);
  return foldedTerm === '' ? 0 : foldedTextWeight(foldText(text), foldedTerm);
};
