// How many links of a row fit before the rest go into the "More" popover: all of them when they
// fit without the button, otherwise as many as fit beside it (never fewer than none).

export interface FittingInput {
  /** Each link's width, in order. */
  readonly widths: readonly number[];
  /** The row's width. */
  readonly available: number;
  /** The "More" button's width. */
  readonly moreWidth: number;
  /** The gap between items. */
  readonly gap: number;
}

const rowWidth = (widths: readonly number[], count: number, gap: number): number => {
  let total = 0;
  for (let index = 0; index < count; index += 1) total += (widths[index] ?? 0) + (index > 0 ? gap : 0);
  return total;
};

export const fittingCount = ({ widths, available, moreWidth, gap }: FittingInput): number => {
  if (rowWidth(widths, widths.length, gap) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(widths, count, gap) + gap + moreWidth > available) count -= 1;
  return count;
};
