// The columns of the portal's own catalogues for the browser (the filters', the search's and the
// player rows': one lobby's games, a field per column), decoded by one type guard per column rather
// than one schema per item. A lobby of 10,000 games sends over 100,000 column items; decoding each
// through its own schema was the longest part of a panel's first opening on a phone. What is
// accepted is the same: every item of the column's kind, or the whole answer is refused.
import { Schema } from 'effect';

/** A column whose every item passes `isItem`; `expected` names it in a refusal. */
export const column = <T>(expected: string, isItem: (value: unknown) => value is T) =>
  Schema.declare((value: unknown): value is ReadonlyArray<T> => Array.isArray(value) && value.every(isItem), { expected });

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumberOrNull = (value: unknown): value is number | null => value === null || isNumber(value);
const isNumbers = (value: unknown): value is readonly number[] => Array.isArray(value) && value.every(isNumber);

export const Strings = column('an array of strings', isString);
export const Numbers = column('an array of numbers', isNumber);
/** Amounts and tiers: a number, or null where the game has none. */
export const NumbersOrNulls = column('an array of numbers or nulls', isNumberOrNull);
/** Per game, indexes into a list of ids (its categories, its collections). */
export const IndexLists = column('an array of arrays of numbers', isNumbers);

/** A column of one of `values` (a game's type). */
export const literalColumn = <const T extends string>(values: readonly T[], expected: string) => {
  const allowed: ReadonlySet<unknown> = new Set(values);
  return column(expected, (value): value is T => allowed.has(value));
};
