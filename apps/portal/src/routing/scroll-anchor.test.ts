// The scroll anchor over generated pages: the anchor is the first widget crossing the window's top
// edge; coming back to the same widgets with any other heights above (estimated, not yet drawn),
// the window is put so that widget's edge is where it was; other widgets give no position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchoredScrollY, scrollAnchorOf, storedAnchorOf, storedAnchorText, type Box } from './scroll-anchor.ts';

/** Widgets stacked one under another from the document's top, measured against a window scrolled to `scrollY`. */
const boxesOf = (heights: readonly number[], scrollY: number): Box[] => {
  let top = -scrollY;
  return heights.map((height) => {
    const box = { top, bottom: top + height };
    top += height;
    return box;
  });
};

const heights = fc.array(fc.integer({ min: 0, max: 800 }), { minLength: 1, maxLength: 25 });

describe('the scroll anchor', () => {
  it('is the first widget with a height crossing the top edge, and how far the edge is into it (property)', () => {
    fc.assert(
      fc.property(heights, fc.nat(20_000), (sizes, scrollY) => {
        const boxes = boxesOf(sizes, scrollY);
        const anchor = scrollAnchorOf(boxes);
        const crossing = boxes.findIndex((box) => box.bottom > 0 && box.bottom > box.top);
        if (crossing < 0) expect(anchor).toBeNull();
        else {
          expect(anchor).toEqual({ index: crossing, offset: -boxes[crossing]!.top, count: sizes.length });
          // The edge is inside the widget, or above it when only empty widgets come first.
          expect(anchor!.offset).toBeLessThan(sizes[crossing]!);
        }
      }),
    );
  });

  it('coming back with other heights above the anchor, the anchor’s widget is where it was (property)', () => {
    fc.assert(
      fc.property(
        heights.chain((sizes) =>
          fc.tuple(fc.constant(sizes), fc.array(fc.integer({ min: 0, max: 800 }), { minLength: sizes.length, maxLength: sizes.length })),
        ),
        fc.nat(20_000),
        fc.nat(20_000),
        ([sizes, redrawn], scrollY, restoredY) => {
          const anchor = scrollAnchorOf(boxesOf(sizes, scrollY));
          if (anchor === null) return;
          // The page drawn anew: the widgets above the anchor may have any height, the anchor's own is kept.
          const now = sizes.map((size, at) => (at < anchor.index ? redrawn[at]! : size));
          const y = anchoredScrollY(anchor, boxesOf(now, restoredY), restoredY);
          expect(y).not.toBeNull();
          const above = now.slice(0, anchor.index).reduce((sum, size) => sum + size, 0);
          if (above + anchor.offset >= 0) expect(boxesOf(now, y!)[anchor.index]!.top).toBeCloseTo(-anchor.offset, 6);
          else expect(y).toBe(0);
        },
      ),
    );
  });

  it('gives no position for a page of other widgets', () => {
    const anchor = scrollAnchorOf(boxesOf([100, 300, 300], 250))!;
    expect(anchor).toEqual({ index: 1, offset: 150, count: 3 });
    expect(anchoredScrollY(anchor, boxesOf([100, 300], 0), 0)).toBeNull();
    expect(anchoredScrollY(anchor, boxesOf([130, 300, 300], 0), 0)).toBe(280);
  });

  it("keeps a reload's anchor for its own entry only, and reads nothing else stored there as one (property)", () => {
    const anchors = fc
      .record({ index: fc.nat(30), offset: fc.double({ min: -5_000, max: 20_000, noNaN: true }), count: fc.nat(30) })
      .filter((a) => a.index < a.count);
    fc.assert(
      fc.property(anchors, fc.string(), fc.string(), (anchor, entry, other) => {
        const text = storedAnchorText(entry, anchor);
        expect(storedAnchorOf(text, entry)).toEqual({ ...anchor, offset: anchor.offset === 0 ? 0 : anchor.offset });
        if (other !== entry) expect(storedAnchorOf(text, other)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (entry, anything) => {
        const read = storedAnchorOf(JSON.stringify({ entry, anchor: anything }), entry);
        if (read !== null) expect(read.index).toBeLessThan(read.count);
        expect(storedAnchorOf(JSON.stringify(anything), entry) === null || (anything as { entry?: unknown }).entry === entry).toBe(true);
      }),
    );
    for (const broken of [
      null,
      '',
      '{',
      'null',
      '[]',
      '{"entry":"/#k","anchor":{"index":2,"offset":0,"count":2}}',
      '{"entry":"/#k","anchor":{"index":0,"offset":"1","count":2}}',
    ])
      expect(storedAnchorOf(broken, '/#k')).toBeNull();
  });
});
