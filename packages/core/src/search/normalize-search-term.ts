// D2 tracking term: the analytics event gets a stable spelling of what the player typed, so that
// "Král!" and "kral" are counted as one search.
import { foldText } from './fold-text.ts';

const WHITESPACE = /\s/gu;
const NOT_WORD_OR_SPACE = /[^\p{L}\p{Nd}_ ]/gu;
const SPACE_RUNS = / {2,}/g;

/**
 * Folds diacritics and case, keeps only letters, digits, underscores and spaces, trims, and
 * collapses runs of spaces. Tabs and line breaks count as spaces (they separate words as a space does).
 */
export const normalizeSearchTerm = (term: string): string =>
  foldText(term).replace(WHITESPACE, ' ').replace(NOT_WORD_OR_SPACE, '').trim().replace(SPACE_RUNS, ' ');
