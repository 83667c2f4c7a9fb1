// The overflow rule of the header's and submenu's "More" popover (react-ui's fittingCount): the
// links kept in the row always fit beside the button, and one more would not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingCount } from '@casino/react-ui';

const rowWidth = (widths: readonly number[], count: number, gap: number) =>
  widths.slice(0, count).reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);

describe('fittingCount', () => {
  it('keeps every link when all fit, without a More button', () => {
    expect(fittingCount({ widths: [80, 90, 70], available: 260, moreWidth: 90, gap: 4 })).toBe(3);
  });

  it('keeps as many as fit beside More, and none when not even one does', () => {
    expect(fittingCount({ widths: [80, 90, 70], available: 240, moreWidth: 90, gap: 4 })).toBe(1);
    expect(fittingCount({ widths: [300], available: 200, moreWidth: 90, gap: 4 })).toBe(0);
  });

  it('is the largest count that fits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 0, max: 16 }),
        (widths, available, moreWidth, gap) => {
          const count = fittingCount({ widths, available, moreWidth, gap });
          expect(count).toBeGreaterThanOrEqual(0);
          expect(count).toBeLessThanOrEqual(widths.length);
          if (count === widths.length) {
            expect(rowWidth(widths, count, gap)).toBeLessThanOrEqual(available);
          } else {
            if (count > 0) expect(rowWidth(widths, count, gap) + gap + moreWidth).toBeLessThanOrEqual(available);
            expect(rowWidth(widths, count + 1, gap) + gap + moreWidth > available || count + 1 === widths.length).toBe(true);
          }
        },
      ),
    );
  });
});
