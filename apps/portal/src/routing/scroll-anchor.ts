// Where a page's content was on screen, kept as an anchor rather than a pixel offset. React Router
// restores a history entry's window position as a number of pixels, which is the same place only if
// everything above it has the same height as when the visitor left. A lobby's widgets past its first
// screen are laid out only near the viewport (content-visibility: auto, lobby-widgets.css): in the
// page drawn anew on coming back, those above the restored position were never laid out and take
// their estimated heights (the jackpots 370 px for a drawn 343), so the visitor came back some 30 px
// off, and more with rows drawn in the browser. The anchor is the first widget crossing the window's
// top edge and how far the edge is into it; coming back, the window is put where that widget's edge
// is now, whatever the heights above. Pure: the boxes are what the browser measures.

/** A box as the browser measures it against the viewport (getBoundingClientRect). */
export interface Box {
  readonly top: number;
  readonly bottom: number;
}

export interface ScrollAnchor {
  /** Which of the page's widgets (in order). */
  readonly index: number;
  /** How far the window's top edge was below the widget's top, in CSS pixels (negative: above it). */
  readonly offset: number;
  /** How many widgets there were: a page of other widgets is another page, and gets no anchor. */
  readonly count: number;
}

/** The first widget with a height whose bottom is below the window's top edge, or none (nothing below it). */
export const scrollAnchorOf = (boxes: readonly Box[]): ScrollAnchor | null => {
  const index = boxes.findIndex((box) => box.bottom > 0 && box.bottom > box.top);
  return index < 0 ? null : { index, offset: -boxes[index]!.top, count: boxes.length };
};

/**
 * The window position that puts the anchor's widget where it was, from the current position and the
 * widgets as they are now; none when the page's widgets are not the anchor's.
 */
export const anchoredScrollY = (anchor: ScrollAnchor, boxes: readonly Box[], scrollY: number): number | null => {
  const box = boxes.length === anchor.count ? boxes[anchor.index] : undefined;
  return box === undefined ? null : Math.max(0, scrollY + box.top + anchor.offset);
};

/**
 * A reload's anchor, kept in session storage as the page hides: the entry it belongs to (the
 * address and the history entry's key) with the anchor. Read back by the reloaded document, whose
 * first entry is the same one; anything else stored there (another entry, another shape) is none.
 */
export const storedAnchorText = (entry: string, anchor: ScrollAnchor): string => JSON.stringify({ entry, anchor });

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export const storedAnchorOf = (text: string | null, entry: string): ScrollAnchor | null => {
  try {
    const stored: unknown = JSON.parse(text ?? 'null');
    if (stored === null || typeof stored !== 'object' || (stored as { entry?: unknown }).entry !== entry) return null;
    const anchor: unknown = (stored as { anchor?: unknown }).anchor;
    if (anchor === null || typeof anchor !== 'object') return null;
    const { index, offset, count } = anchor as Record<string, unknown>;
    return isWhole(index) && isWhole(count) && index < count && typeof offset === 'number' && Number.isFinite(offset) ? { index, offset, count } : null;
  } catch {
    return null;
  }
};
